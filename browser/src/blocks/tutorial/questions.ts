// A puzzle's controls: one small builder per kind of question, each giving the nodes it adds
// to the page and the answer entered so far (null while it is not complete). The engine grades
// the answer; nothing here knows whether it is right.

import type { EmbeddedTutorial, End, MoveKind, TutorialGradeRequest } from "../../contract.gen";
import { button, el, h, pressable } from "../../ui/dom";
import type { T } from "../../ui/text";
import { tileSVG } from "../../ui/tiles";

/** What a puzzle asks, and what the reader answers (both in the engine's contract). */
export type Question = NonNullable<EmbeddedTutorial["question"]>;
export type TutorialAnswer = TutorialGradeRequest["reply"];

/** What a builder is given: the build's data, the texts, and what the block does on request. */
export interface Asking {
  data: EmbeddedTutorial;
  t: T;
  /** Press Check (Enter in a number field). */
  check: () => void;
  /** Send an answer at once (play to win sends each move as it is made). */
  send: (answer: TutorialAnswer) => void;
}

/** A question's controls. */
export interface Asked {
  nodes: HTMLElement[];
  /** The answer entered, or null while it is not complete. */
  answer(): TutorialAnswer | null;
  /** What the answer still lacks, said when Check is pressed too early. */
  missing(): string;
  /** Whether the reader presses Check (false: the answer is sent as it is given). */
  checked: boolean;
}

const ACTIONS: readonly MoveKind[] = ["play", "draw", "pass"];
const ACTION_TEXT: Record<MoveKind, string> = {
  play: "ui.action.play", draw: "ui.action.draw", pass: "ui.action.pass",
};

function tileButton(tile: string): HTMLButtonElement {
  const b = h("button", { className: "domino-tutorial__tile", type: "button", title: tile, dataset: { tile } },
    tileSVG(tile, true));
  b.setAttribute("aria-label", tile);
  return b;
}

/** A group of choices, labelled for a screen reader. */
function choices(role: string, label: string, items: HTMLElement[]): HTMLDivElement {
  const group = h("div", { className: "domino-tutorial__choices" }, ...items);
  group.setAttribute("role", role);
  if (label) group.setAttribute("aria-label", label);
  return group;
}

function pressed(list: HTMLButtonElement[], key: "tile"): string[] {
  return list.filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.dataset[key] ?? "");
}

/** The tiles of the asked seat's hand (face up in every puzzle that asks about tiles). */
function hand(a: Asking): string[] {
  return a.data.board.hands[a.data.seat] ?? [];
}

/** A number field; its value, or null while it is not a whole number. */
function numberField(a: Asking, labelId: string): { label: HTMLLabelElement; value: () => number | null } {
  const input = h("input", { className: "domino-tutorial__input", type: "number", min: "0", max: "999",
    inputMode: "numeric" });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") a.check();
  });
  const label = h("label", { className: "domino-tutorial__number" }, h("span", { textContent: a.t(labelId) }), " ", input);
  const value = (): number | null => {
    const text = input.value.trim();
    return /^\d{1,4}$/.test(text) ? Number(text) : null;
  };
  return { label, value };
}

/**
 * One choice of a radio group. As in every radio group, Tab reaches the group once (the chosen
 * choice, or the first) and the arrow keys move to the previous or next choice and choose it.
 */
function radio(group: HTMLElement, text: string, value: number | null): HTMLButtonElement {
  const b = h("button", { className: "md-button domino-tutorial__seat", type: "button", textContent: text,
    tabIndex: group.querySelector("[role=radio]") ? -1 : 0, dataset: { seat: value === null ? "none" : String(value) } });
  b.setAttribute("role", "radio");
  b.setAttribute("aria-checked", "false");
  const choose = (chosen: HTMLElement): void => {
    for (const other of group.querySelectorAll<HTMLElement>("[role=radio]")) {
      other.setAttribute("aria-checked", other === chosen ? "true" : "false");
      other.tabIndex = other === chosen ? 0 : -1;
    }
  };
  b.addEventListener("click", () => { choose(b); });
  b.addEventListener("keydown", (event) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const all = [...group.querySelectorAll<HTMLElement>("[role=radio]")];
    const next = all[(all.indexOf(b) + step + all.length) % all.length];
    if (!next) return;
    choose(next);
    next.focus();
  });
  group.append(b);
  return b;
}

/** A radio group of the players, and "nobody" (`nobodyId`) when the question allows it; the
 * seat chosen (null: nobody), or undefined while none is. */
function seatChoices(a: Asking, nobodyId: string | null): { group: HTMLDivElement; chosen: () => number | null | undefined } {
  const group = choices("radiogroup", a.data.question_text ?? "", []);
  for (let seat = 0; seat < a.data.players; seat++) radio(group, a.t("ui.player", { player: seat + 1 }), seat);
  if (nobodyId) radio(group, a.t(nobodyId), null);
  const chosen = (): number | null | undefined => {
    const b = group.querySelector<HTMLElement>('[role=radio][aria-checked="true"]');
    if (!b) return undefined;
    return b.dataset.seat === "none" ? null : Number(b.dataset.seat);
  };
  return { group, chosen };
}

/** "Which tiles can be played": the hand's tiles, pressed or not. */
function playableQuestion(a: Asking): Asked {
  const tiles = hand(a).map((tile) => pressable(tileButton(tile)));
  return {
    nodes: [choices("group", a.t("ui.player", { player: a.data.seat + 1 }), tiles)],
    answer: () => ({ tiles: pressed(tiles, "tile") }),
    missing: () => "",
    checked: true,
  };
}

/** "Who opens" and "who has won the game" (or nobody yet). */
function seatQuestion(nobodyId: string | null): (a: Asking) => Asked {
  return (a) => {
    const seats = seatChoices(a, nobodyId);
    return {
      nodes: [seats.group],
      answer: () => {
        const seat = seats.chosen();
        return seat === undefined ? null : { seat };
      },
      missing: () => a.t("ui.choose_answer"),
      checked: true,
    };
  };
}

/** "Who wins (or nobody), and how many points": the points only where the rules score them. */
function winnerQuestion(a: Asking): Asked {
  const seats = seatChoices(a, "ui.nobody");
  const points = a.data.asks_points ? numberField(a, "ui.points") : null;
  return {
    nodes: [seats.group, ...(points ? [points.label] : [])],
    answer: () => {
      const seat = seats.chosen();
      if (seat === undefined) return null;
      // each answer is sent as the engine's data says: with the points typed, or with none
      if (!points || !a.data.points_with[seat ?? a.data.players]) return { seat, points: null };
      const value = points.value();
      return value === null ? null : { seat, points: value };
    },
    missing: () => a.t(seats.chosen() === undefined ? "ui.choose_answer" : "ui.enter_points"),
    checked: true,
  };
}

/** "How many pips". */
function pipsQuestion(a: Asking): Asked {
  const pips = numberField(a, "ui.pips");
  return {
    nodes: [pips.label],
    answer: () => {
      const value = pips.value();
      return value === null ? null : { pips: value };
    },
    missing: () => a.t("ui.enter_number"),
    checked: true,
  };
}

/** "What may the player do": play, draw, pass, each pressed or not. */
function actionQuestion(a: Asking): Asked {
  const buttons = ACTIONS.map((kind) => {
    const b = pressable(button(`domino-tutorial__action domino-tutorial__action--${kind}`, a.t(ACTION_TEXT[kind])));
    b.dataset.action = kind;
    return b;
  });
  return {
    nodes: [choices("group", "", buttons)],
    answer: () => ({ actions: ACTIONS.filter((_, i) => buttons[i]?.getAttribute("aria-pressed") === "true") }),
    missing: () => "",
    checked: true,
  };
}

/** "Play to win": a tile pressed is played at the end the engine's legal moves give it, or the
 * reader chooses the end; draw and pass are moves too. Each move is sent as it is made. */
function moveQuestion(a: Asking): Asked {
  const choose = h("div", { className: "domino-tutorial__choose", hidden: true });
  let asked: string | null = null; // the tile "which end?" is asked for
  const close = (): void => {
    if (choose.hidden) return;
    choose.hidden = true;
    tiles.find((b) => b.dataset.tile === asked)?.focus();
  };
  const playAt = (tile: string, end: End | null): void => {
    choose.hidden = true;
    a.send({ move: { kind: "play", tile, end } });
  };
  const pick = (tile: string): void => {
    const ends = new Set(a.data.board.legal.filter((m) => m.kind === "play" && m.tile === tile).map((m) => m.end));
    if (!(ends.has("left") && ends.has("right"))) {
      // one end fits (or none: sent at no end, the engine then says why the move is not allowed)
      playAt(tile, [...ends][0] ?? null);
      return;
    }
    const first = button("domino-tutorial__end-left", a.t("ui.left_end"), () => { playAt(tile, "left"); });
    choose.replaceChildren(el("span", "", a.t("ui.choose_end", { tile })), first,
      button("domino-tutorial__end-right", a.t("ui.right_end"), () => { playAt(tile, "right"); }),
      button("domino-tutorial__end-cancel", a.t("ui.cancel"), close));
    asked = tile;
    choose.hidden = false;
    first.focus();
  };
  const tiles = hand(a).map((tile) => {
    const b = tileButton(tile);
    b.addEventListener("click", () => { pick(tile); });
    return b;
  });
  choose.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    close();
  });
  const other = h("div", { className: "domino-tutorial__choices" },
    button("domino-tutorial__draw", a.t("ui.draw"), () => { a.send({ move: { kind: "draw", tile: null, end: null } }); }),
    button("domino-tutorial__pass", a.t("ui.pass"), () => { a.send({ move: { kind: "pass", tile: null, end: null } }); }));
  return {
    nodes: [choices("group", a.t("ui.player", { player: a.data.seat + 1 }), tiles), choose, other],
    answer: () => null,
    missing: () => "",
    checked: false,
  };
}

/** The builder of each question's controls. */
export const QUESTIONS: Record<Question, (a: Asking) => Asked> = {
  playable: playableQuestion,
  "play-to-win": moveQuestion,
  opener: seatQuestion(null),
  target: seatQuestion("ui.nobody_yet"),
  winner: winnerQuestion,
  pips: pipsQuestion,
  action: actionQuestion,
};

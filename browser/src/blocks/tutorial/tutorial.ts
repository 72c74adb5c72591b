// One tutorial: a worked example to step through, or a puzzle to answer. Its states for the
// tests, on the block: data-step (an example's step), data-answers (answers marked so far),
// data-feedback ("right", "wrong", "missing", "hint", "solution", "error"), data-solved.

import type { End, Lang, MoveJSON, Op, Operations, Reply, TutorialStateReply } from "../../contract.gen";
import { failureText, refusal, startedEngine, type RequestOf } from "../../engine/client";
import { button, el, offerRetry, part, pressable, spokenRegion } from "../../ui/dom";
import { describePosition, drawPosition, type HandInWords } from "../../ui/position";
import { embeddedTexts, langOf, textsOf, type T, type UIText } from "../../ui/text";
import { tileSVG } from "../../ui/tiles";
import { markSolved, readProgress } from "./progress";

type Feedback = "" | "right" | "wrong" | "missing" | "hint" | "solution" | "error";
type Question = "" | "playable" | "play-to-win" | "opener" | "winner" | "target" | "pips" | "action";
/** The board the hook embeds (the engine's tutorial_state, without its texts). */
type TutorialState = Omit<TutorialStateReply, "ok" | "explained" | "opening">;
/** What the reader answered a puzzle (its shape follows the question; the engine grades it). */
type TutorialAnswer =
  | { tiles: string[] } | { seat: number | null } | { pips: number } | { seat: number | null; points: number }
  | { actions: string[] } | { move: MoveJSON };
type TutorialOp = Extract<Op, `tutorial_${string}`>;

const ACTIONS = ["play", "draw", "pass"] as const;
const ACTION_TEXT: Record<(typeof ACTIONS)[number], string> = {
  play: "ui.action.play", draw: "ui.action.draw", pass: "ui.action.pass",
};

function tileButton(tile: string): HTMLButtonElement {
  const b = el("button", "domino-tutorial__tile");
  b.type = "button";
  b.dataset.tile = tile;
  b.setAttribute("aria-label", tile);
  b.title = tile;
  b.append(tileSVG(tile, true));
  return b;
}

function parseJSON(root: HTMLElement, selector: string): unknown {
  return JSON.parse(part(root, selector, HTMLElement).textContent || "null");
}

/** An example's controls. */
interface ExampleNodes {
  toStart: HTMLButtonElement; back: HTMLButtonElement; next: HTMLButtonElement; counter: HTMLSpanElement;
  log: HTMLOListElement;
}

/** A puzzle's controls (those of its kind of question; the others stay empty). */
interface PuzzleNodes {
  tiles: HTMLButtonElement[]; seats: HTMLButtonElement[]; actions: HTMLButtonElement[];
  number: HTMLInputElement | null; choose: HTMLDivElement | null;
  hint: HTMLParagraphElement; bestHint: HTMLParagraphElement; solution: HTMLUListElement;
}

export class Tutorial {
  private readonly root: HTMLElement;
  private readonly id: string;
  private readonly kind: string;
  private readonly question: Question;
  private readonly lang: Lang;
  private readonly seat: number;
  private readonly data: unknown;
  private readonly texts: Record<string, UIText>;
  private readonly state: TutorialState;
  private readonly status: HTMLElement;
  private readonly ui: HTMLElement;
  private readonly figure: HTMLElement;
  private readonly spoken: HTMLParagraphElement;
  private readonly t: T;
  private busy = false;
  private failed = false;
  private answers = 0; // marked answers so far (data-answers)
  private step = 0;
  private total = 0;
  private example: ExampleNodes | null = null;
  private puzzle: PuzzleNodes | null = null;
  private asksPoints = false;
  private choice: string | null = null;

  constructor(root: HTMLElement) {
    this.root = root;
    this.id = root.dataset.id ?? "";
    this.kind = root.dataset.kind ?? "";
    this.question = (root.dataset.question ?? "") as Question;
    this.lang = langOf(root.dataset.lang);
    this.seat = Number(root.dataset.seat);
    this.data = parseJSON(root, ".domino-tutorial__data");
    this.texts = embeddedTexts(root, ".domino-tutorial__strings");
    this.t = textsOf(this.texts, "domino-tutorial", this.lang);
    this.state = parseJSON(root, ".domino-tutorial__state") as TutorialState;
    this.status = part(root, ".domino-tutorial__status", HTMLElement);
    this.ui = part(root, ".domino-tutorial__ui", HTMLElement);
    this.figure = part(root, ".domino-tutorial__figure", HTMLElement);
    this.spoken = spokenRegion();
    this.figure.after(this.spoken);
    if (this.kind === "example") this.example = this.buildExample();
    else if (this.kind === "puzzle") this.puzzle = this.buildPuzzle();
    if (readProgress()[this.id] === "solved") this.showSolved();
  }

  private say(text: string, kind: Feedback = ""): void {
    this.status.textContent = text;
    this.root.dataset.feedback = kind;
  }

  /** One request to the engine, starting it first if needed; null after a failure (said). */
  private async ask<O extends TutorialOp>(op: O, request: Omit<RequestOf<O>, "tutorial" | "lang">): Promise<Operations[O]["reply"] | null> {
    try {
      const engine = await startedEngine(this.root, (id, params) => this.say(this.t(id, params)), this.status);
      const full = { ...request, tutorial: this.data, lang: this.lang } as RequestOf<O>;
      const reply: Reply<O> = await engine.call(op, full);
      if (!reply.ok) {
        this.say(refusal(reply) ?? this.t("ui.error"), "error");
        return null;
      }
      return reply;
    } catch (err) {
      console.error("domino-tutorial:", err);
      this.say(this.t(failureText(err)), "error");
      this.failed = true;
      return null;
    }
  }

  /** Run one exchange with the engine; if the engine failed, offer to run it again (the answer entered stays). */
  private async run(work: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.failed = false;
    this.root.setAttribute("aria-busy", "true");
    try {
      await work();
    } finally {
      this.busy = false;
      this.root.setAttribute("aria-busy", "false");
    }
    if (this.failed) offerRetry(this.status, this.t("ui.retry"), () => void this.run(work));
  }

  /** The position in words for screen readers (the figure itself is a picture). */
  private speak(state: TutorialState): void {
    const hands: HandInWords[] = state.hands.map((hand, seat) => [seat + 1, hand, state.hand_sizes[seat] ?? 0]);
    this.spoken.textContent = describePosition(state.line, state.line_tiles, hands, this.t);
  }

  private showSolved(): void {
    const mark = this.root.querySelector<HTMLElement>(".domino-tutorial__solved");
    if (mark) mark.hidden = false;
    this.root.dataset.solved = "1";
  }

  // ------------------------------------------------------------ worked examples

  private buildExample(): ExampleNodes {
    const transcript = this.root.querySelector<HTMLElement>(".domino-tutorial__transcript");
    if (transcript) transcript.hidden = true;
    this.step = 0;
    this.total = this.state.total_steps;
    const n: ExampleNodes = {
      toStart: button("domino-tutorial__to-start", this.t("ui.to_start"), () => void this.go(0)),
      back: button("domino-tutorial__back", this.t("ui.back"), () => void this.go(this.step - 1)),
      next: button("md-button--primary domino-tutorial__next", this.t("ui.next"), () => void this.go(this.step + 1)),
      counter: el("span", "domino-tutorial__counter"),
      log: el("ol", "domino-tutorial__log"),
    };
    const nav = el("div", "domino-tutorial__nav");
    nav.append(n.toStart, n.back, n.next, n.counter);
    this.ui.append(nav, el("p", "domino-tutorial__keys", this.t("ui.steps_keys")), n.log);
    this.ui.hidden = false;
    this.root.addEventListener("keydown", (event) => {
      if (event.target instanceof Element && event.target.closest("input, textarea")) return;
      if (event.key === "ArrowRight") void this.go(this.step + 1);
      else if (event.key === "ArrowLeft") void this.go(this.step - 1);
      else return;
      event.preventDefault();
    });
    this.showStep(n);
    return n;
  }

  private showStep(n: ExampleNodes): void {
    n.counter.textContent = this.t("ui.step", { step: this.step, total: this.total });
    n.toStart.disabled = n.back.disabled = this.step === 0;
    n.next.disabled = this.step >= this.total;
    this.root.dataset.step = String(this.step);
  }

  private go(step: number): Promise<void> | undefined {
    const n = this.example;
    if (!n || step < 0 || step > this.total) return undefined;
    return this.run(async () => {
      const reply = await this.ask("tutorial_state", { steps: step });
      if (!reply) return;
      this.step = reply.steps;
      drawPosition(this.figure, reply, this.t);
      this.speak(reply);
      const texts: string[] = [];
      if (reply.opening) texts.push(reply.opening.text);
      for (const item of reply.explained) texts.push(item.text);
      n.log.replaceChildren(...texts.map((text) => el("li", "", text)));
      this.say(texts.length > (reply.opening ? 1 : 0) ? texts[texts.length - 1] ?? "" : (reply.opening?.text ?? ""));
      this.showStep(n);
      if (reply.over && this.step === this.total) {
        this.showSolved();
        markSolved(this.id);
      }
    });
  }

  // ------------------------------------------------------------ puzzles

  private buildPuzzle(): PuzzleNodes {
    const q = this.question;
    const box = el("div", "domino-tutorial__answer");
    const n: PuzzleNodes = {
      tiles: [], seats: [], actions: [], number: null, choose: null,
      hint: el("p", "domino-tutorial__hint", this.t(`tutorial.${this.id}.hint`)),
      bestHint: el("p", "domino-tutorial__hint domino-tutorial__best-hint"),
      solution: el("ul", "domino-tutorial__solution"),
    };
    if (q === "playable" || q === "play-to-win") {
      const hand = this.state.hands[this.seat] ?? [];
      const group = el("div", "domino-tutorial__choices");
      group.setAttribute("role", "group");
      group.setAttribute("aria-label", this.t("ui.player", { player: this.seat + 1 }));
      n.tiles = hand.map((tile) => {
        const b = tileButton(tile);
        if (q === "playable") pressable(b);
        else b.addEventListener("click", () => void this.pickTile(tile));
        group.append(b);
        return b;
      });
      box.append(group);
      if (q === "play-to-win") {
        const choose = el("div", "domino-tutorial__choose");
        n.choose = choose;
        choose.hidden = true;
        choose.addEventListener("keydown", (event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            this.closeChoice();
          }
        });
        box.append(choose);
        const other = el("div", "domino-tutorial__choices");
        other.append(
          button("domino-tutorial__draw", this.t("ui.draw"), () => void this.answer({ move: { kind: "draw", tile: null, end: null } })),
          button("domino-tutorial__pass", this.t("ui.pass"), () => void this.answer({ move: { kind: "pass", tile: null, end: null } })),
        );
        box.append(other);
      }
    } else if (q === "opener" || q === "winner" || q === "target") {
      const group = el("div", "domino-tutorial__choices");
      group.setAttribute("role", "radiogroup");
      const question = this.texts.question;
      group.setAttribute("aria-label", typeof question === "string" ? question : "");
      const players = Number(this.root.dataset.players);
      for (let seat = 0; seat < players; seat++) n.seats.push(this.radio(group, this.t("ui.player", { player: seat + 1 }), seat));
      if (q === "winner") n.seats.push(this.radio(group, this.t("ui.nobody"), null));
      if (q === "target") n.seats.push(this.radio(group, this.t("ui.nobody_yet"), null));
      box.append(group);
    }
    // a winner question in a game that scores no points asks only who wins
    this.asksPoints = q === "pips" || (q === "winner" && this.root.dataset.points !== "no");
    if (this.asksPoints) {
      const label = el("label", "domino-tutorial__number");
      label.append(el("span", "", this.t(q === "pips" ? "ui.pips" : "ui.points") + " "));
      const input = el("input", "domino-tutorial__input");
      input.type = "number";
      input.min = "0";
      input.max = "999";
      input.inputMode = "numeric";
      input.addEventListener("keydown", (event) => {
        if (event.key === "Enter") void this.check();
      });
      label.append(input);
      n.number = input;
      box.append(label);
    }
    if (q === "action") {
      const group = el("div", "domino-tutorial__choices");
      group.setAttribute("role", "group");
      n.actions = ACTIONS.map((kind) => {
        const b = pressable(button(`domino-tutorial__action domino-tutorial__action--${kind}`, this.t(ACTION_TEXT[kind])));
        b.dataset.action = kind;
        group.append(b);
        return b;
      });
      box.append(group);
    }
    const buttons = el("div", "domino-tutorial__buttons");
    if (q !== "play-to-win") buttons.append(button("md-button--primary domino-tutorial__check", this.t("ui.check"), () => void this.check()));
    buttons.append(
      button("domino-tutorial__hint-button", this.t("ui.hint"), () => void this.showHint()),
      button("domino-tutorial__solution-button", this.t("ui.show_solution"), () => void this.showSolution()),
      button("domino-tutorial__again", this.t("ui.again"), () => this.reset()),
    );
    n.hint.hidden = true;
    n.bestHint.hidden = true;
    n.solution.hidden = true;
    this.ui.append(box, buttons, n.hint, n.bestHint, n.solution);
    this.ui.hidden = false;
    return n;
  }

  /**
   * One choice of a radio group. As in every radio group, Tab reaches the group once (the chosen
   * choice, or the first) and the arrow keys move to the previous or next choice and choose it.
   */
  private radio(group: HTMLElement, text: string, value: number | null): HTMLButtonElement {
    const b = el("button", "md-button domino-tutorial__seat", text);
    b.type = "button";
    b.setAttribute("role", "radio");
    b.setAttribute("aria-checked", "false");
    b.tabIndex = group.querySelector("[role=radio]") ? -1 : 0;
    b.dataset.seat = value === null ? "none" : String(value);
    const choose = (chosen: HTMLElement): void => {
      for (const other of group.querySelectorAll<HTMLElement>("[role=radio]")) {
        other.setAttribute("aria-checked", other === chosen ? "true" : "false");
        other.tabIndex = other === chosen ? 0 : -1;
      }
    };
    b.addEventListener("click", () => choose(b));
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

  /** The seat chosen (null: "nobody"), or undefined when none is. */
  private chosenSeat(): number | null | undefined {
    const b = this.puzzle?.seats.find((x) => x.getAttribute("aria-checked") === "true");
    if (!b) return undefined;
    return b.dataset.seat === "none" ? null : Number(b.dataset.seat);
  }

  /** The reader's answer, or null while it is not complete. */
  private reply(): TutorialAnswer | null {
    const n = this.puzzle;
    if (!n) return null;
    const q = this.question;
    const text = n.number ? n.number.value.trim() : "";
    const number = /^\d{1,4}$/.test(text) ? Number(text) : null;
    const pressed = (list: HTMLButtonElement[], key: "tile" | "action"): string[] =>
      list.filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.dataset[key] ?? "");
    const seat = this.chosenSeat();
    if (q === "playable") return { tiles: pressed(n.tiles, "tile") };
    if (q === "opener" || q === "target") return seat === undefined ? null : { seat };
    if (q === "pips") return number === null ? null : { pips: number };
    if (q === "winner") {
      if (seat === undefined) return null;
      if (seat !== null && number === null && this.asksPoints) return null;
      return { seat, points: number ?? 0 };
    }
    if (q === "action") return { actions: pressed(n.actions, "action") };
    return null;
  }

  private check(): Promise<void> | undefined {
    const reply = this.reply();
    if (reply === null) {
      this.say(this.missing(), "missing");
      return undefined;
    }
    return this.answer(reply);
  }

  /** What the answer still lacks (nothing is graded until it is complete). */
  private missing(): string {
    if (this.puzzle?.seats.length && this.chosenSeat() === undefined) return this.t("ui.choose_answer");
    if (this.question === "winner") return this.t("ui.enter_points");
    return this.t("ui.enter_number");
  }

  private answer(reply: TutorialAnswer): Promise<void> {
    return this.run(async () => {
      this.say(this.t("ui.checking"));
      const result = await this.ask("tutorial_grade", { reply });
      if (!result) return;
      this.answers += 1;
      this.root.dataset.answers = String(this.answers);
      if (result.correct) {
        this.say(this.t("ui.right"), "right");
        this.showSolved();
        markSolved(this.id);
      } else {
        const parts = [this.t("ui.wrong"), this.t(`tutorial.${this.id}.wrong`), ...result.feedback.map((f) => f.text)];
        this.say(parts.join(" "), "wrong");
      }
    });
  }

  /** A tile pressed: played at the end the engine's legal moves give it, or the reader chooses. */
  private pickTile(tile: string): Promise<void> | undefined {
    const choose = this.puzzle?.choose;
    const options = this.state.legal.filter((m) => m.kind === "play" && m.tile === tile);
    const ends = [...new Set(options.map((m) => m.end))];
    if (ends.includes("left") && ends.includes("right") && choose) {
      const first = button("domino-tutorial__end-left", this.t("ui.left_end"), () => void this.playAt(tile, "left"));
      choose.replaceChildren(
        el("span", "", this.t("ui.choose_end", { tile })),
        first,
        button("domino-tutorial__end-right", this.t("ui.right_end"), () => void this.playAt(tile, "right")),
        button("domino-tutorial__end-cancel", this.t("ui.cancel"), () => this.closeChoice()),
      );
      this.choice = tile;
      choose.hidden = false;
      first.focus();
      return undefined;
    }
    // one end fits (or none: the engine then says why the move is not allowed)
    const end = options[0]?.end ?? (this.state.ends ? "right" : null);
    return this.answer({ move: { kind: "play", tile, end } });
  }

  /** Close "which end?" and give the focus back to the tile it was asked for. */
  private closeChoice(): void {
    const choose = this.puzzle?.choose;
    if (!choose || choose.hidden) return;
    choose.hidden = true;
    const back = this.puzzle?.tiles.find((b) => b.dataset.tile === this.choice);
    if (back) back.focus();
  }

  private playAt(tile: string, end: End): Promise<void> {
    const choose = this.puzzle?.choose;
    if (choose) choose.hidden = true;
    return this.answer({ move: { kind: "play", tile, end } });
  }

  /** The written hint; for "play to win", pressed again, the engine names a best move. */
  private showHint(): Promise<void> | undefined {
    const n = this.puzzle;
    if (!n) return undefined;
    if (n.hint.hidden || this.question !== "play-to-win") {
      n.hint.hidden = false;
      this.say(n.hint.textContent ?? "", "hint");
      return undefined;
    }
    return this.run(async () => {
      const reply = await this.ask("tutorial_hint", {});
      if (!reply) return;
      const text = reply.hint.map((item) => item.text).join(" ");
      n.bestHint.textContent = text;
      n.bestHint.hidden = false;
      this.say(text, "hint");
    });
  }

  private showSolution(): Promise<void> | undefined {
    const n = this.puzzle;
    if (!n) return undefined;
    return this.run(async () => {
      const result = await this.ask("tutorial_solution", {});
      if (!result) return;
      n.solution.replaceChildren(...result.solution.map((item) => el("li", "", item.text)));
      n.solution.hidden = false;
      this.say(result.solution.map((item) => item.text).join(" "), "solution");
    });
  }

  private reset(): void {
    const n = this.puzzle;
    if (!n) return;
    for (const b of this.ui.querySelectorAll("[aria-pressed]")) b.setAttribute("aria-pressed", "false");
    for (const b of this.ui.querySelectorAll("[role=radio]")) b.setAttribute("aria-checked", "false");
    if (n.number) n.number.value = "";
    if (n.choose) n.choose.hidden = true;
    n.hint.hidden = true;
    n.bestHint.hidden = true;
    n.solution.hidden = true;
    this.say("", "");
  }
}

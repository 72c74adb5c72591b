// The form for one hand: how it ended, and each player's pips, typed or counted by tapping the
// tiles they still hold.

import type { Lang } from "../../contract.gen";
import { button, el, h } from "../../ui/dom";
import { formatList, type T } from "../../ui/text";
import { tileSVG } from "../../ui/tiles";
import { labelled, menu } from "./controls";
import { photoButton } from "./photo";
import type { Draft, HandEntry, MatchData } from "./store";

export function emptyDraft(players: number): Draft {
  return { end: "", last: "", typed: Array<string>(players).fill(""), tiles: Array<string[] | null>(players).fill(null) };
}

/** A kept hand as a draft, to change it. */
export function draftOf(entry: HandEntry): Draft {
  return {
    end: entry.end === "out" ? `out:${String(entry.out ?? 0)}` : "blocked",
    last: entry.end === "blocked" && entry.last !== undefined ? String(entry.last) : "",
    typed: entry.pips.map((p) => (Array.isArray(p) ? "" : String(p))),
    tiles: entry.pips.map((p) => (Array.isArray(p) ? [...p] : null)),
  };
}

export interface HandForm {
  match: MatchData; draft: Draft; number: number; editing: boolean; t: T; lang: Lang;
  /** The question about the last move that the rules need (the engine's: the last tile, or the last action). */
  lastQuestion: string;
  /** The tiles a player may tap (the set of the match's rules: the engine's `ScoreMatchReply.tiles`). */
  tiles: readonly string[];
  /** Whether a tile tapped for one player is greyed out for the others (the engine's
   * `EmbeddedScorepad.each_tile_once`). */
  eachTileOnce: boolean;
  nameOf(seat: number): string;
  /** The draft changed (to keep it, so that it survives a reload). */
  changed(): void;
  submit(): void;
  cancel(): void;
}

/** The form for the next hand, or for the hand being changed. */
export function handForm(f: HandForm): HTMLFormElement {
  const { match, draft, t } = f;
  const form = h("form", { className: "domino-scorepad__form", noValidate: true },
    el("h3", "", t(f.editing ? "ui.score.editing" : "ui.score.hand_n", { hand: f.number })));
  form.append(...endings(f));
  // where the engine says a set holds each tile once, a tile tapped for one player is greyed
  // out in the others' palettes
  const taken = (): void => {
    if (!f.eachTileOnce) return;
    for (const row of form.querySelectorAll<HTMLElement>(".domino-scorepad__pips")) {
      const seat = Number(row.dataset.seat);
      for (const b of row.querySelectorAll<HTMLButtonElement>(".domino-scorepad__tile")) {
        const tile = b.dataset.tile ?? "";
        b.disabled = draft.tiles.some((tiles, other) => other !== seat && (tiles?.includes(tile) ?? false));
      }
    }
  };
  for (let seat = 0; seat < match.players; seat++) form.append(pipsRow(f, seat, taken));
  taken();
  const submit = h("button", { className: "md-button md-button--primary domino-scorepad__add", type: "submit" },
    t(f.editing ? "ui.score.save" : "ui.score.add"));
  form.append(h("div", { className: "domino-scorepad__buttons" }, submit,
    f.editing && button("domino-scorepad__cancel", t("ui.score.cancel"), () => { f.cancel(); })));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    f.submit();
  });
  return form;
}

/** How the hand ended (who went out, or blocked), and who moved last where the rules ask it. */
function endings(f: HandForm): [HTMLFieldSetElement, HTMLDivElement] {
  const { match, draft, t } = f;
  const choices: [string, string][] = Array.from({ length: match.players },
    (_, seat): [string, string] => [`out:${String(seat)}`, t("ui.score.went_out", { name: f.nameOf(seat) })]);
  choices.push(["blocked", t("ui.score.blocked")]);
  const lastOptions: [string, string][] = [["", t("ui.score.unknown")]];
  for (let seat = 0; seat < match.players; seat++) lastOptions.push([String(seat), f.nameOf(seat)]);
  const last = menu(lastOptions, draft.last);
  last.classList.add("domino-scorepad__last");
  last.addEventListener("change", () => {
    draft.last = last.value;
    f.changed();
  });
  const lastBox = labelled(f.lastQuestion, last);
  lastBox.hidden = draft.end !== "blocked";
  const how = h("fieldset", { className: "domino-scorepad__how" }, el("legend", "", t("ui.score.how_ended")));
  for (const [value, text] of choices) {
    const input = h("input", { type: "radio", name: "domino-scorepad-end", value, checked: draft.end === value });
    input.addEventListener("change", () => {
      draft.end = value;
      lastBox.hidden = value !== "blocked";
      f.changed();
    });
    how.append(h("label", { className: "domino-scorepad__radio" }, input, el("span", "", ` ${text}`)));
  }
  return [how, lastBox];
}

/** Where an error about the hand being entered belongs: a player's pips, how the hand
 * ended, who moved last, or the hand as a whole (next to the button). */
export type ErrorPlace = { seat: number } | { control: HTMLElement } | "end" | "last" | "hand";

let errors = 0; // error paragraphs made so far (each gets an id of its own)

/**
 * Show `text` where it concerns the reader: inside the form at the field (marked invalid and
 * described by the text) or next to the button, and move the focus to that field (or to the
 * text); everything typed stays. Any earlier error in the form is cleared first.
 */
export function showFormError(form: HTMLFormElement, text: string, place: ErrorPlace): HTMLElement {
  clearFormError(form);
  errors += 1;
  const note = el("p", "domino-scorepad__error domino-scorepad__field-error", text);
  note.id = `domino-scorepad-error-${String(errors)}`;
  note.setAttribute("role", "alert");
  note.tabIndex = -1;
  let box: HTMLElement | null = null;
  let field: HTMLElement | null = null;
  if (typeof place === "object" && "control" in place) {
    field = place.control;
    box = field.parentElement;
  } else if (typeof place === "object") {
    box = form.querySelector<HTMLElement>(`.domino-scorepad__pips[data-seat="${String(place.seat)}"]`);
    const input = box?.querySelector<HTMLInputElement>(".domino-scorepad__pips-input");
    // counted from tiles: the typed field is hidden, the toggle opens the palette
    field = input && !input.closest<HTMLElement>("[hidden]") ? input : box?.querySelector<HTMLElement>(".domino-scorepad__count") ?? null;
  } else if (place === "end") {
    box = form.querySelector<HTMLElement>(".domino-scorepad__how");
    field = box?.querySelector<HTMLElement>("input:checked") ?? box?.querySelector<HTMLElement>("input") ?? null;
  } else if (place === "last") {
    field = form.querySelector<HTMLElement>(".domino-scorepad__last");
    box = field?.parentElement ?? null;
  }
  box ??= form.querySelector<HTMLElement>(".domino-scorepad__buttons");
  if (field) {
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", note.id);
  }
  (box ?? form).append(note);
  const target = field ?? note;
  target.focus({ preventScroll: true });
  note.scrollIntoView({ block: "nearest" });
  if (field) field.scrollIntoView({ block: "nearest" });
  return note;
}

/** Take away the error shown in the form, and the marks on its field. */
export function clearFormError(form: HTMLFormElement): void {
  for (const note of form.querySelectorAll(".domino-scorepad__field-error")) note.remove();
  for (const field of form.querySelectorAll("[aria-invalid]")) {
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
  }
}

/** One player's pips: typed, or counted from the tiles tapped. */
function pipsRow(f: HandForm, seat: number, taken: () => void): HTMLDivElement {
  const { draft, t } = f;
  const name = f.nameOf(seat);
  // a count or tiles ("6-6.0-4"): a numeric keypad has no "-" on every phone
  const input = h("input", { className: "domino-scorepad__number domino-scorepad__pips-input", type: "text",
    inputMode: "text", autocomplete: "off", value: draft.typed[seat] ?? "" });
  input.addEventListener("input", () => {
    draft.typed[seat] = input.value;
    f.changed();
  });
  const typed = labelled(t("ui.score.pips_of", { name }), input);
  const toggle = button("domino-scorepad__count", t("ui.score.count_tiles", { name }));
  const palette = el("div", "domino-scorepad__palette");
  palette.setAttribute("role", "group");
  palette.setAttribute("aria-label", t("ui.score.tiles_of", { name }));
  const counted = el("p", "domino-scorepad__counted");
  counted.setAttribute("aria-live", "polite");
  const sync = (): void => {
    const tiles = draft.tiles[seat] ?? null;
    const on = tiles !== null;
    toggle.setAttribute("aria-expanded", on ? "true" : "false");
    palette.hidden = !on;
    typed.hidden = on;
    counted.textContent = on && tiles.length ? t("ui.score.counted", { tiles: formatList(tiles, f.lang) }) : "";
    for (const b of palette.querySelectorAll("button")) {
      b.setAttribute("aria-pressed", on && tiles.includes(b.dataset.tile ?? "") ? "true" : "false");
    }
  };
  toggle.addEventListener("click", () => {
    draft.tiles[seat] = (draft.tiles[seat] ?? null) === null ? [] : null;
    sync();
    taken();
    f.changed();
  });
  for (const tile of f.tiles) {
    const b = h("button", { className: "domino-scorepad__tile", type: "button", dataset: { tile } }, tileSVG(tile, true));
    b.setAttribute("aria-label", tile);
    b.addEventListener("click", () => {
      const tiles = draft.tiles[seat] ?? [];
      const at = tiles.indexOf(tile);
      if (at >= 0) tiles.splice(at, 1);
      else tiles.push(tile);
      draft.tiles[seat] = tiles;
      sync();
      taken();
      f.changed();
    });
    palette.append(b);
  }
  sync();
  // counted from a photo: into the typed field (the tiles, when each was read, else the total)
  const photo = photoButton(f, seat, (value) => {
    if ((draft.tiles[seat] ?? null) !== null) toggle.click();
    input.value = value;
    draft.typed[seat] = value;
    f.changed();
  });
  return h("div", { className: "domino-scorepad__pips", dataset: { seat: String(seat) } },
    typed, toggle, photo, counted, palette);
}

/**
 * The hand the draft describes, or the text of what it lacks (how it ended). Each player's
 * pips as entered: the tiles tapped, a count typed, or the text as it is (a blank too: the
 * engine takes a blank for the player who went out, and names any other blank or bad text).
 */
export function entryOf(draft: Draft, players: number, t: T): HandEntry | { missing: string; place: ErrorPlace } {
  if (!draft.end) return { missing: t("ui.score.end_missing"), place: "end" };
  const out = draft.end.startsWith("out:") ? Number(draft.end.slice(4)) : null;
  const entry: HandEntry = { end: out === null ? "blocked" : "out", pips: [] };
  if (out !== null) entry.out = out;
  else if (draft.last !== "") entry.last = Number(draft.last);
  for (let seat = 0; seat < players; seat++) {
    const tiles = draft.tiles[seat] ?? null;
    const text = (draft.typed[seat] ?? "").trim();
    if (tiles !== null) entry.pips.push([...tiles]);
    else if (/^-?\d+$/.test(text)) entry.pips.push(Number(text));
    else entry.pips.push(text);
  }
  return entry;
}

// A position drawn and said: the line, the hands and the tiles outside them (the labels are the
// block's own: ui.line*, ui.hand_label*, ui.face_down, ui.no_tiles), and the engine's sentences
// for screen readers (core/position.py: every reply with a position has them, `spoken`).

import type { Lang, ReplayReply, Text } from "../contract.gen";
import { h } from "./dom";
import { formatList, type T } from "./text";
import { placedTile, tileSVG } from "./tiles";

/** The engine's sentences for a position (a board's `spoken`), each its own paragraph of `region`. */
export function showSaid(region: HTMLElement, said: readonly Text[]): void {
  region.replaceChildren(...said.map((sentence) => h("p", {}, sentence.text)));
}

/** A position to draw: the line, each hand (null when face down), who moves. */
export interface Position {
  line: string[]; line_tiles: [number, number][]; hands: (string[] | null)[];
  to_move: number | null; over: boolean;
  /** How many tiles each hand holds, as the engine counts them (a hand face down too). */
  hand_sizes: number[];
  /** The engine's words for the tiles outside the hands (a boneyard, or tiles set aside); null
   * when there is nothing to name. */
  stock: Text | null;
}

/** A replay step as a position (every hand face up). */
export function replayPosition(state: ReplayReply): Position {
  return state;
}

/** One hand of a position: its label (who, and whether to move) and its tiles, face down, or none. */
function handItem(state: Position, hand: string[] | null, seat: number, t: T, lang: Lang): HTMLLIElement {
  const toMove = !state.over && state.to_move === seat;
  const label = h("span", { className: "domino-position__hand-label" },
    t(toMove ? "ui.hand_label_to_move" : "ui.hand_label", { player: seat + 1 }));
  const count = state.hand_sizes[seat] ?? 0;
  if (count === 0) return h("li", { className: "domino-position__hand" }, label, " ", h("span", {}, t("ui.no_tiles")));
  if (hand === null) return h("li", { className: "domino-position__hand" }, label, " ", h("span", {}, t("ui.face_down", { count })));
  const tiles = h("span", { className: "domino-position__hand-tiles" }, ...hand.map((tile) => tileSVG(tile, true)));
  tiles.setAttribute("role", "img");
  tiles.setAttribute("aria-label", formatList(hand, lang));
  return h("li", { className: "domino-position__hand" }, label, " ", tiles);
}

/** Line, hands and boneyard of a position from the engine, drawn into `box` (`lang`: the page's
 * language, which joins a hand's tiles into a list). */
export function drawPosition(box: HTMLElement, state: Position, t: T, lang: Lang): void {
  const line = h("ol", { className: "domino-position__line" },
    state.line.length === 0 ? h("li", { className: "domino-position__line-empty" }, t("ui.line_empty")) : null,
    ...state.line.map((tile, i) => placedTile("domino-position__placed", tile, state.line_tiles[i])));
  line.setAttribute("aria-label", t("ui.line"));
  const hands = h("ul", { className: "domino-position__hands" }, ...state.hands.map((hand, seat) => handItem(state, hand, seat, t, lang)));
  box.replaceChildren(line, hands);
  if (state.stock) box.append(h("p", { className: "domino-position__boneyard" }, state.stock.text));
}

// A position in words and drawn: the line, the hands and the boneyard (the texts are the
// block's own: ui.describe_*, ui.line*, ui.to_move, ui.player, ui.face_down, ui.no_tiles,
// ui.boneyard_count).

import type { ReplayReply, Text } from "../contract.gen";
import { el } from "./dom";
import type { T } from "./text";
import { placedTile, tileSVG } from "./tiles";

/** One hand for describePosition: the player's number, the tiles (null when face down), the count. */
export type HandInWords = [player: number, tiles: string[] | null, count: number];

/**
 * The position in words, for screen readers: the line and its open ends (the engine's placed
 * tiles, `line_tiles`, from left to right), then each hand.
 */
export function describePosition(line: string[], lineTiles: [number, number][], hands: HandInWords[], t: T): string {
  const parts: string[] = [];
  const left = lineTiles[0]?.[0];
  const right = lineTiles[lineTiles.length - 1]?.[1];
  if (line.length === 0 || left === undefined || right === undefined) parts.push(t("ui.describe_empty"));
  else parts.push(t("ui.describe_line", { tiles: line.join(" "), left, right }));
  for (const [player, tiles, count] of hands) {
    parts.push(tiles
      ? t("ui.describe_hand", { player, tiles: tiles.length ? tiles.join(", ") : t("ui.no_tiles") })
      : t("ui.describe_hidden", { player, count }));
  }
  return parts.join(" ");
}

/** A position to draw: the line, each hand (null when face down), who moves. */
export interface Position {
  line: string[]; line_tiles: [number, number][]; hands: (string[] | null)[]; hand_sizes: number[]; boneyard: number;
  to_move: number | null; over: boolean;
  /** The engine's words for the tiles outside the hands (a boneyard, or tiles set aside). */
  stock: Text | null;
}

/** A replay step as a position (every hand face up). */
export function replayPosition(state: ReplayReply): Position {
  return { ...state, hand_sizes: state.hands.map((h) => h.length) };
}

/** Line, hands and boneyard of a position from the engine, drawn into `box`. */
export function drawPosition(box: HTMLElement, state: Position, t: T): void {
  box.replaceChildren();
  const line = el("ol", "domino-tutorial__line");
  line.setAttribute("aria-label", t("ui.line"));
  if (state.line.length === 0) {
    line.append(el("li", "domino-tutorial__line-empty", t("ui.line_empty")));
  }
  state.line.forEach((tile, i) => line.append(placedTile("domino-tutorial__placed", tile, state.line_tiles[i])));
  box.append(line);
  const hands = el("ul", "domino-tutorial__hands");
  state.hands.forEach((hand, seat) => {
    const li = el("li", "domino-tutorial__hand");
    const toMove = !state.over && state.to_move === seat;
    const label = t(toMove ? "ui.to_move" : "ui.player", { player: seat + 1 });
    li.append(el("span", "domino-tutorial__hand-label", `${label}: `));
    if (hand === null) {
      li.append(el("span", "", t("ui.face_down", { count: state.hand_sizes[seat] ?? 0 })));
    } else if (hand.length === 0) {
      li.append(el("span", "", t("ui.no_tiles")));
    } else {
      const tiles = el("span", "domino-tutorial__hand-tiles");
      tiles.setAttribute("role", "img");
      tiles.setAttribute("aria-label", hand.join(", "));
      for (const tile of hand) tiles.append(tileSVG(tile, true));
      li.append(tiles);
    }
    hands.append(li);
  });
  box.append(hands);
  if (state.boneyard && state.stock) box.append(el("p", "domino-tutorial__boneyard", state.stock.text));
}

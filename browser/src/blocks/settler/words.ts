// The settler's answers in words.

import type { MoveSaid, SituationRow } from "../../contract.gen";
import type { T } from "../../ui/text";

/** Moves as the engine says them in the page's language. */
export function movesWords(moves: MoveSaid[]): string {
  return moves.map((m) => m.text).join(", ");
}

/** One system's answer in a few words. */
export function summary(v: SituationRow, kind: string, t: T): string {
  // not a contradiction but a fact the reader has not given yet (the reason says which)
  if (!v.ok && v.missing === "last") return t("ui.settle.depends_last");
  if (!v.ok) return t("ui.settle.not_possible");
  // the engine says who wins (every winner named) and what the player may do (a choice, joined
  // as the page's language joins one)
  if (kind === "end" && v.summary) return v.summary.text;
  if (kind === "turn" && v.allowed) return v.allowed.text;
  if (v.opener === null || v.opener === undefined) return t("ui.settle.by_lot");
  return v.tile ? t("ui.settle.opens_with", { player: v.opener + 1, tile: v.tile }) : t("ui.settle.opens", { player: v.opener + 1 });
}

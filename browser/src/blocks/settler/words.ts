// The settler's answers in words.

import type { MoveSaid, SituationRow, Verdict } from "../../contract.gen";
import type { T } from "../../ui/text";

/** Moves as the engine says them in the page's language. */
export function movesWords(moves: MoveSaid[]): string {
  return moves.map((m) => m.text).join(", ");
}

/** "Winner: Player 2 (13 points)", "Winners: Players 1, 3": the points apart from the player numbers. */
export function winnersWords(v: Pick<Verdict, "winners" | "points">, t: T): string {
  const who = t("ui.settle.wins", { players: v.winners.map((s) => s + 1).join(", "), count: v.winners.length });
  return v.points ? `${who} (${t("ui.settle.points", { points: v.points })})` : who;
}

/** Winners and points in words ("Winner: Player 2 (13 points)", or nobody). */
export function verdictWords(v: Pick<Verdict, "winners" | "points">, t: T): string {
  if (!v.winners.length) return t("ui.settle.nobody").replace(/[.!]$/, "");
  return winnersWords(v, t);
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

// The settler's answers in words.

import type { SituationVerdict, Verdict } from "../../contract.gen";
import type { T } from "../../ui/text";

/**
 * A move as the engine writes it ("6-3 right", "draw") in the page's language.
 * TODO(contract): (i) the engine's moves as MoveJSON (no parsing of its text)
 */
export function moveWords(move: string, t: T): string {
  if (move === "draw") return t("ui.draw");
  if (move === "pass") return t("ui.pass");
  const [tile = "", end] = move.split(" ");
  return end ? `${tile} (${t(end === "left" ? "ui.left_end" : "ui.right_end")})` : tile;
}

/** "Winner: Player 2 (13 points)", "Winners: Players 1, 3": the points apart from the player numbers. */
export function winnersWords(v: Verdict, t: T): string {
  const who = t("ui.settle.wins", { players: v.winners.map((s) => s + 1).join(", "), count: v.winners.length });
  return v.points ? `${who} (${t("ui.settle.points", { points: v.points })})` : who;
}

/** Winners and points in words ("Winner: Player 2 (13 points)", or nobody). */
export function verdictWords(v: Verdict, t: T): string {
  if (!v.winners.length) return t("ui.settle.nobody").replace(/[.!]$/, "");
  return winnersWords(v, t);
}

/** One system's answer in a few words. */
export function summary(v: SituationVerdict, kind: string, t: T): string {
  // not a contradiction but a fact the reader has not given yet (the reason says which)
  if (!v.ok && v.missing === "last") return t("ui.settle.depends_last");
  if (!v.ok) return t("ui.settle.not_possible");
  if (kind === "end") {
    if (!v.winners.length) return t("ui.settle.nobody");
    return winnersWords(v, t);
  }
  if (kind === "turn") return t("ui.settle.may", { moves: v.moves.map((m) => moveWords(m, t)).join(", ") });
  if (v.opener === null) return t("ui.settle.by_lot");
  return v.tile ? t("ui.settle.opens_with", { player: v.opener + 1, tile: v.tile }) : t("ui.settle.opens", { player: v.opener + 1 });
}

// What the reader describes at the table, as the engine reads it (dominorules.situation; the
// contract leaves its shape to the engine's reader, which checks it and names what is wrong).

import type { RulesJSON } from "../../contract.gen";

export interface Situation {
  kind: "end" | "turn" | "deal"; players: number; hands: string[][]; line: string[]; teams: boolean;
  last?: number | null; boneyard?: number; drawn?: number; custom?: RulesJSON | null;
}

/** The engine's situation (its reply's `situation`), or null when it is not one. */
export function asSituation(value: unknown): Situation | null {
  if (typeof value !== "object" || value === null || !("kind" in value) || !("hands" in value)) return null;
  return value as Situation;
}

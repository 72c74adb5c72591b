// What the reader describes at the table, as the engine reads it (dominorules.formats.situation; its
// type is the contract's, and the engine's reader checks it and names what is wrong).

/** The situation as the engine reads it (the contract's type). */
export type { Situation } from "../../contract.gen";
import type { Situation } from "../../contract.gen";

/** The engine's situation (its reply's `situation`), or null when it is not one. */
export function asSituation(value: unknown): Situation | null {
  if (typeof value !== "object" || value === null || !("kind" in value) || !("hands" in value)) return null;
  return value as Situation;
}

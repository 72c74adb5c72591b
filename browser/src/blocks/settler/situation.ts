// What the reader describes at the table, as the engine reads it (dominorules.formats.situation; its
// type is the contract's, and the engine's reader checks it and names what is wrong).

/** The situation as the engine reads it (the contract's type). */
export type { Situation } from "../../contract.gen";

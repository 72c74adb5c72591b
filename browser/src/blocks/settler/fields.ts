// What the settler's editor offers: the tiles and the rule fields.

// TODO(contract): (b) the tile set from the engine (the rules op's `tiles` for its max_pip)
const MAX_PIP = 6;
export const ALL_TILES: readonly string[] = (() => {
  const out: string[] = [];
  for (let a = MAX_PIP; a >= 0; a--) for (let b = a; b >= 0; b--) out.push(`${a}-${b}`);
  return out;
})();

// TODO(contract): (k) every rule field, its kind and bounds, from the engine's schema op
export const FIELDS = ["hand_size", "undealt", "reserve", "first_opener", "no_double", "opener_plays_double",
  "later_opener", "direction", "draw", "when_able", "blocked_when", "blocked_winner", "last_mover", "tie",
  "going_out", "out_points", "blocked_points", "teams", "target_points", "target_hands", "target_tie",
  "min_players", "max_players"];
export const SIZE_TABLES = ["hand_size", "target_points"];
export const BOOLEANS = ["opener_plays_double", "teams"];

/** The most a number field may hold (a table's entries, or a single number). */
export function upperBound(field: string): number {
  if (field === "hand_size") return 14;
  if (field === "target_points") return 999;
  if (field === "target_hands") return 99;
  return 28;
}

/** A rule field's value: a choice, a yes/no, a number, or a number per player count. */
export type FieldValue = string | number | boolean | Record<string, number> | null;
/** A preset's fields, as the hook embeds them. */
export type PresetFields = Record<string, FieldValue>;
/** A custom rule set: the preset it starts from and the fields it changes. */
export type Custom = { preset: string } & Record<string, FieldValue>;

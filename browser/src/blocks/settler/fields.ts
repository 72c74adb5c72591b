// The custom rules' values, as the contract types a preset's fields (EmbeddedSettler), and a
// custom rule set read from the engine's rules without a cast.

import type { RulesJSON, SettlerPreset } from "../../contract.gen";

/** A rule field's value: a choice, a yes/no, a number, or a number per player count. */
export type FieldValue = SettlerPreset["fields"][string];
/** A custom rule set: `preset`, the preset it starts from, and the fields it changes. */
export type Custom = SettlerPreset["fields"];

function isFieldValue(value: unknown): value is FieldValue {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") return true;
  return typeof value === "object" && Object.values(value).every((n) => typeof n === "number");
}

/** The engine's rules (a preset's id, or the preset with its changes) as custom rules. */
export function customFrom(rules: RulesJSON): Custom {
  if (typeof rules === "string") return { preset: rules };
  const custom: Custom = {};
  for (const [name, value] of Object.entries(rules)) if (isFieldValue(value)) custom[name] = value;
  return custom;
}

/** The preset custom rules start from ("" when they name none). */
export function presetOf(custom: Custom): string {
  return typeof custom.preset === "string" ? custom.preset : "";
}

// The custom rules' values: a rule field's value and a custom rule set.

/** A rule field's value: a choice, a yes/no, a number, or a number per player count. */
export type FieldValue = string | number | boolean | Record<string, number> | null;
/** A preset's fields, as the hook embeds them. */
export type PresetFields = Record<string, FieldValue>;
/** A custom rule set: the preset it starts from and the fields it changes. */
export type Custom = { preset: string } & Record<string, FieldValue>;

// The settler's custom rule set: a preset, and any of its fields changed. Every field, its kind,
// its choices and bounds, the player counts of a table field and their labels in the page's
// language are the engine's (its schema, which the hook embeds in the page), and so are the
// presets with their names.

import type { FieldSchema, SettlerPreset } from "../../contract.gen";
import { el } from "../../ui/dom";
import type { T } from "../../ui/text";
import { labelled, numberInput, select } from "./controls";
import { presetOf, type Custom, type FieldValue } from "./fields";

export interface CustomForm {
  presets: SettlerPreset[];
  schema: FieldSchema[];
  t: T;
  /** The custom rules now (null: none), and what to do when the reader changes them. */
  get(): Custom | null;
  set(custom: Custom | null): void;
}

/** Draw the custom rules' form into `body` (again, after each change of its preset). */
export function buildCustom(body: HTMLElement, form: CustomForm): void {
  const { presets, t } = form;
  body.replaceChildren();
  const c = form.get();
  const options: [string, string][] = [["", t("ui.settle.custom_none")], ...presets.map((p): [string, string] => [p.id, p.name])];
  body.append(labelled(t("ui.settle.custom_from"), select(options, c ? presetOf(c) : "", (v) => {
    form.set(v ? { preset: v } : null);
    buildCustom(body, form);
  })));
  if (!c) return;
  const base: Custom = presets.find((p) => p.id === presetOf(c))?.fields ?? {};
  const value = (f: string): FieldValue => (f in c ? c[f] ?? null : base[f] ?? null);
  const set = (f: string, v: FieldValue): void => {
    if (JSON.stringify(v) === JSON.stringify(base[f])) delete c[f];
    else c[f] = v;
    form.set(c);
  };
  for (const field of form.schema) body.append(labelled(field.label, control(field, value, set, t)));
}

function control(field: FieldSchema, value: (f: string) => FieldValue, set: (f: string, v: FieldValue) => void, t: T): HTMLElement {
  const f = field.name;
  const now = value(f);
  const labels = (choices: string[]): [string, string][] => choices.map((v): [string, string] => [v, field.choice_labels[v] ?? v]);
  if (field.kind === "choice") return select(labels(field.choices), typeof now === "string" ? now : "", (v) => { set(f, v); });
  if (field.kind === "flag") return select(labels(field.choices), value(f) ? "yes" : "no", (v) => { set(f, v === "yes"); });
  if (field.kind === "number") return numberInput(Number(value(f) ?? 0), field.minimum, field.maximum, (v) => { set(f, v); });
  // a number per player count: one entry for each count the engine names
  const box = el("span", "domino-settler__table");
  const table: Record<string, number> = typeof now === "object" && now !== null ? { ...now } : {};
  for (const players of field.players) {
    const input = numberInput(table[String(players)] ?? 0, field.minimum, field.maximum, (v) => {
      const current = value(f);
      set(f, { ...(typeof current === "object" && current !== null ? current : {}), [String(players)]: v });
    });
    input.setAttribute("aria-label", t("ui.settle.field_for_players", { field: field.label, count: players }));
    const entry = el("span", "domino-settler__table-entry", t("ui.settle.players_entry", { count: players }));
    entry.append(input);
    box.append(entry);
  }
  return box;
}

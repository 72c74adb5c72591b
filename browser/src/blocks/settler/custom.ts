// The settler's custom rule set: a preset, and any of its fields changed. Every field, its kind,
// its choices and bounds and their labels in the page's language are the engine's (its schema,
// which the hook embeds in the page).

import type { FieldSchema } from "../../contract.gen";
import { el } from "../../ui/dom";
import type { T } from "../../ui/text";
import { labelled, numberInput, select } from "./controls";
import type { Custom, FieldValue, PresetFields } from "./fields";

// the player counts a table field has an entry for
const TABLE_PLAYERS = ["2", "3", "4"];

export interface CustomForm {
  presets: Record<string, PresetFields>;
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
  const options: [string, string][] = [["", t("ui.settle.custom_none")], ...Object.keys(presets).map((p): [string, string] => [p, t(`preset.${p}.name`)])];
  body.append(labelled(t("ui.settle.custom_from"), select(options, c ? c.preset : "", (v) => {
    form.set(v ? { preset: v } : null);
    buildCustom(body, form);
  })));
  if (!c) return;
  const base = presets[c.preset] ?? {};
  const value = (f: string): FieldValue => (f in c ? c[f] ?? null : base[f] ?? null);
  const set = (f: string, v: FieldValue): void => {
    if (JSON.stringify(v) === JSON.stringify(base[f])) delete c[f];
    else c[f] = v;
    form.set(c);
  };
  for (const field of form.schema) body.append(labelled(field.label, control(field, value, set)));
}

function control(field: FieldSchema, value: (f: string) => FieldValue, set: (f: string, v: FieldValue) => void): HTMLElement {
  const f = field.name;
  const labels = (choices: string[]): [string, string][] => choices.map((v): [string, string] => [v, field.choice_labels[v] ?? v]);
  if (field.kind === "choice") return select(labels(field.choices), String(value(f)), (v) => set(f, v));
  if (field.kind === "flag") return select(labels(field.choices), value(f) ? "yes" : "no", (v) => set(f, v === "yes"));
  if (field.kind === "number") return numberInput(Number(value(f) ?? 0), field.minimum, field.maximum, (v) => set(f, v));
  const box = el("span", "domino-settler__table");
  const now = value(f);
  const table: Record<string, number> = typeof now === "object" && now !== null ? { ...now } : {};
  for (const players of TABLE_PLAYERS) {
    const input = numberInput(table[players] ?? 0, field.minimum, field.maximum, (v) => {
      const current = value(f);
      set(f, { ...(typeof current === "object" && current !== null ? current : {}), [players]: v });
    });
    input.setAttribute("aria-label", `${field.label}: ${players}`);
    box.append(el("span", "", ` ${players}: `), input);
  }
  return box;
}

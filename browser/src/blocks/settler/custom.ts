// The settler's custom rule set: a preset, and any of its fields changed.

import type { T } from "../../ui/text";
import { labelled, numberInput, select } from "./controls";
import { BOOLEANS, FIELDS, SIZE_TABLES, upperBound, type Custom, type FieldValue, type PresetFields } from "./fields";
import { el } from "../../ui/dom";

export interface CustomForm {
  presets: Record<string, PresetFields>;
  choices: Record<string, string[]>;
  t: T;
  /** The custom rules now (null: none), and what to do when the reader changes them. */
  get(): Custom | null;
  set(custom: Custom | null): void;
}

/** Draw the custom rules' form into `body` (again, after each change of its preset). */
export function buildCustom(body: HTMLElement, form: CustomForm): void {
  const { presets, choices, t } = form;
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
  for (const f of FIELDS) {
    let control: HTMLElement;
    const values = choices[f];
    if (values) {
      control = select(values.map((v): [string, string] => [v, t(`ui.value.${f}.${v}`)]), String(value(f)), (v) => set(f, v));
    } else if (BOOLEANS.includes(f)) {
      control = select([["yes", t("ui.value.bool.yes")], ["no", t("ui.value.bool.no")]], value(f) ? "yes" : "no", (v) => set(f, v === "yes"));
    } else if (SIZE_TABLES.includes(f)) {
      control = el("span", "domino-settler__table");
      const now = value(f);
      const table: Record<string, number> = typeof now === "object" && now !== null ? { ...now } : {};
      for (const players of ["2", "3", "4"]) {
        const input = numberInput(table[players] ?? 0, 0, upperBound(f), (v) => {
          const current = value(f);
          set(f, { ...(typeof current === "object" && current !== null ? current : {}), [players]: v });
        });
        input.setAttribute("aria-label", `${t(`ui.field.${f}`)}: ${players}`);
        control.append(el("span", "", ` ${players}: `), input);
      }
    } else {
      control = numberInput(Number(value(f) ?? 0), 0, upperBound(f), (v) => set(f, v));
    }
    body.append(labelled(t(`ui.field.${f}`), control));
  }
}

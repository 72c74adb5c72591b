// The score pad's form controls.

import { el } from "../../ui/dom";

let fieldCount = 0;

/** A control with its label (named by it alone, whatever the control shows). */
export function labelled(text: string, control: HTMLElement): HTMLDivElement {
  const box = el("div", "domino-scorepad__field");
  fieldCount += 1;
  control.id = `domino-scorepad-field-${fieldCount}`;
  const label = el("label", "domino-scorepad__label", text);
  label.htmlFor = control.id;
  box.append(label, control);
  return box;
}

/** A menu of `[value, text]` options. */
export function menu(options: readonly (readonly [string, string])[], value: string): HTMLSelectElement {
  const s = el("select", "domino-scorepad__select");
  for (const [v, text] of options) {
    const o = el("option", "", text);
    o.value = v;
    s.append(o);
  }
  s.value = value;
  return s;
}

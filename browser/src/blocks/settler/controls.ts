// The settler's form controls: a labelled field, a choice, a whole number in bounds.

import { el } from "../../ui/dom";

export function labelled(text: string, control: HTMLElement): HTMLLabelElement {
  const label = el("label", "domino-settler__field");
  label.append(el("span", "domino-settler__label", text), control);
  return label;
}

export function select(options: readonly (readonly [string, string])[], value: string, onChange: (value: string) => void): HTMLSelectElement {
  const s = el("select", "domino-settler__select");
  for (const [v, text] of options) {
    const o = el("option", "", text);
    o.value = v;
    s.append(o);
  }
  s.value = value;
  s.addEventListener("change", () => onChange(s.value));
  return s;
}

/** A whole number from `min` to `max`; anything else puts the last good value back. */
export function numberInput(value: number, min: number, max: number, onChange: (value: number) => void): HTMLInputElement {
  const input = el("input", "domino-settler__number");
  input.type = "number";
  input.min = String(min);
  input.max = String(max);
  input.inputMode = "numeric";
  input.value = String(value);
  input.addEventListener("change", () => {
    const n = Number(input.value);
    if (Number.isInteger(n) && n >= min && n <= max) onChange(n);
    else input.value = String(value);
  });
  return input;
}

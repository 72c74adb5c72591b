// The settler's form controls: the page's helpers (ui/dom.ts) with the settler's classes, and a
// whole number in bounds.

import { el, labelled as labelledIn, select as selectOf } from "../../ui/dom";

export function labelled(text: string, control: HTMLElement): HTMLLabelElement {
  return labelledIn("domino-settler__field", "domino-settler__label", text, control);
}

export function select(options: readonly (readonly [string, string])[], value: string, onChange: (value: string) => void): HTMLSelectElement {
  return selectOf("domino-settler__select", options, value, onChange);
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

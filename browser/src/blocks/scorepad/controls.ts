// The score pad's form controls: the page's helpers (ui/dom.ts) with the pad's classes.

import { labelledFor, select } from "../../ui/dom";

/** A control with its label (named by it alone, whatever the control shows). */
export function labelled(text: string, control: HTMLElement): HTMLDivElement {
  return labelledFor("domino-scorepad__field", "domino-scorepad__label", text, control);
}

/** A menu of `[value, text]` options. */
export function menu(options: readonly (readonly [string, string])[], value: string): HTMLSelectElement {
  return select("domino-scorepad__select", options, value);
}

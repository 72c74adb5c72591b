// Bringing every block of a page to life.

import { warmUp } from "../engine/warm";

/**
 * Once the page is ready, bring every block matching `selector` to life with `make(root)`, once
 * each; a block that fails is reported, the others still work. A block that is set up carries
 * data-ready="1" (its states are data-* attributes on it: the tests read those, nothing else).
 */
export function mountAll(selector: string, make: (root: HTMLElement) => void): void {
  const run = (): void => {
    for (const root of document.querySelectorAll<HTMLElement>(selector)) {
      if (root.dataset.ready) continue;
      try {
        make(root);
        root.dataset.ready = "1";
        if (root.dataset.pyodide) warmUp(root);
      } catch (err) {
        console.error(`${selector}: cannot set up`, err);
      }
    }
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
}

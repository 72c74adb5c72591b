// The settler's table: every system's answer, and why, each reason with its link to the rule (or,
// for a mark of our reading or choice, to its dispute) as one sentence the engine says.

import type { Reason, SituationRow } from "../../contract.gen";
import { el, h } from "../../ui/dom";
import type { T } from "../../ui/text";
import { summary } from "./words";

/** One reason: the engine's sentence in its pieces, the link's words a link. */
function reasonItem(r: Reason, base: string, langRoot: URL): HTMLLIElement {
  const href = new URL(r.page === "disputes" ? `disputes/#${r.anchor}` : `rules/${base}/#${r.anchor}`, langRoot).href;
  return h("li", {}, ...r.linked.map((part) => (part.link ? h("a", { className: "domino-settler__rule-link", href }, part.text) : part.text)));
}

export function showVerdicts(box: HTMLElement, verdicts: SituationRow[], t: T, langRoot: URL): void {
  const head = h("tr", {}, ...["ui.system", "ui.outcome", "ui.why"].map((id) => h("th", { scope: "col" }, t(id))));
  const tbody = el("tbody");
  for (const v of verdicts) {
    const name = h("th", { scope: "row" }, h("a", { href: new URL(`rules/${v.base}/`, langRoot).href }, v.name));
    const why = h("td", {}, h("ul", { className: "domino-settler__reasons" }, ...v.reasons.map((r) => reasonItem(r, v.base, langRoot))));
    const row = h("tr", { dataset: { rules: v.rules } }, name, el("td", "domino-settler__answer", summary(v, t)), why);
    if (!v.ok) row.classList.add(v.missing ? "is-undecided" : "is-impossible");
    tbody.append(row);
  }
  box.replaceChildren(h("table", { className: "domino-settler__table" }, h("thead", {}, head), tbody));
}

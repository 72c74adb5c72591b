// The settler's table: every system's answer, and why, with a link to the rule.

import type { SituationRow } from "../../contract.gen";
import { el } from "../../ui/dom";
import type { T } from "../../ui/text";
import { summary } from "./words";

export function showVerdicts(box: HTMLElement, verdicts: SituationRow[], t: T, langRoot: URL): void {
  const table = el("table", "domino-settler__table");
  const head = el("tr");
  for (const id of ["ui.system", "ui.outcome", "ui.why"]) {
    const th = el("th", "", t(id));
    th.scope = "col";
    head.append(th);
  }
  const thead = el("thead");
  const tbody = el("tbody");
  thead.append(head);
  table.append(thead, tbody);
  for (const v of verdicts) {
    const row = el("tr");
    row.dataset.rules = v.rules;
    const name = el("th", "");
    name.scope = "row";
    const link = el("a", "", v.name);
    link.href = new URL(`rules/${v.base}/`, langRoot).href;
    name.append(link);
    const answer = el("td", "domino-settler__answer", summary(v, t));
    const why = el("td", "");
    const list = el("ul", "domino-settler__reasons");
    for (const r of v.reasons) {
      if (r.id.startsWith("pips.")) continue;
      const li = el("li", "", `${r.text} `);
      const disputes = r.page === "disputes";  // a mark of our reading or choice: its dispute
      const a = el("a", "domino-settler__rule-link",
        `(${t(disputes ? "ui.settle.disputes_link" : "ui.settle.rules_link")})`);
      a.href = new URL(disputes ? `disputes/#${r.anchor}` : `rules/${v.base}/#${r.anchor}`, langRoot).href;
      li.append(a);
      list.append(li);
    }
    why.append(list);
    row.append(name, answer, why);
    if (!v.ok) row.classList.add(v.missing ? "is-undecided" : "is-impossible");
    tbody.append(row);
  }
  box.replaceChildren(table);
}

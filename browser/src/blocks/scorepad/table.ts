// The score pad's match: the totals, and the hands played.

import type { HandRow, ScoreMatchReply } from "../../contract.gen";
import { button, el } from "../../ui/dom";
import type { T } from "../../ui/text";
import type { MatchData } from "./store";

/** "Ann and Bo win the hand and score 13 points", or a drawn hand: the engine's sentence. */
export function handSummary(row: HandRow): string {
  return row.summary.text;
}

export function totalsTable(match: MatchData, reply: ScoreMatchReply, t: T, nameOf: (seat: number) => string): HTMLTableElement {
  const table = el("table", "domino-scorepad__totals");
  table.append(el("caption", "", t("ui.score.totals")));
  const head = el("tr");
  // without points (the block game, the locker games) a match is won on hands won
  head.append(el("th", "", t("ui.score.player")), el("th", "", t(reply.scores_points ? "ui.score.points" : "ui.score.hands_won")));
  if (reply.needed) head.append(el("th", "", t("ui.score.needed")));
  for (const cell of head.children) cell.setAttribute("scope", "col");
  const thead = el("thead");
  thead.append(head);
  const body = el("tbody");
  for (let seat = 0; seat < match.players; seat++) {
    const row = el("tr");
    row.dataset.seat = String(seat);
    const name = el("th", "", nameOf(seat));
    name.setAttribute("scope", "row");
    row.append(name, el("td", "domino-scorepad__total", String(reply.totals[seat])));
    if (reply.needed) row.append(el("td", "domino-scorepad__needed", String(reply.needed[seat])));
    if (reply.winners.includes(seat)) row.classList.add("is-winner");
    body.append(row);
  }
  table.append(thead, body);
  return table;
}

export interface HistoryActions { edit(index: number): void; remove(index: number): void; settleURL: URL }

export function historyList(reply: ScoreMatchReply, t: T, actions: HistoryActions): HTMLElement {
  const box = el("section", "domino-scorepad__history");
  if (!reply.hands.length) return box;
  box.append(el("h3", "", t("ui.score.history")));
  const list = el("ol", "domino-scorepad__hands");
  for (const row of reply.hands) {
    const li = el("li", "domino-scorepad__hand");
    li.dataset.hand = String(row.hand);
    // the engine's sentence: the hand, who won, and each total by the names typed
    li.append(el("span", "domino-scorepad__hand-summary", row.line.text));
    const buttons = el("span", "domino-scorepad__hand-actions");
    buttons.append(button("domino-scorepad__edit", t("ui.score.edit", { hand: row.hand }), () => {
      actions.edit(row.hand - 1);
    }));
    buttons.append(button("domino-scorepad__delete", t("ui.score.delete", { hand: row.hand }), () => {
      actions.remove(row.hand - 1);
    }));
    if (row.settle) {
      const a = el("a", "domino-scorepad__settle", t("ui.score.settle_link", { hand: row.hand }));
      a.href = `${actions.settleURL.href}?${row.settle}`;
      buttons.append(a);
    }
    li.append(buttons);
    list.append(li);
  }
  box.append(list);
  return box;
}

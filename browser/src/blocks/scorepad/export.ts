// The score pad's match as a file: CSV (the engine writes it: a row per hand, every cell in the
// reader's language) or JSON (the match file and its totals), and on paper. Each is named in the
// page's language (ui.score.file_match: "domino-parti-2026-12-04-…" on a Swedish page).

import type { ScoreMatchReply } from "../../contract.gen";
import { download } from "../../ui/files";
import type { T } from "../../ui/text";
import { matchJSON, type MatchData } from "./store";

/** The match's file name, without its extension, in the page's language. */
export function fileName(match: MatchData, t: T): string {
  return t("ui.score.file_match", { date: match.created.slice(0, 10), id: match.id });
}

export function downloadCSV(match: MatchData, reply: ScoreMatchReply, t: T): void {
  download(`${fileName(match, t)}.csv`, reply.csv, "text/csv;charset=utf-8");
}

export function downloadJSON(match: MatchData, reply: ScoreMatchReply, t: T): void {
  const data = { ...matchJSON(match), totals: reply.totals, winners: reply.winners };
  download(`${fileName(match, t)}.json`, `${JSON.stringify(data, null, 2)}\n`, "application/json");
}

/** Print the match: while the browser prints, the page's title (a PDF's name) is the file's. */
export function printMatch(match: MatchData, t: T): void {
  const title = document.title;
  document.title = fileName(match, t);
  window.addEventListener("afterprint", () => { document.title = title; }, { once: true });
  window.print();
}

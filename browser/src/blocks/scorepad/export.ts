// The score pad's match as a file: CSV (the engine writes it: a row per hand, every cell in the
// reader's language) or JSON (the match file and its totals).

import type { ScoreMatchReply } from "../../contract.gen";
import { download } from "../../ui/files";
import { matchJSON, type MatchData } from "./store";

function fileName(match: MatchData): string {
  return `dominoes-${match.created.slice(0, 10)}-${match.id}`;
}

export function downloadCSV(match: MatchData, reply: ScoreMatchReply): void {
  download(`${fileName(match)}.csv`, reply.csv, "text/csv;charset=utf-8");
}

export function downloadJSON(match: MatchData, reply: ScoreMatchReply): void {
  const data = { ...matchJSON(match), totals: reply.totals, winners: reply.winners };
  download(`${fileName(match)}.json`, `${JSON.stringify(data, null, 2)}\n`, "application/json");
}

// The score pad's match as a file: CSV (a row per hand) or JSON.

import type { ScoreMatchReply } from "../../contract.gen";
import { download } from "../../ui/files";
import type { T } from "../../ui/text";
import { matchJSON, type MatchData } from "./store";

/** A value for a CSV cell: quoted where needed, and never read as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+$/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The match as CSV: a row per hand, with each player's pips, points and total.
 * TODO(contract): (j) the CSV written by the engine (score_match's `csv`)
 */
export function csv(match: MatchData, reply: ScoreMatchReply, t: T, nameOf: (seat: number) => string): string {
  const seats = Array.from({ length: match.players }, (_, seat) => seat);
  const header = [t("ui.score.csv_hand"), t("ui.score.csv_opener"), t("ui.score.csv_end")];
  for (const seat of seats) {
    const name = nameOf(seat);
    header.push(t("ui.score.csv_pips", { name }), t("ui.score.csv_points", { name }), t("ui.score.csv_total", { name }));
  }
  const rows = [header];
  for (const row of reply.hands) {
    const end = row.end === "out" ? t("ui.score.csv_out", { name: nameOf(row.winners[0] ?? 0) }) : t("ui.score.csv_blocked");
    const cells = [String(row.hand), nameOf(row.opener), end];
    for (const seat of seats) cells.push(String(row.pips[String(seat)]), String(row.points[String(seat)]), String(row.totals[seat]));
    rows.push(cells);
  }
  return `\ufeff${rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

function fileName(match: MatchData): string {
  return `dominoes-${match.created.slice(0, 10)}-${match.id}`;
}

export function downloadCSV(match: MatchData, reply: ScoreMatchReply, t: T, nameOf: (seat: number) => string): void {
  download(`${fileName(match)}.csv`, csv(match, reply, t, nameOf), "text/csv;charset=utf-8");
}

export function downloadJSON(match: MatchData, reply: ScoreMatchReply): void {
  const data = { ...matchJSON(match), totals: reply.totals, winners: reply.winners };
  download(`${fileName(match)}.json`, `${JSON.stringify(data, null, 2)}\n`, "application/json");
}

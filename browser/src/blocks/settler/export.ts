// The settler's situation as a file: a game record (dominorules/1) the reader keeps.

import type { Situation } from "./situation";
import { download } from "../../ui/files";

/**
 * TODO(contract): (j) the record written by the engine (out or blocked, default rules)
 */
export function exportSituation(s: Situation): void {
  let data: Record<string, unknown> = { format: "dominorules/1", ...s };
  if (s.kind === "end") {
    data = { format: "dominorules/1", rules: s.custom || "block", position: "end", end: s.hands.some((h) => !h.length) ? "out" : "blocked", hands: s.hands };
    if ("last" in s) data.last = s.last;
    if (s.line.length) data.line = s.line;
  } else if (s.kind === "deal") {
    data = { format: "dominorules/1", rules: s.custom || "block", hands: s.hands, moves: [] };
  }
  download("domino-situation.json", JSON.stringify(data, null, 2), "application/json");
}

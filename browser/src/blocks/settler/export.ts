// The settler's situation as a file: the game record (dominorules/1) the engine wrote for it.

import { download } from "../../ui/files";

/** Offer the engine's record of the situation as a file to keep. */
export function exportSituation(record: unknown): void {
  download("domino-situation.json", JSON.stringify(record, null, 2), "application/json");
}

// The settler's situation as a file: the game record (dominorules/1) the engine wrote for it.

import { download } from "../../ui/files";
import type { T } from "../../ui/text";

/** Offer the engine's record of the situation as a file to keep, named in the page's language. */
export function exportSituation(record: unknown, t: T): void {
  download(`${t("ui.settle.file")}.json`, JSON.stringify(record, null, 2), "application/json");
}

// The settler's answers in words: the engine's sentences, or the page's word for a row the
// engine could not answer.

import type { SituationRow } from "../../contract.gen";
import type { T } from "../../ui/text";

/** One system's answer in a few words. */
export function summary(v: SituationRow, t: T): string {
  // not a contradiction but a fact the reader has not given yet (the reason says which)
  if (!v.ok && v.missing === "last") return t("ui.settle.depends_last");
  if (!v.ok) return t("ui.settle.not_possible");
  // the engine says who wins (every winner named), who opens (and with which tile), or what the
  // player may do (a choice, joined as the page's language joins one)
  return v.summary?.text ?? v.allowed?.text ?? "";
}

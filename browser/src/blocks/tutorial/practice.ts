// The practice list: which tutorials the reader solved, and forgetting it.

import { part } from "../../ui/dom";
import { embeddedTexts, textsOf } from "../../ui/text";
import { clearProgress, readProgress } from "./progress";

export function mountPractice(root: HTMLElement): void {
  const lang = document.documentElement.lang || "en";
  const t = textsOf(embeddedTexts(root, ".domino-practice__strings"), "domino-practice", lang);
  const progressLine = part(root, ".domino-practice__progress", HTMLElement);
  const reset = part(root, ".domino-practice__reset", HTMLButtonElement);
  const total = Number(root.dataset.total);
  /** Mark the solved tutorials; the progress line says `progressId` ("ui.progress", or after a reset "ui.progress_cleared"). */
  const show = (progressId = "ui.progress"): void => {
    const progress = readProgress();
    let solved = 0;
    for (const item of root.querySelectorAll<HTMLElement>(".domino-practice__item")) {
      const done = progress[item.dataset.id ?? ""] === "solved";
      if (done && item.dataset.kind === "puzzle") solved += 1;
      const mark = item.querySelector<HTMLElement>(".domino-practice__mark");
      if (mark) mark.textContent = done ? t("ui.solved_mark") : "";
      item.classList.toggle("is-solved", done);
    }
    progressLine.textContent = t(progressId, { solved, total });
    reset.hidden = Object.keys(progress).length === 0; // nothing to forget
  };
  reset.addEventListener("click", () => {
    if (!window.confirm(t("ui.reset_confirm"))) return;
    clearProgress();
    show("ui.progress_cleared");
    progressLine.tabIndex = -1; // the button is gone: the focus goes to the news
    progressLine.focus();
  });
  show();
}

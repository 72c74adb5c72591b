// The settler's game record: pasted or loaded, replayed under every system (which ones follow it
// and where the others stop), and stepped through under its own rules or any system that takes
// the deal, with the best play from there. States for the tests: data-replayed and data-step on
// the settler's block.

import type { CompareRow, Lang, Op, Reply } from "../../contract.gen";
import { refusal, type RequestOf } from "../../engine/client";
import { button, el, spokenRegion } from "../../ui/dom";
import { drawPosition, replayPosition, showSaid } from "../../ui/position";
import type { T } from "../../ui/text";
import { labelled, select } from "./controls";

/** How the record asks the engine (the settler starts it when needed and reports failures). */
export interface Asker {
  call<O extends Op>(op: O, request: RequestOf<O>): Promise<Reply<O>>;
  failed(err: unknown, again: () => void): void;
}

interface StepperNodes {
  counter: HTMLSpanElement; toStart: HTMLButtonElement; back: HTMLButtonElement; next: HTMLButtonElement;
  board: HTMLDivElement; events: HTMLOListElement; spoken: HTMLDivElement; best: HTMLDivElement;
}

export class RecordPanel {
  readonly box: HTMLElement;
  private readonly root: HTMLElement;
  private readonly t: T;
  private readonly lang: Lang;
  private readonly engine: Asker;
  private readonly text: HTMLTextAreaElement;
  private readonly error: HTMLParagraphElement;
  private readonly rows: HTMLDivElement;
  private readonly stepper: HTMLDivElement;
  private nodes: StepperNodes | null = null;
  private record: unknown = null;
  private stepRules: string | null = null;
  private stepTotal: number | undefined;
  private at = 0;

  constructor(root: HTMLElement, t: T, lang: Lang, engine: Asker) {
    this.root = root;
    this.t = t;
    this.lang = lang;
    this.engine = engine;
    this.box = el("section", "domino-settler__record");
    const heading = el("h2", "", t("ui.settle.record"));
    heading.id = "record";
    this.text = el("textarea", "domino-settler__record-text");
    this.text.rows = 6;
    this.text.spellcheck = false;
    this.text.setAttribute("aria-label", t("ui.settle.record"));
    const file = el("input", "domino-settler__record-file");
    file.type = "file";
    file.accept = "application/json,.json";
    file.setAttribute("aria-label", t("ui.settle.record_file"));
    file.addEventListener("change", () => {
      const chosen = file.files?.[0];
      if (!chosen) return;
      void chosen.slice(0, 1_000_000).text().then((text) => {
        this.text.value = text;
        void this.replay();
      });
    });
    this.error = el("p", "domino-settler__error");
    this.error.setAttribute("role", "alert");
    this.rows = el("div", "domino-settler__record-rows");
    this.stepper = el("div", "domino-settler__stepper");
    this.stepper.hidden = true;
    const buttons = el("div", "domino-settler__buttons");
    buttons.append(labelled(t("ui.settle.record_file"), file),
      button("md-button--primary domino-settler__replay", t("ui.settle.record_read"), () => void this.replay()));
    this.box.append(heading, el("p", "", t("ui.settle.record_help")), this.text, buttons, this.error, this.rows, this.stepper);
  }

  private async replay(): Promise<void> {
    const t = this.t;
    try {
      const reply = await this.engine.call("compare", { record: this.text.value, lang: this.lang });
      this.root.dataset.replayed = String((Number(this.root.dataset.replayed) || 0) + 1);
      if (!reply.ok) {
        this.error.textContent = refusal(reply);
        this.rows.replaceChildren();
        this.stepper.hidden = true;
        return;
      }
      this.error.textContent = "";
      this.record = reply.record;
      const list = el("ul", "domino-settler__record-list");
      for (const row of reply.rows) {
        // the engine's paragraph: the system named, how far it allows the record, and why
        const li = el("li", "", row.line.text);
        li.dataset.rules = row.rules;
        li.dataset.stops = row.stops === null ? "" : String(row.stops);
        list.append(li);
      }
      const summary = reply.first_difference === null ? t("ui.settle.all_agree") : t("ui.settle.first_difference", { number: reply.first_difference });
      this.rows.replaceChildren(el("p", "domino-settler__first-difference", summary), list);
      this.nodes = this.buildStepper(reply.rows);
      await this.step(0);
    } catch (err) {
      this.engine.failed(err, () => void this.replay());
    }
  }

  /** Back and forth through the record, under its own rules or any system that takes the deal. */
  private buildStepper(rows: CompareRow[]): StepperNodes {
    const t = this.t;
    this.stepper.replaceChildren();
    this.stepRules = null;
    this.stepTotal = undefined;
    const systems: [string, string][] = [["", t("ui.settle.as_recorded")],
      ...rows.filter((r) => r.replayable).map((r): [string, string] => [r.rules, r.name])];
    const chooser = labelled(t("ui.system"), select(systems, "", (v) => {
      this.stepRules = v || null;
      this.stepTotal = undefined;
      void this.step(0);
    }));
    chooser.classList.add("domino-settler__step-rules");
    this.stepper.append(chooser);
    const nav = el("div", "domino-settler__buttons");
    const n: StepperNodes = {
      counter: el("span", "domino-settler__counter"),
      toStart: button("domino-settler__to-start", t("ui.to_start"), () => void this.step(0)),
      back: button("domino-settler__back", t("ui.back"), () => void this.step(this.at - 1)),
      next: button("domino-settler__next", t("ui.next"), () => void this.step(this.at + 1)),
      board: el("div", "domino-settler__board"),
      events: el("ol", "domino-settler__events"),
      spoken: spokenRegion(),
      best: el("div", "domino-settler__best-result"),
    };
    nav.append(n.toStart, n.back, n.next,
      button("domino-settler__best", t("ui.settle.best"), () => void this.step(this.at, true)), n.counter);
    n.best.setAttribute("role", "status");
    this.stepper.append(nav, n.spoken, n.board, n.best, n.events);
    this.stepper.hidden = false;
    return n;
  }

  private async step(steps: number, best = false): Promise<void> {
    const n = this.nodes;
    const record = this.record;
    if (!n || record === null || steps < 0 || (this.stepTotal !== undefined && steps > this.stepTotal)) return;
    const t = this.t;
    try {
      const reply = await this.engine.call("replay", {
        record, steps, best, lang: this.lang, ...(this.stepRules ? { rules: this.stepRules } : {}),
      });
      if (!reply.ok) {
        this.error.textContent = refusal(reply);
        return;
      }
      this.at = reply.steps;
      this.stepTotal = reply.total;
      this.root.dataset.step = String(reply.steps);
      // nothing before the deal, nothing after the last move these rules allow
      n.toStart.disabled = n.back.disabled = reply.steps <= 0;
      n.next.disabled = reply.steps >= reply.total;
      n.counter.textContent = reply.steps === 0
        ? t("ui.settle.move_none")
        : t("ui.settle.move_n", { number: reply.steps, total: reply.total });
      drawPosition(n.board, replayPosition(reply), t, this.lang);
      showSaid(n.spoken, reply.spoken);
      n.events.replaceChildren(el("li", "", reply.opening.text), ...reply.events.map((e) => el("li", "", e.text)));
      n.best.replaceChildren();
      const b = reply.best;
      if (b) {
        n.best.append(el("p", "", b.summary.text));
        n.best.append(el("p", "", b.why.text));
        // the engine says whether best play changes the result, both results in full
        if (b.result) n.best.append(el("p", "domino-settler__changed", b.result.text));
      }
    } catch (err) {
      this.engine.failed(err, () => void this.step(steps, best));
    }
  }
}

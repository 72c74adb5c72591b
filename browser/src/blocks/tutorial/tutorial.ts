// One tutorial: a worked example to step through, or a puzzle to answer. Its states for the
// tests, on the block: data-step (an example's step), data-answers (answers marked so far),
// data-feedback ("right", "wrong", "missing", "hint", "solution", "error"), data-solved.

import type { EmbeddedTutorial, Lang, Op, Operations, Reply, TutorialBoard } from "../../contract.gen";
import { failureText, refusal, startedEngine, type RequestOf } from "../../engine/client";
import { button, el, embedded, h, offerRetry, part, spokenRegion } from "../../ui/dom";
import { drawPosition, showSaid } from "../../ui/position";
import { embeddedTexts, langOf, textsOf, type T } from "../../ui/text";
import { markSolved, readProgress } from "./progress";
import { QUESTIONS, type Asked, type Question, type TutorialAnswer } from "./questions";

type Feedback = "" | "right" | "wrong" | "missing" | "hint" | "solution" | "error";
type TutorialOp = Extract<Op, `tutorial_${string}`>;

/** An example's controls. */
interface ExampleNodes {
  toStart: HTMLButtonElement; back: HTMLButtonElement; next: HTMLButtonElement; counter: HTMLSpanElement;
  log: HTMLOListElement;
}

/** A puzzle's controls: those of its question, and the hint and the solution. */
interface PuzzleNodes {
  asked: Asked;
  hint: HTMLParagraphElement; bestHint: HTMLParagraphElement; solution: HTMLUListElement;
}

export class Tutorial {
  private readonly root: HTMLElement;
  private readonly id: string;
  private readonly lang: Lang;
  /** What the build gave this tutorial: the tutorial itself, its board, its question's facts and texts. */
  private readonly data: EmbeddedTutorial;
  private readonly status: HTMLElement;
  private readonly ui: HTMLElement;
  private readonly figure: HTMLElement;
  private readonly ends: HTMLElement;
  private readonly spoken: HTMLDivElement;
  private readonly t: T;
  private busy = false;
  private failures = 0; // the engine's failures so far (run() offers a retry after one of its own)
  private answers = 0; // marked answers so far (data-answers)
  private step = 0;
  private total = 0;
  private example: ExampleNodes | null = null;
  private puzzle: PuzzleNodes | null = null;

  constructor(root: HTMLElement) {
    this.root = root;
    this.id = root.dataset.id ?? "";
    this.lang = langOf(root.dataset.lang);
    this.data = embedded<EmbeddedTutorial>(root, ".domino-tutorial__data", "tutorial");
    this.t = textsOf(embeddedTexts(root, ".domino-tutorial__strings"), "domino-tutorial", this.lang);
    this.status = part(root, ".domino-tutorial__status", HTMLElement);
    this.ui = part(root, ".domino-tutorial__ui", HTMLElement);
    this.figure = part(root, ".domino-tutorial__figure", HTMLElement);
    this.ends = part(root, ".domino-tutorial__ends", HTMLElement);
    this.spoken = spokenRegion();
    // the board as built, said before any engine is asked; filled before the live region is in
    // the page, so that a page of many tutorials does not read them all out on loading
    this.speak(this.data.board);
    this.figure.after(this.spoken);
    if (this.data.kind === "example") this.example = this.buildExample();
    else if (this.data.question) this.puzzle = this.buildPuzzle(this.data.question);
    if (readProgress()[this.id] === "solved") this.showSolved();
  }

  private say(text: string, kind: Feedback = ""): void {
    this.status.textContent = text;
    this.root.dataset.feedback = kind;
  }

  /** One request to the engine, starting it first if needed; null after a failure (said). */
  private async ask<O extends TutorialOp>(op: O, request: Omit<RequestOf<O>, "tutorial" | "lang">): Promise<Operations[O]["reply"] | null> {
    try {
      const engine = await startedEngine(this.root, (id, params) => { this.say(this.t(id, params)); }, this.status);
      const full = { ...request, tutorial: this.data.tutorial, lang: this.lang } as RequestOf<O>;
      const reply: Reply<O> = await engine.call(op, full);
      if (!reply.ok) {
        this.say(refusal(reply) ?? this.t("ui.error"), "error");
        return null;
      }
      return reply;
    } catch (err) {
      console.error("domino-tutorial:", err);
      this.say(this.t(failureText(err)), "error");
      this.failures += 1;
      return null;
    }
  }

  /** Run one exchange with the engine; if the engine failed, offer to run it again (the answer entered stays). */
  private async run(work: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const failures = this.failures;
    this.root.setAttribute("aria-busy", "true");
    try {
      await work();
    } finally {
      this.busy = false;
      this.root.setAttribute("aria-busy", "false");
    }
    if (this.failures > failures) offerRetry(this.status, this.t("ui.retry"), () => void this.run(work));
  }

  /** The position in words for screen readers (the figure itself is a picture): the engine's sentences. */
  private speak(state: TutorialBoard): void {
    showSaid(this.spoken, state.spoken);
  }

  private showSolved(): void {
    const mark = this.root.querySelector<HTMLElement>(".domino-tutorial__solved");
    if (mark) mark.hidden = false;
    this.root.dataset.solved = "1";
  }

  // ------------------------------------------------------------ worked examples

  private buildExample(): ExampleNodes {
    const transcript = this.root.querySelector<HTMLElement>(".domino-tutorial__transcript");
    if (transcript) transcript.hidden = true;
    this.step = 0;
    this.total = this.data.board.total_steps;
    const n: ExampleNodes = {
      toStart: button("domino-tutorial__to-start", this.t("ui.to_start"), () => void this.go(0)),
      back: button("domino-tutorial__back", this.t("ui.back"), () => void this.go(this.step - 1)),
      next: button("md-button--primary domino-tutorial__next", this.t("ui.next"), () => void this.go(this.step + 1)),
      counter: el("span", "domino-tutorial__counter"),
      log: el("ol", "domino-tutorial__log"),
    };
    const nav = el("div", "domino-tutorial__nav");
    nav.append(n.toStart, n.back, n.next, n.counter);
    this.ui.append(nav, el("p", "domino-tutorial__keys", this.t("ui.steps_keys")), n.log);
    this.ui.hidden = false;
    this.root.addEventListener("keydown", (event) => {
      if (event.target instanceof Element && event.target.closest("input, textarea")) return;
      if (event.key === "ArrowRight") void this.go(this.step + 1);
      else if (event.key === "ArrowLeft") void this.go(this.step - 1);
      else return;
      event.preventDefault();
    });
    this.showStep(n);
    return n;
  }

  private showStep(n: ExampleNodes): void {
    n.counter.textContent = this.t("ui.step", { step: this.step, total: this.total });
    n.toStart.disabled = n.back.disabled = this.step === 0;
    n.next.disabled = this.step >= this.total;
    this.root.dataset.step = String(this.step);
  }

  private go(step: number): Promise<void> | undefined {
    const n = this.example;
    if (!n || step < 0 || step > this.total) return undefined;
    return this.run(async () => {
      const reply = await this.ask("tutorial_state", { steps: step });
      if (!reply) return;
      this.step = reply.steps;
      drawPosition(this.figure, reply, this.t, this.lang);
      this.ends.textContent = reply.open_ends?.text ?? "";
      this.ends.hidden = reply.open_ends === null;
      this.speak(reply);
      const texts: string[] = [];
      if (reply.opening) texts.push(reply.opening.text);
      for (const item of reply.explained) texts.push(item.text);
      n.log.replaceChildren(...texts.map((text) => el("li", "", text)));
      this.say(texts.length > (reply.opening ? 1 : 0) ? texts[texts.length - 1] ?? "" : (reply.opening?.text ?? ""));
      this.showStep(n);
      if (reply.over && this.step === this.total) {
        this.showSolved();
        markSolved(this.id);
      }
    });
  }

  // ------------------------------------------------------------ puzzles

  private buildPuzzle(question: Question): PuzzleNodes {
    const asked = QUESTIONS[question]({
      data: this.data, t: this.t, check: () => void this.check(), send: (answer) => void this.answer(answer),
    });
    const n: PuzzleNodes = {
      asked,
      hint: h("p", { className: "domino-tutorial__hint", hidden: true, textContent: this.data.hint ?? "" }),
      bestHint: h("p", { className: "domino-tutorial__hint domino-tutorial__best-hint", hidden: true }),
      // the solution's sentences, each whole, said to a screen reader as they come
      solution: h("ul", { className: "domino-tutorial__solution", hidden: true }),
    };
    n.solution.setAttribute("aria-live", "polite");
    const buttons = h("div", { className: "domino-tutorial__buttons" },
      asked.checked && button("md-button--primary domino-tutorial__check", this.t("ui.check"), () => void this.check()),
      button("domino-tutorial__hint-button", this.t("ui.hint"), () => void this.showHint()),
      button("domino-tutorial__solution-button", this.t("ui.show_solution"), () => void this.showSolution()),
      button("domino-tutorial__again", this.t("ui.again"), () => { this.reset(); }));
    this.ui.append(h("div", { className: "domino-tutorial__answer" }, ...asked.nodes), buttons, n.hint, n.bestHint,
      n.solution);
    this.ui.hidden = false;
    return n;
  }

  private check(): Promise<void> | undefined {
    const asked = this.puzzle?.asked;
    if (!asked) return undefined;
    const reply = asked.answer();
    if (reply === null) {
      this.say(asked.missing(), "missing");
      return undefined;
    }
    return this.answer(reply);
  }

  private answer(reply: TutorialAnswer): Promise<void> {
    return this.run(async () => {
      this.say(this.t("ui.checking"));
      const result = await this.ask("tutorial_grade", { reply });
      if (!result) return;
      this.answers += 1;
      this.root.dataset.answers = String(this.answers);
      // the engine's one message: right, or not yet with this puzzle's advice and its reason
      this.say(result.feedback_text.text, result.correct ? "right" : "wrong");
      if (result.correct) {
        this.showSolved();
        markSolved(this.id);
      }
    });
  }

  /** The written hint; for "play to win", pressed again, the engine names a best move. */
  private showHint(): Promise<void> | undefined {
    const n = this.puzzle;
    if (!n) return undefined;
    if (n.hint.hidden || this.data.question !== "play-to-win") {
      n.hint.hidden = false;
      this.say(n.hint.textContent, "hint");
      return undefined;
    }
    return this.run(async () => {
      const reply = await this.ask("tutorial_hint", {});
      if (!reply) return;
      const text = reply.hint_text?.text ?? "";
      n.bestHint.textContent = text;
      n.bestHint.hidden = false;
      this.say(text, "hint");
    });
  }

  private showSolution(): Promise<void> | undefined {
    const n = this.puzzle;
    if (!n) return undefined;
    return this.run(async () => {
      const result = await this.ask("tutorial_solution", {});
      if (!result) return;
      n.solution.hidden = false; // shown first: its sentences are then read out as they come
      n.solution.replaceChildren(...result.solution.map((item) => el("li", "", item.text)));
      this.say("", "solution");
    });
  }

  private reset(): void {
    const n = this.puzzle;
    if (!n) return;
    for (const b of this.ui.querySelectorAll("[aria-pressed]")) b.setAttribute("aria-pressed", "false");
    for (const b of this.ui.querySelectorAll("[role=radio]")) b.setAttribute("aria-checked", "false");
    for (const input of this.ui.querySelectorAll("input")) input.value = "";
    for (const choose of this.ui.querySelectorAll<HTMLElement>(".domino-tutorial__choose")) choose.hidden = true;
    n.hint.hidden = true;
    n.bestHint.hidden = true;
    n.solution.hidden = true;
    this.say("", "");
  }
}

// The review of a finished hand, under the "deal and play" board (play.ts).
//
// The reader steps through the hand move by move (buttons, or the arrow keys, Home and End
// while the review has the focus) with every hand face up. For each of the reader's own moves
// the engine's review (bridge op "review") gives what the strong player would have played with
// the same information, how much the choice cost on average, a verdict ("best", "good",
// "inaccuracy", "mistake": shown as a word and a sign, never by colour alone) and the best line
// from there with all hands face up. The review is a link: the address holds the hand's game
// record, the reader's seat and the seed of the strong player (?review=...), and opening it shows
// the same review on the same page. Every text from the engine is inserted with textContent.
// The review's states for the tests: data-state ("closed", "loading", "ready", "failed"),
// data-step and data-busy on the review's box.

import type { Lang, ReplayReply, ReviewEntry, ReviewReply, ReviewVerdict } from "../../contract.gen";
import { refusal, type Engine, type Reply } from "../../engine/client";
import { button, clipboard, el, h } from "../../ui/dom";
import { fromBase64Url, toBase64Url } from "../../ui/files";
import { siteURL, type T } from "../../ui/text";
import { drawPosition, replayPosition } from "../../ui/position";
import { addPuzzles, load as loadPuzzles, save as savePuzzles } from "../mypuzzles/store";


/** The sign shown before each verdict, as in chess annotation (the word follows it). */
const SIGNS: Record<ReviewVerdict, string> = { best: "✓", good: "", inaccuracy: "?!", mistake: "??", forced: "", unrated: "" };

/** The address parameter that holds a shared review. */
export const REVIEW_PARAM = "review";

/** A game record (dominorules/1) is the engine's to read: the page passes it on. */
export interface SharedReview { record: unknown; human: number; seed: number }

/**
 * The shareable code of a review: the game record, the reader's seat and the seed, as JSON in
 * base64url (the record format is the engine's, documented on the "Game record format" page).
 */
export function encodeReview(review: SharedReview): string {
  return toBase64Url(JSON.stringify({ record: review.record, human: review.human, seed: review.seed }));
}

/**
 * The review in a code from the address; null when the code is not one (the engine checks the
 * record itself and names what is wrong with it).
 */
export function decodeReview(code: string): SharedReview | null {
  try {
    const data: unknown = JSON.parse(fromBase64Url(code));
    if (typeof data !== "object" || data === null || !("record" in data) || !("human" in data) || !("seed" in data)) return null;
    const { record, human, seed } = data;
    if (typeof record !== "object" || record === null || Array.isArray(record)) return null;
    if (typeof human !== "number" || !Number.isInteger(human) || human < 0) return null;
    if (typeof seed !== "number" || !Number.isInteger(seed) || seed < 0) return null;
    return { record, human, seed };
  } catch {
    return null;
  }
}

/** The shared review code in this page's address, if any ("" when there is none). */
export function reviewCodeInAddress(): string {
  return new URLSearchParams(location.search).get(REVIEW_PARAM) || "";
}

/** This page's address with `code` as its review (other parameters and the anchor kept). */
export function reviewAddress(code: string): string {
  const url = new URL(location.href);
  url.searchParams.set(REVIEW_PARAM, code);
  return url.href;
}

interface ReviewNodes {
  nav: HTMLDivElement; start: HTMLButtonElement; back: HTMLButtonElement; next: HTMLButtonElement;
  end: HTMLButtonElement; stepText: HTMLSpanElement; keys: HTMLParagraphElement; move: HTMLDivElement;
  position: HTMLDivElement; listHeading: HTMLHeadingElement; list: HTMLOListElement; share: HTMLParagraphElement;
  copy: HTMLButtonElement; closeButton: HTMLButtonElement;
}

type ReviewState = "closed" | "loading" | "ready" | "failed";

export class Review {
  private readonly engine: Engine;
  private readonly patience: number;
  private readonly onClose: (() => void) | undefined;
  private readonly t: T;
  private readonly lang: Lang;
  private shared: SharedReview | null = null;
  private entries: ReviewEntry[] = [];
  private moves: string[] = [];
  private total = 0;
  private want = 0; // the step asked for last (the keys count from it while the engine answers)
  private token = 0; // the latest step asked for (older answers are dropped)
  private nodes: ReviewNodes | null = null;
  private readonly puzzlesURL: string;
  readonly box: HTMLElement;

  /**
   * `host`: where the review goes (after the board); `engine` answers with `patience` times the
   * usual time; `t` and `lang`: the board's texts; `onClose`: after the reader closes the review
   * (the board puts the focus back).
   */
  constructor(host: HTMLElement, engine: Engine, patience: number, t: T, lang: Lang, onClose?: () => void) {
    this.engine = engine;
    this.patience = patience;
    this.onClose = onClose;
    this.t = t;
    this.lang = lang;
    const siteRoot = host.closest<HTMLElement>("[data-root]")?.dataset.root ?? "";
    this.puzzlesURL = siteURL(lang, "my-puzzles/", siteRoot).href;
    this.box = el("section", "domino-review");
    this.box.hidden = true;
    this.setState("closed");
    this.box.tabIndex = -1;
    host.append(this.box);
    this.box.addEventListener("keydown", (event) => { this.key(event); });
  }

  private setState(state: ReviewState): void {
    this.box.dataset.state = state;
  }

  private key(event: KeyboardEvent): void {
    if (this.box.dataset.state !== "ready") return;
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
    const keys: Record<string, number> = { ArrowLeft: this.want - 1, ArrowRight: this.want + 1, Home: 0, End: this.total };
    const to = keys[event.key];
    if (to === undefined) return;
    event.preventDefault();
    void this.go(to);
  }

  close(): void {
    this.box.hidden = true;
    this.box.replaceChildren();
    this.setState("closed");
  }

  /** The review cannot open: say why (its box shows only that). */
  showFailure(text: string): void {
    this.box.hidden = false;
    this.setState("failed");
    this.box.replaceChildren(el("p", "domino-review__error", text));
  }

  /** Open the review of a finished hand. */
  async open(shared: SharedReview, options: { focus?: boolean } = {}): Promise<void> {
    this.shared = shared;
    this.nodes = null;
    const token = ++this.token;
    const box = this.box;
    box.hidden = false;
    this.setState("loading");
    box.replaceChildren();
    const status = el("p", "domino-review__status", this.t("ui.review.loading"));
    status.setAttribute("role", "status");
    box.append(el("h3", "domino-review__title", this.t("ui.review.title")), status);
    if (options.focus) box.focus();
    let review: Reply<"review">;
    let all: Reply<"replay"> | null = null;
    try {
      review = await this.engine.call("review", { record: shared.record, human: shared.human, seed: shared.seed,
        lang: this.lang }, this.patience);
      if (review.ok) all = await this.engine.call("replay", { record: shared.record, steps: 1e6, lang: this.lang }, this.patience);
    } catch (err) {
      console.error("domino-review:", err);
      if (token !== this.token) return;
      status.textContent = this.t("ui.error");
      this.setState("failed");
      return;
    }
    if (token !== this.token) return;
    if (!review.ok || !all || !all.ok) {
      status.textContent = (!review.ok ? refusal(review) : all && !all.ok ? refusal(all) : null) ?? this.t("ui.error");
      this.setState("failed");
      return;
    }
    this.ready(review, all, status, shared);
    await this.go(this.firstMistake());
    if (options.focus) box.focus();
  }

  private ready(review: ReviewReply, all: ReplayReply, status: HTMLElement, shared: SharedReview): void {
    this.entries = review.entries;
    this.total = all.steps;
    this.moves = all.events.map((e) => e.text);
    this.nodes = this.build(status, shared, review);
    this.setState("ready");
  }

  /**
   * The moves the engine made puzzles of, kept for "Your puzzles" (each once), and the engine's
   * sentence on how many, in its pieces: the link's words link to that page.
   */
  private keepPuzzles(review: ReviewReply): void {
    const stored = loadPuzzles(() => {}); // (trouble with the store is said on the puzzles' own page)
    if (addPuzzles(stored, review.puzzles)) savePuzzles(stored);
    this.box.append(h("p", { className: "domino-review__puzzles" }, ...review.puzzles_linked.map((piece) => (piece.link
      ? h("a", { className: "domino-review__puzzles-link", href: this.puzzlesURL }, piece.text) : piece.text))));
  }

  /** Where the review starts: the reader's first mistake, else their first move, else the start. */
  private firstMistake(): number {
    const worst = this.entries.find((e) => e.verdict === "mistake") ?? this.entries[0];
    return worst ? worst.index + 1 : 0;
  }

  /** The entry of the move that leads to step `step` (the move at index step - 1), if it is the reader's. */
  private entryAt(step: number): ReviewEntry | null {
    return this.entries.find((e) => e.index === step - 1) ?? null;
  }

  private build(status: HTMLElement, shared: SharedReview, review: ReviewReply): ReviewNodes {
    status.textContent = review.summary.text; // the engine's counts, forced moves left out
    this.keepPuzzles(review);

    const n: ReviewNodes = {
      nav: el("div", "domino-review__nav"),
      start: button("domino-review__start", this.t("ui.review.start"), () => void this.go(0)),
      back: button("domino-review__back", this.t("ui.review.back"), () => void this.go(this.want - 1)),
      next: button("domino-review__next", this.t("ui.review.next"), () => void this.go(this.want + 1)),
      end: button("domino-review__end", this.t("ui.review.end"), () => void this.go(this.total)),
      stepText: el("span", "domino-review__step"),
      keys: el("p", "domino-review__keys", this.t("ui.review.keys")),
      move: el("div", "domino-review__move"),
      position: el("div", "domino-review__position"),
      listHeading: el("h4", "domino-review__heading", this.t("ui.review.moves")),
      list: el("ol", "domino-review__moves"),
      share: el("p", "domino-review__share"),
      copy: button("domino-review__copy", this.t("ui.review.copy")),
      closeButton: button("domino-review__close", this.t("ui.review.close"), () => {
        this.close();
        if (this.onClose) this.onClose();
      }),
    };
    n.start.setAttribute("aria-keyshortcuts", "Home");
    n.back.setAttribute("aria-keyshortcuts", "ArrowLeft");
    n.next.setAttribute("aria-keyshortcuts", "ArrowRight");
    n.end.setAttribute("aria-keyshortcuts", "End");
    n.stepText.setAttribute("aria-live", "polite");
    n.nav.append(n.start, n.back, n.stepText, n.next, n.end);
    n.move.setAttribute("aria-live", "polite"); // the verdict is read out as the reader steps

    this.moves.forEach((text, index) => {
      const li = el("li", "domino-review__row");
      li.dataset.index = String(index);
      const jump = button("domino-review__jump", text, () => void this.go(index + 1));
      jump.classList.remove("md-button");
      li.append(jump);
      const entry = this.entries.find((e) => e.index === index);
      if (entry) {
        li.dataset.verdict = entry.verdict;
        li.classList.add("is-own", `is-${entry.verdict}`);
        li.append(" ", this.verdictBadge(entry));
      }
      n.list.append(li);
    });

    const link = el("a", "domino-review__link", this.t("ui.review.link"));
    link.setAttribute("href", reviewAddress(encodeReview(shared)));
    n.copy.addEventListener("click", () => {
      // no clipboard on a page served over plain http: the link beside the button still works
      clipboard()?.writeText(link.href).then(() => {
        n.copy.textContent = this.t("ui.review.copied");
      }, (err: unknown) => { console.warn("domino-review: no clipboard", err); });
    });
    n.share.append(link, " ", n.copy);
    this.box.append(n.nav, n.keys, n.move, n.position, n.listHeading, n.list, n.share, n.closeButton);
    return n;
  }

  /** The verdict of one of the reader's moves: a sign and a word (and a colour from the stylesheet). */
  private verdictBadge(entry: ReviewEntry): HTMLSpanElement {
    const word = entry.verdict_text || entry.verdict; // the engine's words (verdict.* in the catalogs)
    const sign = SIGNS[entry.verdict];
    // the sign stands apart from the word (the stylesheet spaces them), never glued into its text
    const badge = h("span", { className: `domino-review__verdict is-${entry.verdict}` },
      sign ? h("span", { className: "domino-review__sign" }, sign) : null, word);
    badge.dataset.verdict = entry.verdict;
    return badge;
  }

  /** Show the position after `step` moves (0: as dealt) and what the review says about the move that led there. */
  private async go(step: number): Promise<void> {
    const shared = this.shared;
    if (!this.nodes || !shared) return;
    const to = Math.max(0, Math.min(this.total, step));
    this.want = to;
    const token = ++this.token;
    this.box.dataset.busy = "1";
    let state: Reply<"replay"> | null;
    try {
      state = await this.engine.call("replay", { record: shared.record, steps: to, lang: this.lang }, this.patience);
    } catch (err) {
      console.error("domino-review:", err);
      state = null;
    }
    if (token !== this.token) return;
    delete this.box.dataset.busy;
    const n = this.nodes;
    if (!state || !state.ok) {
      n.move.replaceChildren(el("p", "domino-review__error", (state && refusal(state)) ?? this.t("ui.error")));
      return;
    }
    this.box.dataset.step = String(to);
    n.stepText.textContent = this.t("ui.review.step", { step: to, total: this.total });
    n.start.disabled = n.back.disabled = to === 0;
    n.next.disabled = n.end.disabled = to === this.total;
    drawPosition(n.position, replayPosition(state), this.t, this.lang);
    for (const li of n.list.querySelectorAll("li")) {
      const current = Number(li.dataset.index) === to - 1;
      li.classList.toggle("is-current", current);
      const jump = li.querySelector("button");
      if (!jump) continue;
      if (current) jump.setAttribute("aria-current", "step");
      else jump.removeAttribute("aria-current");
    }
    this.describe(n, to);
  }

  /** What happened in the move that led to `step`, and for the reader's moves the review's verdict. */
  private describe(n: ReviewNodes, step: number): void {
    n.move.replaceChildren();
    if (step === 0) {
      n.move.append(el("p", "", this.t("ui.review.before")));
      return;
    }
    const entry = this.entryAt(step);
    const said = this.moves[step - 1] ?? "";
    // which move, then what happened, in the engine's own sentence (it names who moved)
    n.move.append(el("p", "domino-review__which", this.t(entry ? "ui.review.your_move" : "ui.review.other_move",
      { n: step })));
    n.move.append(el("p", "domino-review__said", said));
    if (!entry) return;
    n.move.dataset.verdict = entry.verdict;
    const verdict = el("p", "domino-review__judgement");
    verdict.append(this.verdictBadge(entry));
    n.move.append(verdict);
    // whether the reader played the strong player's move is the engine's to say
    n.move.append(el("p", "domino-review__strong", entry.same
      ? this.t("ui.review.same")
      : this.t("ui.review.strong", { move: entry.best.text })));
    // what the move cost on average, in the rules' unit (points, or hands), in the engine's words
    if (entry.cost) n.move.append(el("p", "domino-review__loss", entry.cost.text));
    // the face-up line after the recommended move, said by the engine, and where it stops
    n.move.append(el("p", "domino-review__line-intro", entry.line_intro.text));
    n.move.append(el("p", "domino-review__line", entry.line.text));
    if (entry.line_rest) n.move.append(el("p", "domino-review__line-rest", entry.line_rest.text));
  }
}

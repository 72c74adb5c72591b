// @ts-check
// The review of a finished hand, under the "deal and play" board (play.js).
//
// The reader steps through the hand move by move (buttons, or the arrow keys, Home and End
// while the review has the focus) with every hand face up. For each of the reader's own moves
// the engine's review (bridge op "review") gives what the strong player would have played with
// the same information, how much the choice cost on average, a verdict ("best", "good",
// "inaccuracy", "mistake": shown as a word and a sign, never by colour alone) and the best line
// from there with all hands face up. The review is a link: the address holds the hand's game
// record, the reader's seat and the seed of the strong player (?review=...), and opening it shows
// the same review on the same page. Every text from the engine is inserted with textContent.

import { button, drawPosition, el } from "./engine.js";

/** The ui.* texts this module shows (play.js asks the engine for them with its own). */
export const REVIEW_UI_IDS = [
  "ui.review.open", "ui.review.title", "ui.review.loading", "ui.review.summary", "ui.review.start",
  "ui.review.back", "ui.review.next", "ui.review.end", "ui.review.keys", "ui.review.step",
  "ui.review.before", "ui.review.your_move", "ui.review.other_move", "ui.review.strong",
  "ui.review.same", "ui.review.loss", "ui.review.loss_wins", "ui.review.best_line", "ui.review.best_line_none",
  "ui.review.moves", "ui.review.link", "ui.review.copy", "ui.review.copied", "ui.review.bad_link",
  "ui.review.close", "ui.review.move_play", "ui.review.move_left", "ui.review.move_right",
  "ui.review.move_draw", "ui.review.move_pass",
  "ui.to_move", "ui.player", "ui.face_down", "ui.no_tiles", "ui.line", "ui.line_empty", "ui.boneyard_count",
];

/** The sign shown before each verdict, as in chess annotation (the word follows it). */
const SIGNS = { best: "✓", good: "", inaccuracy: "?!", mistake: "??" };

/** The address parameter that holds a shared review. */
export const REVIEW_PARAM = "review";

/**
 * @typedef {{record: object, human: number, seed: number}} SharedReview
 * @typedef {{index: number, played: any, best: any, loss: number, verdict: string,
 *   verdict_text?: string, best_line?: any[]}} ReviewEntry
 */

/** base64url of UTF-8 text (no padding). */
function toBase64Url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** UTF-8 text of base64url; throws on anything that is not. */
function fromBase64Url(code) {
  if (!/^[A-Za-z0-9_-]+$/.test(code)) throw new Error("not base64url");
  const binary = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/**
 * The shareable code of a review: the game record, the reader's seat and the seed, as JSON in
 * base64url (the record format is the engine's, documented on the "Game record format" page).
 * @param {SharedReview} review
 * @returns {string}
 */
export function encodeReview(review) {
  return toBase64Url(JSON.stringify({ record: review.record, human: review.human, seed: review.seed }));
}

/**
 * The review in a code from the address; null when the code is not one (the engine checks the
 * record itself and names what is wrong with it).
 * @param {string} code
 * @returns {SharedReview | null}
 */
export function decodeReview(code) {
  try {
    const data = JSON.parse(fromBase64Url(code));
    if (!data || typeof data !== "object" || typeof data.record !== "object" || data.record === null) return null;
    if (!Number.isInteger(data.human) || data.human < 0 || !Number.isInteger(data.seed) || data.seed < 0) return null;
    return { record: data.record, human: data.human, seed: data.seed };
  } catch {
    return null;
  }
}

/** The shared review code in this page's address, if any ("" when there is none). */
export function reviewCodeInAddress() {
  return new URLSearchParams(location.search).get(REVIEW_PARAM) || "";
}

/** This page's address with `code` as its review (other parameters and the anchor kept). */
export function reviewAddress(code) {
  const url = new URL(location.href);
  url.searchParams.set(REVIEW_PARAM, code);
  return url.href;
}

/**
 * A move of the engine ({kind, tile, end}, or a record's move string such as "6-3 right") in
 * the reader's words ("6-3 on the right end", "draw", "pass").
 * @param {any} move
 * @param {(id: string, params?: object) => string} t
 */
export function moveWords(move, t) {
  if (move === null || move === undefined) return "";
  if (typeof move === "string") {
    const [first, side] = move.trim().split(/\s+/);
    if (first === "draw" || first === "pass") move = { kind: first };
    else move = { kind: "play", tile: first, end: { left: "left", l: "left", right: "right", r: "right" }[String(side).toLowerCase()] };
  }
  if (move.kind === "play") {
    const id = move.end === "left" ? "ui.review.move_left" : move.end === "right" ? "ui.review.move_right" : "ui.review.move_play";
    return t(id, { tile: move.tile });
  }
  return t(move.kind === "draw" ? "ui.review.move_draw" : "ui.review.move_pass");
}

/** Two moves are the same (the engine's JSON, or record strings). */
function sameMove(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

export class Review {
  /**
   * @param {HTMLElement} host where the review goes (after the board)
   * @param {(request: object) => Promise<any>} call the engine
   * @param {(id: string, params?: object) => string} t the board's texts
   * @param {string} lang
   * @param {() => void} [onClose] after the reader closes the review (the board puts the focus back)
   */
  constructor(host, call, t, lang, onClose) {
    this.call = call;
    this.onClose = onClose;
    this.t = t;
    this.lang = lang;
    /** @type {SharedReview | null} */
    this.shared = null;
    /** @type {ReviewEntry[]} */
    this.entries = [];
    /** @type {string[]} */
    this.moves = [];
    this.total = 0;
    this.step = 0; // the step shown
    this.want = 0; // the step asked for last (the keys count from it while the engine answers)
    this.token = 0; // the latest step asked for (older answers are dropped)
    this.box = el("section", "domino-review");
    this.box.hidden = true;
    this.box.dataset.state = "closed";
    this.box.tabIndex = -1;
    host.append(this.box);
    this.box.addEventListener("keydown", (event) => this.key(event));
  }

  /** @param {KeyboardEvent} event */
  key(event) {
    if (this.box.dataset.state !== "ready") return;
    const target = /** @type {HTMLElement} */ (event.target);
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
    const to = { ArrowLeft: this.want - 1, ArrowRight: this.want + 1, Home: 0, End: this.total }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    this.go(to);
  }

  close() {
    this.box.hidden = true;
    this.box.replaceChildren();
    this.box.dataset.state = "closed";
  }

  /**
   * Open the review of a finished hand.
   * @param {SharedReview} shared
   * @param {{focus?: boolean, hand?: number}} [options]
   */
  async open(shared, options = {}) {
    this.shared = shared;
    const token = ++this.token;
    const box = this.box;
    box.hidden = false;
    box.dataset.state = "loading";
    box.replaceChildren();
    const heading = el("h3", "domino-review__title", this.t("ui.review.title"));
    const status = el("p", "domino-review__status", this.t("ui.review.loading"));
    status.setAttribute("role", "status");
    box.append(heading, status);
    if (options.focus) box.focus();
    let review;
    let all;
    try {
      this.points = await scoresPoints(shared.record, this.call);
      review = await this.call({ op: "review", record: shared.record, human: shared.human, seed: shared.seed,
        lang: this.lang });
      if (review.ok) all = await this.call({ op: "replay", record: shared.record, steps: 1e6, lang: this.lang });
    } catch (err) {
      console.error("domino-review:", err);
      if (token !== this.token) return;
      status.textContent = this.t("ui.error");
      box.dataset.state = "failed";
      return;
    }
    if (token !== this.token) return;
    const bad = !review.ok ? review : all && !all.ok ? all : null;
    if (bad) {
      status.textContent = bad.error && bad.error.text ? bad.error.text : this.t("ui.error");
      box.dataset.state = "failed";
      return;
    }
    this.entries = review.entries || [];
    this.total = all.steps;
    this.moves = (all.events || []).map((e) => e.text);
    this.build(heading, status);
    box.dataset.state = "ready";
    await this.go(this.firstMistake());
    if (options.focus) box.focus();
  }

  /** Where the review starts: the reader's first mistake, else their first move, else the start. */
  firstMistake() {
    const worst = this.entries.find((e) => e.verdict === "mistake") || this.entries[0];
    return worst ? worst.index + 1 : 0;
  }

  /** The entry of the move that leads to step `step` (the move at index step - 1), if it is the reader's. */
  entryAt(step) {
    return this.entries.find((e) => e.index === step - 1) || null;
  }

  /** @param {HTMLElement} heading @param {HTMLElement} status */
  build(heading, status) {
    const box = this.box;
    const n = {};
    this.nodes = n;
    const counts = { best: 0, good: 0, inaccuracy: 0, mistake: 0 };
    for (const e of this.entries) if (e.verdict in counts) counts[e.verdict] += 1;
    status.textContent = this.t("ui.review.summary", { moves: this.entries.length, ...counts });

    n.nav = el("div", "domino-review__nav");
    n.start = button("domino-review__start", this.t("ui.review.start"), () => this.go(0));
    n.back = button("domino-review__back", this.t("ui.review.back"), () => this.go(this.want - 1));
    n.next = button("domino-review__next", this.t("ui.review.next"), () => this.go(this.want + 1));
    n.end = button("domino-review__end", this.t("ui.review.end"), () => this.go(this.total));
    n.start.setAttribute("aria-keyshortcuts", "Home");
    n.back.setAttribute("aria-keyshortcuts", "ArrowLeft");
    n.next.setAttribute("aria-keyshortcuts", "ArrowRight");
    n.end.setAttribute("aria-keyshortcuts", "End");
    n.stepText = el("span", "domino-review__step");
    n.stepText.setAttribute("aria-live", "polite");
    n.nav.append(n.start, n.back, n.stepText, n.next, n.end);
    n.keys = el("p", "domino-review__keys", this.t("ui.review.keys"));

    n.move = el("div", "domino-review__move");
    n.move.setAttribute("aria-live", "polite"); // the verdict is read out as the reader steps
    n.position = el("div", "domino-review__position");

    n.listHeading = el("h4", "domino-review__heading", this.t("ui.review.moves"));
    n.list = el("ol", "domino-review__moves");
    this.moves.forEach((text, index) => {
      const li = el("li", "domino-review__row");
      li.dataset.index = String(index);
      const jump = button("domino-review__jump", text, () => this.go(index + 1));
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

    n.share = el("p", "domino-review__share");
    const code = encodeReview(this.shared);
    const link = el("a", "domino-review__link", this.t("ui.review.link"));
    link.setAttribute("href", reviewAddress(code));
    n.copy = button("domino-review__copy", this.t("ui.review.copy"), async () => {
      try {
        await navigator.clipboard.writeText(link.href);
        n.copy.textContent = this.t("ui.review.copied");
      } catch (err) {
        console.warn("domino-review: no clipboard", err);
      }
    });
    n.share.append(link, " ", n.copy);

    n.closeButton = button("domino-review__close", this.t("ui.review.close"), () => {
      this.close();
      if (this.onClose) this.onClose();
    });
    this.box.append(n.nav, n.keys, n.move, n.position, n.listHeading, n.list, n.share, n.closeButton);
    void heading;
    void box;
  }

  /** The verdict of one of the reader's moves: a sign and a word (and a colour from the stylesheet). */
  verdictBadge(entry) {
    const word = entry.verdict_text || entry.verdict; // the engine's words (verdict.* in the catalogs)
    const sign = SIGNS[entry.verdict] || "";
    const badge = el("span", `domino-review__verdict is-${entry.verdict}`, sign ? `${sign} ${word}` : word);
    badge.dataset.verdict = entry.verdict;
    return badge;
  }

  /** Show the position after `step` moves (0: as dealt) and what the review says about the move that led there. */
  async go(step) {
    if (!this.nodes) return;
    const to = Math.max(0, Math.min(this.total, step));
    this.want = to;
    const token = ++this.token;
    this.box.dataset.busy = "1";
    let state;
    try {
      state = await this.call({ op: "replay", record: this.shared.record, steps: to, lang: this.lang });
    } catch (err) {
      console.error("domino-review:", err);
      state = null;
    }
    if (token !== this.token) return;
    delete this.box.dataset.busy;
    const n = this.nodes;
    if (!state || !state.ok) {
      n.move.replaceChildren(el("p", "domino-review__error",
        state && state.error && state.error.text ? state.error.text : this.t("ui.error")));
      return;
    }
    this.step = to;
    this.box.dataset.step = String(to);
    n.stepText.textContent = this.t("ui.review.step", { step: to, total: this.total });
    n.start.disabled = n.back.disabled = to === 0;
    n.next.disabled = n.end.disabled = to === this.total;
    drawPosition(n.position, { ...state, hand_sizes: (state.hands || []).map((h) => h.length) }, this.t);
    for (const li of n.list.children) {
      const current = Number(/** @type {HTMLElement} */ (li).dataset.index) === to - 1;
      li.classList.toggle("is-current", current);
      const jump = li.querySelector("button");
      if (current) jump.setAttribute("aria-current", "step");
      else jump.removeAttribute("aria-current");
    }
    this.describe(to);
  }

  /** What happened in the move that led to `step`, and for the reader's moves the review's verdict. */
  describe(step) {
    const n = this.nodes;
    n.move.replaceChildren();
    if (step === 0) {
      n.move.append(el("p", "", this.t("ui.review.before")));
      return;
    }
    const entry = this.entryAt(step);
    const said = this.moves[step - 1] || "";
    n.move.append(el("p", "domino-review__said", this.t(entry ? "ui.review.your_move" : "ui.review.other_move",
      { n: step, move: said })));
    if (!entry) return;
    n.move.dataset.verdict = entry.verdict;
    const verdict = el("p", "domino-review__judgement");
    verdict.append(this.verdictBadge(entry));
    n.move.append(verdict);
    const best = moveWords(entry.best, this.t);
    n.move.append(el("p", "domino-review__strong", sameMove(entry.best, entry.played) || best === moveWords(entry.played, this.t)
      ? this.t("ui.review.same")
      : this.t("ui.review.strong", { move: best })));
    if (entry.loss > 0) {
      // the engine's values: points where the rules score them, else a hand won (1), drawn (0) or lost (-1)
      n.move.append(el("p", "domino-review__loss", this.t(this.points ? "ui.review.loss" : "ui.review.loss_wins",
        { points: formatLoss(entry.loss, this.lang), amount: formatLoss(entry.loss, this.lang) })));
    }
    const line = (entry.best_line || []).map((m) => moveWords(m, this.t)).filter(Boolean);
    n.move.append(el("p", "domino-review__line", line.length
      ? this.t("ui.review.best_line", { moves: line.join(", ") })
      : this.t("ui.review.best_line_none")));
  }
}

/**
 * Whether a record's rules score points (then the review's values are points; else a hand is
 * worth 1 won, 0 drawn, -1 lost): its preset, with the record's changes, from the engine.
 * @param {any} record
 * @param {(request: object) => Promise<any>} call
 */
async function scoresPoints(record, call) {
  const rules = record && record.rules;
  const id = typeof rules === "string" ? rules : rules && rules.preset;
  const reply = await call({ op: "presets" });
  const preset = reply.ok ? reply.presets.find((p) => p.id === id) : null;
  const fields = { ...(preset || {}), ...(typeof rules === "object" && rules ? rules : {}) };
  return fields.out_points !== undefined && (fields.out_points !== "none" || fields.blocked_points !== "none");
}

/** A loss in points, with one decimal, in the page's language. */
function formatLoss(loss, lang) {
  try {
    return new Intl.NumberFormat(lang === "nb" ? "nb-NO" : lang, { maximumFractionDigits: 1 }).format(loss);
  } catch {
    return String(Math.round(loss * 10) / 10);
  }
}

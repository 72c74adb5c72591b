// What the "deal and play" board (play.ts) adds for a reader who wants to get better: the
// computer players' level (beginner, club, strong; kept in localStorage), a whole match to the
// system's target (the score table under the board, "Next hand" with the opener by the system's
// rule, the result of the match, "New match"), a hint (the strong player's move and why), and
// the review of each finished hand (review.ts), also opened from a shared link.
//
// play.ts calls this module at a few points only: build() when it draws the board,
// newRequest() and moveRequest() for the fields of its engine requests, rendered() after it has
// drawn a board, and opening() to know whether the address holds a review to open.
// Every text from the engine or the catalogs is inserted with textContent.

import type { BoardReply, EmbeddedBoard, HintReply, Lang, Level, MatchIn, MatchState, RulesJSON } from "../../contract.gen";
import type { Engine, Reply } from "../../engine/client";
import { button, el, h } from "../../ui/dom";
import type { T } from "../../ui/text";
import { Review, decodeReview, reviewCodeInAddress } from "./review";

/** The computer players' levels, weakest first. */
export const LEVELS: readonly Level[] = ["beginner", "club", "strong"];
const LEVEL_KEY = "dominorules.play.level";
const STRONG_PATIENCE = 4; // the strong level's answers may take four times the usual time
const DEFAULT_LEVEL: Level = "beginner"; // the engine's default too: the heaviest tile first


/** The text id of each level's one-line summary (the whole help is behind a disclosure). */
const LEVEL_SHORT: Record<Level, string> = {
  beginner: "ui.level.beginner_short", club: "ui.level.club_short", strong: "ui.level.strong_short",
};

/** The text id of each level's name. */
const LEVEL_TEXT: Record<Level, string> = {
  beginner: "ui.level.beginner", club: "ui.level.club", strong: "ui.level.strong",
};

function isLevel(value: string | null): value is Level {
  return LEVELS.some((level) => level === value);
}

/** The level kept from the reader's last visit (the default where storage is refused). */
export function storedLevel(): Level {
  try {
    const level = localStorage.getItem(LEVEL_KEY);
    return isLevel(level) ? level : DEFAULT_LEVEL;
  } catch {
    return DEFAULT_LEVEL;
  }
}

function storeLevel(level: Level): void {
  try {
    localStorage.setItem(LEVEL_KEY, level);
  } catch (err) {
    console.warn("domino-play: the level is not kept", err);
  }
}

/**
 * A target from the page's address (?target=N: a short match, for trying and for the tests):
 * the rules become the preset with that target score. Only a system that plays to a score
 * (the build's `target`, EmbeddedBoard) takes one; the others keep their rules.
 */
export function rulesWithTarget(rules: string, data: EmbeddedBoard): RulesJSON {
  const target = new URLSearchParams(location.search).get("target");
  if (data.target === null || !target || !/^\d{1,4}$/.test(target) || Number(target) < 1) return rules;
  return { preset: rules, target: Number(target) };
}

/** The board's elements the panel uses (the board has more; play.ts builds them). */
export interface BoardNodes {
  hand: HTMLDivElement; line: HTMLOListElement; actions: HTMLDivElement; draw: HTMLButtonElement;
  pass: HTMLButtonElement; newDeal: HTMLButtonElement; outcome: HTMLDivElement;
}

/**
 * What the panel needs of the board (play.ts's Board has it): its block, texts, engine and
 * state, and its deal. Defined here, on the panel's side, so that the panel does not import the
 * board that constructs it.
 */
export interface BoardPort {
  readonly root: HTMLElement; readonly area: HTMLElement; readonly lang: Lang; readonly rules: string;
  readonly data: EmbeddedBoard;
  readonly human: number; readonly engine: Engine; readonly t: T;
  readonly snapshot: BoardReply | null; readonly busy: boolean; readonly version: number;
  uid(): string; seed(): number; deal(): Promise<void>;
}

/** The panel's own elements, beside the board's. */
interface MatchNodes {
  hintButton: HTMLButtonElement; advice: HTMLParagraphElement; nextHand: HTMLButtonElement;
  reviewButton: HTMLButtonElement; matchBox: HTMLDivElement; matchResult: HTMLParagraphElement;
  matchScroll: HTMLDivElement; matchTable: HTMLTableElement;
}

export class MatchPanel {
  private readonly board: BoardPort;
  private level: Level;
  private match: MatchState | null = null; // the engine's match state of the last reply
  private matchIn: MatchIn | null = null; // the match as sent with this hand's "new" (sent again with each move)
  private seed = 0; // this hand's seed (the deal, the strong player's samples, the hint and the review)
  private next = false; // the next deal continues the match
  private readonly reviewCode: string;
  private nodes: (BoardNodes & MatchNodes) | null = null;
  private review: Review | null = null;
  private keyboardInBoard = false;

  constructor(board: BoardPort) {
    this.board = board;
    this.level = storedLevel();
    this.reviewCode = reviewCodeInAddress();
    board.root.dataset.level = this.level;
    this.buildLevel();
  }

  private get t(): T {
    return this.board.t;
  }

  /**
   * The level chooser: a group of radio buttons (the arrow keys move between them), shown before
   * the start too (its texts are embedded in the page), so that the first hand is already played
   * at the reader's level. A change counts from the computer players' next move. Each level has
   * one line beside it (its radio button's description); how they all choose their moves is
   * behind a disclosure (walk W7: the whole help stood above the board, 25 lines on a phone).
   */
  private buildLevel(): void {
    const board = this.board;
    const box = el("fieldset", "domino-play__level");
    box.append(el("legend", "", this.t("ui.level.legend")));
    const name = `${board.uid()}-level`;
    for (const level of LEVELS) {
      const choice = el("div", "domino-play__level-choice");
      const label = el("label", "domino-play__level-name");
      const input = el("input");
      input.type = "radio";
      input.name = name;
      input.value = level;
      input.checked = level === this.level;
      input.addEventListener("change", () => {
        if (!input.checked) return;
        this.level = level;
        board.root.dataset.level = level;
        storeLevel(level);
      });
      label.append(input, " ", this.t(LEVEL_TEXT[level]));
      const short = el("span", "domino-play__level-short", this.t(LEVEL_SHORT[level]));
      short.id = `${board.uid()}-level-${level}`;
      input.setAttribute("aria-describedby", short.id);
      choice.append(label, " ", short);
      box.append(choice);
    }
    const details = el("details", "domino-play__level-details");
    details.append(el("summary", "", this.t("ui.level.details")), el("p", "domino-play__level-help", this.t("ui.level.help")));
    box.append(details);
    // partners play (the build asked the engine)
    if (board.data.partners) {
      box.append(el("p", "domino-play__level-help", this.t("ui.level.partner")));
    }
    const controls = board.root.querySelector(".domino-play__controls");
    if (controls) controls.before(box);
    else board.root.prepend(box);
  }

  /** Whether the board should start at once: the address holds a shared review. */
  opening(): boolean {
    return Boolean(this.reviewCode);
  }

  // ------------------------------------------------------------------ building

  /** Add the hint, the score table, the match buttons and the review to the board. */
  build(boardNodes: BoardNodes): void {
    const board = this.board;
    const n: BoardNodes & MatchNodes = {
      ...boardNodes,
      // the hint: the strong player's move and why
      hintButton: button("domino-play__hint-button", this.t("ui.hint_button"), () => void this.hint()),
      advice: el("p", "domino-play__advice"),
      // the match: next hand (the board's own "New deal" button starts a new match)
      nextHand: button("domino-play__next-hand", this.t("ui.match.next_hand"), () => { this.nextHand(); }),
      reviewButton: button("domino-play__review", this.t("ui.review.open"), () => { this.openReview(); }),
      matchBox: el("div", "domino-match"),
      matchResult: el("p", "domino-match__result"),
      // a column per hand: on a narrow screen the table scrolls in its own box, the names and
      // the Total column stay in view (dominoes.css)
      matchScroll: el("div", "domino-match__scroll"),
      matchTable: el("table", "domino-match__scores"),
    };
    this.nodes = n;
    n.advice.setAttribute("role", "status");
    n.advice.hidden = true;
    n.actions.prepend(n.hintButton);
    n.nextHand.hidden = true;
    n.reviewButton.hidden = true;
    n.newDeal.before(n.nextHand, n.reviewButton);
    n.matchResult.hidden = true;
    n.matchScroll.append(n.matchTable);
    n.matchScroll.tabIndex = 0; // a box that scrolls is reached with the keyboard too
    n.matchScroll.setAttribute("role", "region");
    n.matchBox.append(n.matchResult, n.matchScroll);
    n.actions.after(n.advice);
    n.outcome.after(n.matchBox);
    this.review = new Review(board.root, board.engine, STRONG_PATIENCE, this.t, board.lang,
      () => { if (!n.reviewButton.hidden) n.reviewButton.focus(); });

    // Where the keyboard is: a button disabled while the engine works drops the focus to the
    // page's body; the board then puts it back on the next thing to press (rendered()).
    board.area.addEventListener("focusin", () => { this.keyboardInBoard = true; });
    board.area.addEventListener("focusout", (event) => {
      const to = event.relatedTarget;
      if (to instanceof Node && !board.area.contains(to)) this.keyboardInBoard = false;
    });
  }

  /** The next thing to press on the board: a tile that fits, Draw, Pass, Next hand, the review, New deal. */
  private focusTarget(n: BoardNodes & MatchNodes, snapshot: BoardReply): HTMLElement | null {
    const tile = n.hand.querySelector<HTMLButtonElement>("button.is-legal:not(:disabled)");
    if (!snapshot.over && tile) return tile;
    for (const b of [n.draw, n.pass, n.nextHand, n.reviewButton, n.newDeal]) if (!b.hidden && !b.disabled) return b;
    return null;
  }

  // ------------------------------------------------------------------ requests

  /** The fields this module adds to the board's "new" request (a new match, or its next hand). */
  newRequest(): { rules: RulesJSON; seed: number; level: Level; match: MatchIn } {
    // (this.next stays set until the engine answers: a retry after a failure deals the same next hand)
    const continuing = this.next && this.match && !this.match.over && this.match.next ? this.match.next : null;
    let matchIn: MatchIn;
    // each hand its own deal: the first is the match's seed (?seed=N in the address), a later one
    // the engine's (match.next.seed)
    if (continuing) {
      matchIn = continuing;
      this.seed = continuing.seed;
    } else {
      this.seed = this.board.seed();
      matchIn = {};
    }
    this.matchIn = matchIn;
    this.clearHint();
    this.review?.close();
    const rules = rulesWithTarget(this.board.rules, this.board.data);
    return { rules, seed: this.seed, level: this.level, match: matchIn };
  }

  /**
   * How many times the usual time the engine may take to answer the board: the strong player
   * searches many deals (and the review and the hint are the strong player's searches too).
   */
  patience(): number {
    return this.level === "strong" ? STRONG_PATIENCE : 1;
  }

  /** The fields this module adds to the board's "move" request. */
  moveRequest(): { level: Level; seed: number; match?: MatchIn } {
    this.clearHint();
    return { level: this.level, seed: this.seed, ...(this.matchIn ? { match: this.matchIn } : {}) };
  }

  // ------------------------------------------------------------------ after each board

  /** The board has drawn a snapshot (a deal, a move, or its buttons again after a refusal). */
  rendered(snapshot: BoardReply): void {
    const n = this.nodes;
    const board = this.board;
    if (!n) return;
    if (snapshot.match) {
      this.match = snapshot.match;
      this.next = false;
    }
    const myTurn = !snapshot.over && snapshot.to_move === board.human;
    n.hintButton.disabled = !myTurn || board.busy;
    n.hintButton.hidden = snapshot.over;
    if (!myTurn) this.clearHint();
    const over = snapshot.over;
    const matchOver = !this.match || this.match.over;
    n.nextHand.hidden = !over || matchOver;
    n.nextHand.disabled = board.busy;
    n.reviewButton.hidden = !over;
    n.reviewButton.disabled = board.busy;
    // one hand is the whole match in some systems (the engine says): there "New deal" stays, with no score table
    const single = !this.match || this.match.single_hand;
    n.newDeal.textContent = this.t(single ? "ui.new_deal" : "ui.match.new_match");
    n.matchBox.hidden = single;
    this.drawTable(n);
    board.root.dataset.match = !this.match ? "none" : this.match.over ? "over" : "playing";
    board.root.dataset.hand = String(this.match?.hand ?? 1);
    // the keyboard goes on where it was: to the next thing to press (after a hand: the next
    // hand, or after the match its review)
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (!board.busy && this.keyboardInBoard && (lost || (over && document.activeElement === n.newDeal))) {
      this.focusTarget(n, snapshot)?.focus();
    }
  }

  // ------------------------------------------------------------------ the score table

  /** The score table: a column per finished hand and the total, a row per player or team (the engine's rows). */
  private drawTable(n: MatchNodes): void {
    const m = this.match;
    const rows = m?.rows ?? [];
    const title = m?.title.text ?? "";
    n.matchScroll.setAttribute("aria-label", title);
    const hands = rows[0]?.points.length ?? 0;
    const col = (text: string, className = ""): HTMLTableCellElement => {
      const th = h("th", { className }, text);
      th.setAttribute("scope", "col");
      return th;
    };
    n.matchTable.replaceChildren(
      // (the caption's words stay in view while the hands scroll: dominoes.css)
      h("caption", {}, h("span", { className: "domino-match__caption" }, title)),
      h("thead", {}, h("tr", {}, h("th", {}, ""),
        ...Array.from({ length: hands }, (_, i) => col(this.t("ui.match.hand_n", { hand: i + 1 }))),
        col(this.t("ui.match.total"), "domino-match__total"))),
      h("tbody", {}, ...rows.map((row) => {
        const th = h("th", {}, row.name.text);
        th.setAttribute("scope", "row");
        return h("tr", { className: row.seats.includes(this.board.human) ? "is-mine" : "", dataset: { seats: row.seats.join(" ") } },
          th, ...row.points.map((points) => h("td", {}, String(points))), h("td", { className: "domino-match__total" }, String(row.total)));
      })));
    n.matchResult.hidden = !m?.over;
    if (m?.over) n.matchResult.textContent = this.result();
  }

  /** The match's result in words (the engine's verdict); empty while it goes on. */
  result(): string {
    if (!this.match?.over) return "";
    return this.match.verdict?.text ?? "";
  }

  // ------------------------------------------------------------------ buttons

  private nextHand(): void {
    if (this.board.busy || !this.match || this.match.over) return;
    this.next = true;
    void this.board.deal();
  }

  private async hint(): Promise<void> {
    const board = this.board;
    const s = board.snapshot;
    const n = this.nodes;
    if (board.busy || !s || s.over || s.to_move !== board.human || !n) return;
    const version = board.version;
    board.root.dataset.hint = "busy";
    n.advice.hidden = false;
    n.advice.textContent = this.t("ui.hint_thinking");
    let reply: Reply<"hint"> | null;
    try {
      reply = await board.engine.call("hint", { record: s.record, human: board.human, seed: this.seed, lang: board.lang },
        STRONG_PATIENCE);
    } catch (err) {
      console.error("domino-play: hint", err);
      reply = null;
    }
    if (board.version !== version) return; // the position moved on meanwhile
    if (!reply || !reply.ok) {
      n.advice.textContent = reply?.error.text ? reply.error.text : this.t("ui.error");
      board.root.dataset.hint = "failed";
      return;
    }
    this.showHint(n, reply);
  }

  private showHint(n: BoardNodes & MatchNodes, reply: HintReply): void {
    const move = reply.move;
    if (move.kind === "play") {
      for (const b of n.hand.querySelectorAll("button")) {
        if (b.dataset.tile === move.tile) b.classList.add("is-suggested");
      }
      if (move.end === "left" || move.end === "right") n.line.dataset.suggested = move.end;
    } else if (move.kind === "draw") {
      n.draw.classList.add("is-suggested");
    } else {
      n.pass.classList.add("is-suggested");
    }
    // the move and why, as the engine says them (one message)
    n.advice.textContent = reply.advice.text;
    this.board.root.dataset.hint = "shown";
    this.board.root.dataset.hintMove = JSON.stringify(move);
  }

  private clearHint(): void {
    const n = this.nodes;
    if (!n) return;
    for (const b of this.board.area.querySelectorAll(".is-suggested")) b.classList.remove("is-suggested");
    delete n.line.dataset.suggested;
    n.advice.hidden = true;
    n.advice.textContent = "";
    delete this.board.root.dataset.hint;
    delete this.board.root.dataset.hintMove;
  }

  /** Review the hand just played. */
  private openReview(): void {
    const s = this.board.snapshot;
    if (!s || !s.over) return;
    void this.review?.open({ record: s.record, human: this.board.human, seed: this.seed }, { focus: true });
  }

  /** After the start: open the review that the address holds (a shared link). */
  openShared(): void {
    if (!this.reviewCode || !this.review) return;
    const shared = decodeReview(this.reviewCode);
    if (!shared) {
      this.review.showFailure(this.t("ui.review.bad_link", { value: this.reviewCode.slice(0, 24) }));
      return;
    }
    void this.review.open(shared, { focus: true });
  }
}

// @ts-check
// What the "deal and play" board (play.js) adds for a reader who wants to get better: the
// computer players' level (beginner, club, strong; kept in localStorage), a whole match to the
// system's target (the score table under the board, "Next hand" with the opener by the system's
// rule, the result of the match, "New match"), a hint (the strong player's move and why), and
// the review of each finished hand (review.js), also opened from a shared link.
//
// play.js calls this module at a few points only: build() when it draws the board,
// newRequest() and moveRequest() for the fields of its engine requests, rendered() after it has
// drawn a snapshot, and opening() to know whether the address holds a review to open.
// Every text from the engine or the catalogs is inserted with textContent.

import { button, el } from "./engine.js";
import { REVIEW_UI_IDS, Review, decodeReview, reviewCodeInAddress } from "./review.js";

/** The computer players' levels, weakest first. */
export const LEVELS = ["beginner", "club", "strong"];
const LEVEL_KEY = "dominorules.play.level";
const STRONG_PATIENCE = 4; // the strong level's answers may take four times the usual time
const DEFAULT_LEVEL = "beginner"; // the engine's default too: the heaviest tile first

/** The ui.* texts this module (and the review) show; play.js asks the engine for them. */
export const MATCH_UI_IDS = [
  "ui.level.legend", "ui.level.beginner", "ui.level.club", "ui.level.strong", "ui.level.help",
  "ui.level.partner", "ui.hint_button", "ui.hint_thinking", "ui.hint_move", "ui.hint_move_left",
  "ui.hint_move_right", "ui.hint_draw", "ui.hint_pass", "ui.match.scores", "ui.match.to_target",
  "ui.match.of_hands", "ui.match.player_you", "ui.match.team", "ui.match.hand_n", "ui.match.total",
  "ui.match.next_hand", "ui.match.new_match", "ui.match.won_you", "ui.match.won_team", "ui.match.won_other",
  "ui.match.tied",
  ...REVIEW_UI_IDS,
];

/** The level kept from the reader's last visit (the default where storage is refused). */
export function storedLevel() {
  try {
    const level = localStorage.getItem(LEVEL_KEY);
    return LEVELS.includes(level) ? level : DEFAULT_LEVEL;
  } catch {
    return DEFAULT_LEVEL;
  }
}

function storeLevel(level) {
  try {
    localStorage.setItem(LEVEL_KEY, level);
  } catch (err) {
    console.warn("domino-play: the level is not kept", err);
  }
}

/**
 * A target from the page's address (?target=N: a short match, for trying and for the tests):
 * the rules become the preset with that target score. Only a system that plays to a score
 * (the board's data-target, written by hooks/boards.py) takes one; the others keep their rules.
 * @param {string} rules
 * @param {HTMLElement} root the board
 * @returns {string | object}
 */
export function rulesWithTarget(rules, root) {
  const target = new URLSearchParams(location.search).get("target");
  if (!root.dataset.target || !target || !/^\d{1,4}$/.test(target) || Number(target) < 1) return rules;
  return { preset: rules, target_points: { 2: Number(target) } };
}

export class MatchPanel {
  /** @param {any} board the Board of play.js */
  constructor(board) {
    this.board = board;
    this.level = storedLevel();
    this.match = null; // the engine's match state of the last reply (scores, target, over, next …)
    this.matchIn = null; // the match as sent with this hand's "new" (sent again with each move)
    this.matchSeed = 0; // the match's seed
    this.seed = 0; // this hand's seed (the deal, the strong player's samples, the hint and the review)
    this.next = false; // the next deal continues the match
    this.hands = []; // one row per finished hand: {number, points: {seat: points}}
    this.counted = -1; // the hand number last added to this.hands
    this.reviewCode = reviewCodeInAddress();
    this.hintFor = -1; // the version of the board the shown hint belongs to
    board.root.dataset.level = this.level;
    this.buildLevel();
  }

  /**
   * The level chooser: a group of radio buttons (the arrow keys move between them), shown before
   * the start too (its texts are embedded in the page), so that the first hand is already played
   * at the reader's level. A change counts from the computer players' next move.
   */
  buildLevel() {
    const board = this.board;
    const box = el("fieldset", "domino-play__level");
    this.levelBox = box;
    box.append(el("legend", "", this.t("ui.level.legend")));
    const name = `${board.uid()}-level`;
    for (const level of LEVELS) {
      const label = el("label", "domino-play__level-choice");
      const input = /** @type {HTMLInputElement} */ (el("input"));
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
      label.append(input, " ", this.t(`ui.level.${level}`));
      box.append(label);
    }
    const help = el("p", "domino-play__level-help", this.t("ui.level.help"));
    help.id = `${board.uid()}-level-help`;
    box.setAttribute("aria-describedby", help.id);
    box.append(help);
    if (board.players === 4 && /partnership/.test(String(board.rules))) {
      box.append(el("p", "domino-play__level-help", this.t("ui.level.partner")));
    }
    const controls = board.root.querySelector(".domino-play__controls");
    if (controls) controls.before(box);
    else board.root.prepend(box);
  }

  get t() {
    return (id, params) => this.board.t(id, params);
  }

  /** Whether the board should start at once: the address holds a shared review. */
  opening() {
    return Boolean(this.reviewCode);
  }

  // ------------------------------------------------------------------ building

  /** Add the level chooser, the hint, the score table, the match buttons and the review to the board. */
  build(nodes) {
    const board = this.board;
    const n = nodes;
    this.nodes = n;

    // the hint: the strong player's move and why
    n.hintButton = button("domino-play__hint-button", this.t("ui.hint_button"), () => this.hint());
    n.advice = el("p", "domino-play__advice");
    n.advice.setAttribute("role", "status");
    n.advice.hidden = true;
    n.actions.prepend(n.hintButton);

    // the match: next hand, new match (the board's own "New deal" button starts a new match)
    n.nextHand = button("domino-play__next-hand", this.t("ui.match.next_hand"), () => this.nextHand());
    n.nextHand.hidden = true;
    n.reviewButton = button("domino-play__review", this.t("ui.review.open"), () => this.openReview());
    n.reviewButton.hidden = true;
    n.newDeal.before(n.nextHand, n.reviewButton);

    n.matchBox = el("div", "domino-match");
    n.matchResult = el("p", "domino-match__result");
    n.matchResult.hidden = true;
    n.matchTable = el("table", "domino-match__scores");
    n.matchBox.append(n.matchResult, n.matchTable);

    n.actions.after(n.advice);
    n.outcome.after(n.matchBox);
    this.review = new Review(board.root, (request) => board.engine.call(request, STRONG_PATIENCE), this.t, board.lang,
      () => { if (!n.reviewButton.hidden) n.reviewButton.focus(); });

    // Where the keyboard is: a button disabled while the engine works drops the focus to the
    // page's body; the board then puts it back on the next thing to press (rendered()).
    this.keyboardInBoard = false;
    board.area.addEventListener("focusin", () => { this.keyboardInBoard = true; });
    board.area.addEventListener("focusout", (event) => {
      const to = /** @type {Node} */ (event.relatedTarget);
      if (to && !board.area.contains(to)) this.keyboardInBoard = false;
    });
  }

  /** The next thing to press on the board: a tile that fits, Draw, Pass, Next hand, the review, New deal. */
  focusTarget(snapshot) {
    const n = this.nodes;
    const enabled = (b) => b && !b.hidden && !b.disabled;
    const tile = n.hand.querySelector("button.is-legal:not(:disabled)");
    if (!snapshot.over && tile) return tile;
    for (const b of [n.draw, n.pass, n.nextHand, n.reviewButton, n.newDeal]) if (enabled(b)) return b;
    return null;
  }

  // ------------------------------------------------------------------ requests

  /** The fields this module adds to the board's "new" request (a new match, or its next hand). */
  newRequest() {
    // (this.next stays set until the engine answers: a retry after a failure deals the same next hand)
    const continuing = Boolean(this.next && this.match && !this.match.over && this.match.next);
    if (continuing) {
      this.matchIn = this.match.next;
    } else {
      this.matchSeed = this.board.seed();
      this.hands = [];
      this.counted = -1;
      this.matchIn = {};
    }
    // each hand its own deal: the first is the match's seed (?seed=N in the address), a later one
    // is fixed by that seed and the hand's number
    const number = (this.matchIn.hands || 0) + 1;
    this.seed = number === 1 ? this.matchSeed : (this.matchSeed * 1009 + number) % 2147483647;
    this.clearHint();
    this.review.close();
    const rules = rulesWithTarget(this.board.rules, this.board.root);
    return { rules, seed: this.seed, level: this.level, match: this.matchIn };
  }

  /**
   * How many times the usual time the engine may take to answer the board: the strong player
   * searches many deals (and the review and the hint are the strong player's searches too).
   */
  patience() {
    return this.level === "strong" ? STRONG_PATIENCE : 1;
  }

  /** The fields this module adds to the board's "move" request. */
  moveRequest() {
    this.clearHint();
    return { level: this.level, seed: this.seed, ...(this.matchIn ? { match: this.matchIn } : {}) };
  }

  // ------------------------------------------------------------------ after each snapshot

  /** The board has drawn a snapshot (a deal, a move, or its buttons again after a refusal). */
  rendered(snapshot) {
    const n = this.nodes;
    const board = this.board;
    if (!n || !snapshot) return;
    if (snapshot.match) {
      this.match = snapshot.match;
      this.next = false;
    }
    const myTurn = !snapshot.over && snapshot.to_move === board.human;
    n.hintButton.disabled = !myTurn || board.busy;
    n.hintButton.hidden = Boolean(snapshot.over);
    if (!myTurn) this.clearHint();
    if (snapshot.over) this.countHand(snapshot);
    const over = Boolean(snapshot.over);
    const matchOver = !this.match || this.match.over;
    n.nextHand.hidden = !over || matchOver;
    n.nextHand.disabled = board.busy;
    n.reviewButton.hidden = !over;
    n.reviewButton.disabled = board.busy;
    // one hand is the whole match in some systems: there "New deal" stays, with no score table
    const single = !this.match || (!this.match.target && !(this.match.target_hands > 1));
    n.newDeal.textContent = this.t(single ? "ui.new_deal" : "ui.match.new_match");
    n.matchBox.hidden = single;
    this.drawTable(snapshot);
    board.root.dataset.match = !this.match ? "none" : this.match.over ? "over" : "playing";
    board.root.dataset.hand = String(this.handNumber(snapshot));
    // the keyboard goes on where it was: to the next thing to press (after a hand: the next
    // hand, or after the match its review)
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (!board.busy && this.keyboardInBoard && (lost || (over && document.activeElement === n.newDeal))) {
      const target = this.focusTarget(snapshot);
      if (target) target.focus();
    }
    if (over && this.match && this.match.over) board.say(this.resultText());
  }

  handNumber(snapshot) {
    const record = snapshot && snapshot.record;
    return (record && record.hand_number) || ((this.matchIn && this.matchIn.hands) || 0) + 1;
  }

  /** Keep a finished hand's points for the table (once per hand). */
  countHand(snapshot) {
    const number = this.handNumber(snapshot);
    if (number === this.counted || !snapshot.outcome) return;
    this.counted = number;
    this.hands.push({ number, points: snapshot.outcome.points || {} });
  }

  // ------------------------------------------------------------------ the score table

  /** The rows of the table: one per player, or one per team (partners share a score). */
  rows(players) {
    const teams = this.teams();
    const me = this.board.human;
    if (teams) {
      return [0, 1].map((team) => ({
        seats: [team, team + 2], name: this.t("ui.match.team", { team: team + 1, first: team + 1, second: team + 3 }),
        mine: me % 2 === team,
      }));
    }
    return Array.from({ length: players }, (_, seat) => ({
      seats: [seat], name: seat === me ? this.t("ui.match.player_you", { player: seat + 1 })
        : this.t("ui.player", { player: seat + 1 }), mine: seat === me,
    }));
  }

  /** Partners share a score (the partnership game: seats 0 and 2 against 1 and 3). */
  teams() {
    return this.board.players === 4 && String(this.board.rules) === "partnership";
  }

  drawTable(snapshot) {
    const n = this.nodes;
    const table = n.matchTable;
    table.replaceChildren();
    const m = this.match;
    const players = snapshot.players || (snapshot.hand_sizes || []).length;
    const caption = el("caption", "", m && m.target ? this.t("ui.match.to_target", { target: m.target })
      : m && m.target_hands > 1 ? this.t("ui.match.of_hands", { hands: m.target_hands }) : this.t("ui.match.scores"));
    table.append(caption);
    const head = el("tr");
    head.append(el("th", "", ""));
    for (const hand of this.hands) {
      const th = el("th", "", this.t("ui.match.hand_n", { hand: hand.number }));
      th.setAttribute("scope", "col");
      head.append(th);
    }
    const totalHead = el("th", "", this.t("ui.match.total"));
    totalHead.setAttribute("scope", "col");
    head.append(totalHead);
    const thead = el("thead");
    thead.append(head);
    const tbody = el("tbody");
    const scores = (m && m.scores) || [];
    for (const row of this.rows(players)) {
      const tr = el("tr", row.mine ? "is-mine" : "");
      const th = el("th", "", row.name);
      th.setAttribute("scope", "row");
      tr.append(th);
      for (const hand of this.hands) {
        const pts = row.seats.map((s) => Number(hand.points[String(s)] || 0));
        // a team's partners each carry the team's points: show them once
        tr.append(el("td", "", String(this.teams() ? Math.max(...pts) : pts[0])));
      }
      let total;
      if (scores.length) total = scores[row.seats[0]];
      else total = this.hands.reduce((sum, hand) => sum + Number(hand.points[String(row.seats[0])] || 0), 0);
      tr.append(el("td", "domino-match__total", String(total ?? 0)));
      tr.dataset.seats = row.seats.join(" ");
      tbody.append(tr);
    }
    table.append(thead, tbody);
    n.matchResult.hidden = !(m && m.over);
    if (m && m.over) n.matchResult.textContent = this.resultText();
  }

  /** The match's result in words: the engine's verdict if it gives one, else ours. */
  resultText() {
    const m = this.match;
    if (!m) return "";
    if (m.verdict && m.verdict.text) return m.verdict.text;
    const winners = m.winners || [];
    const me = this.board.human;
    if (!winners.length) return this.t("ui.match.tied");
    if (winners.includes(me)) return this.t("ui.match.won_you");
    if (this.teams()) return this.t("ui.match.won_team", { team: (winners[0] % 2) + 1 });
    return this.t("ui.match.won_other", { player: winners[0] + 1 });
  }

  // ------------------------------------------------------------------ buttons

  nextHand() {
    if (this.board.busy || !this.match || this.match.over) return;
    this.next = true;
    this.board.deal();
  }

  async hint() {
    const board = this.board;
    const s = board.snapshot;
    if (board.busy || !s || s.over || s.to_move !== board.human) return;
    const n = this.nodes;
    const version = board.version;
    board.root.dataset.hint = "busy";
    n.advice.hidden = false;
    n.advice.textContent = this.t("ui.hint_thinking");
    let reply;
    try {
      reply = await board.engine.call({ op: "hint", record: s.record, human: board.human, seed: this.seed,
        lang: board.lang }, STRONG_PATIENCE);
    } catch (err) {
      console.error("domino-play: hint", err);
      reply = null;
    }
    if (board.version !== version) return; // the position moved on meanwhile
    if (!reply || !reply.ok) {
      n.advice.textContent = reply && reply.error && reply.error.text ? reply.error.text : this.t("ui.error");
      board.root.dataset.hint = "failed";
      return;
    }
    this.hintFor = version;
    const move = reply.move || {};
    const reason = reply.reason && reply.reason.text ? reply.reason.text : "";
    let what;
    if (move.kind === "play") {
      what = this.t(move.end === "left" ? "ui.hint_move_left" : move.end === "right" ? "ui.hint_move_right"
        : "ui.hint_move", { tile: move.tile });
      for (const b of n.hand.querySelectorAll("button")) {
        const mine = /** @type {HTMLElement} */ (b).dataset.tile;
        if (sameTile(mine, move.tile)) b.classList.add("is-suggested");
      }
      if (move.end === "left" || move.end === "right") n.line.dataset.suggested = move.end;
    } else if (move.kind === "draw") {
      what = this.t("ui.hint_draw");
      n.draw.classList.add("is-suggested");
    } else {
      what = this.t("ui.hint_pass");
      n.pass.classList.add("is-suggested");
    }
    n.advice.textContent = reason ? `${what} ${reason}` : what;
    board.root.dataset.hint = "shown";
    board.root.dataset.hintMove = JSON.stringify(move);
  }

  clearHint() {
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
  openReview() {
    const s = this.board.snapshot;
    if (!s || !s.over) return;
    this.review.open({ record: s.record, human: this.board.human, seed: this.seed }, { focus: true });
  }

  /** After the start: open the review that the address holds (a shared link). */
  openShared() {
    if (!this.reviewCode) return;
    const shared = decodeReview(this.reviewCode);
    if (!shared) {
      this.review.box.hidden = false;
      this.review.box.dataset.state = "failed";
      this.review.box.replaceChildren(el("p", "domino-review__error",
        this.t("ui.review.bad_link", { value: this.reviewCode.slice(0, 24) })));
      return;
    }
    this.review.open(shared, { focus: true });
  }
}

function sameTile(a, b) {
  const norm = (t) => String(t).split(/\D+/).map(Number).sort((x, y) => x - y).join("-");
  return norm(a) === norm(b);
}

// @ts-check
// "Deal and play" boards: find every .domino-play block on the page and bring it to
// life on the first press of its Start button (never at page load).
//
// The engine (one worker per page, shared with the tutorials) and the tile drawing
// live in engine.js. Every text that comes from the engine or the catalogs is
// inserted with textContent.
//
// The block's data attributes (written by hooks/boards.py): data-rules, data-players,
// data-lang, data-root (relative path to the site root), data-engine and data-pyodide
// (paths from the root), optional data-seed (a fixed deal; "?seed=N" in the page's
// address does the same, for tests and the benchmark).
//
// match.js adds the computer players' level, whole matches, the hint and the review (review.js);
// this file calls it at a few marked points ("match:").

import {
  StartError, describePosition, engineFor, el, halves, mountAll, offerRetry, placedTile, spokenRegion, textsOf,
  tileKey, tileSVG,
} from "./engine.js";
import { MATCH_UI_IDS, MatchPanel } from "./match.js";

const UI_IDS = [
  "ui.retry", "ui.describe_line", "ui.describe_empty", "ui.describe_hand", "ui.describe_hidden", "ui.no_tiles",
  "ui.start", "ui.starting", "ui.loading_engine", "ui.dealing", "ui.no_wasm", "ui.failed",
  "ui.timeout", "ui.error", "ui.new_deal", "ui.waiting", "ui.line", "ui.line_empty",
  "ui.your_hand", "ui.others", "ui.hand_size", "ui.player", "ui.boneyard",
  "ui.boneyard_count", "ui.draw", "ui.pass", "ui.left_end", "ui.right_end",
  "ui.choose_end", "ui.cancel", "ui.your_turn", "ui.legal_hint", "ui.hand_over", "ui.log",
  "ui.outcome", "ui.open_ends",
];


function randomSeed() {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0] % 1000000000;
}

let boards = 0; // boards on this page so far (each gets ids of its own)

class Board {
  constructor(root) {
    this.root = root;
    this.lang = root.dataset.lang || document.documentElement.lang || "en";
    this.rules = root.dataset.rules;
    this.players = Number(root.dataset.players);
    this.human = 0;
    this.texts = {};
    try {
      const node = root.querySelector(".domino-play__strings");
      if (node) this.texts = JSON.parse(node.textContent);
    } catch (err) {
      console.warn("domino-play: bad embedded strings", err);
    }
    this.startButton = root.querySelector(".domino-play__start");
    this.status = root.querySelector(".domino-play__status");
    this.area = root.querySelector(".domino-play__board");
    this.snapshot = null;
    this.version = 0; // snapshots shown so far (tests and the benchmark watch these)
    this.refusals = 0; // moves the engine refused
    this.busy = false;
    this.choice = null;
    this.startButton.disabled = false;
    this.startButton.addEventListener("click", () => this.begin());
    this.match = new MatchPanel(this); // match: level, match, hint, review
    if (this.match.opening()) this.begin(); // match: a shared review in the address opens at once
  }

  t(id, params) {
    return textsOf(this.texts, "domino-play")(id, params);
  }

  say(text) {
    this.status.textContent = text;
  }

  async begin() {
    if (this.startButton.disabled) return;
    this.startButton.disabled = true;
    this.root.classList.remove("is-failed");
    this.root.classList.add("is-starting");
    this.say(this.t("ui.starting"));
    const engine = engineFor(this.root);
    this.engine = engine;
    try {
      await engine.start((stage) => {
        if (!this.snapshot) this.say(this.t(stage === "engine" ? "ui.loading_engine" : "ui.starting"));
      });
      const reply = await engine.call({ op: "translate", lang: this.lang, ids: [...UI_IDS, ...MATCH_UI_IDS] });
      if (reply.ok) Object.assign(this.texts, reply.texts);
      this.build();
      this.match.build(this.nodes); // match: level chooser, hint, score table, match buttons, review
      await this.deal();
      this.match.openShared(); // match: the review of a shared link
      this.startButton.closest(".domino-play__controls").hidden = true;
      this.focusBoard();
    } catch (err) {
      this.fail(err);
    } finally {
      this.root.classList.remove("is-starting");
    }
  }

  /**
   * The Start button is gone: bring the line, its open ends and the reader's hand into view (on a
   * phone too) and put the keyboard focus on the first tile that can be played, or on the hand's
   * heading when none can.
   */
  focusBoard() {
    const n = this.nodes;
    if (!n || !this.snapshot) return;
    n.lineHeading.scrollIntoView({ block: "start" });
    const tile = n.hand.querySelector("button.is-legal:not(:disabled)");
    (tile || n.handHeading).focus({ preventScroll: true });
  }

  /** Say what went wrong and offer to try again: before the deal, start again; later, resend. */
  fail(err, again) {
    console.error("domino-play:", err);
    this.root.classList.add("is-failed");
    this.say(this.t(err instanceof StartError ? err.msgid : "ui.error"));
    if (!this.snapshot) {
      this.startButton.disabled = false;
      this.startButton.textContent = this.t("ui.retry");
      return;
    }
    offerRetry(this.status, this.t("ui.retry"), async () => {
      this.root.classList.remove("is-failed");
      this.say(this.t("ui.starting"));
      try {
        await this.engine.start();
        await (again ? again() : this.deal());
      } catch (retryErr) {
        this.fail(retryErr, again);
      }
    });
  }

  build() {
    const a = this.area;
    a.replaceChildren();
    this.nodes = {};
    const n = this.nodes;

    const info = el("div", "domino-play__info");
    n.othersHeading = el("h3", "domino-play__heading", this.t("ui.others"));
    n.others = el("ul", "domino-play__others");
    n.boneyard = el("p", "domino-play__boneyard");
    info.append(n.othersHeading, n.others, n.boneyard);

    n.lineHeading = el("h3", "domino-play__heading", this.t("ui.line"));
    n.line = el("ol", "domino-play__line");
    n.line.setAttribute("aria-label", this.t("ui.line"));

    n.handHeading = el("h3", "domino-play__heading", this.t("ui.your_hand", { player: this.human + 1 }));
    n.handHeading.id = `${this.uid()}-hand`;
    n.handHeading.tabIndex = -1; // the focus lands here after the deal when no tile can be played
    n.ends = el("p", "domino-play__ends");
    n.hand = el("div", "domino-play__hand");
    n.hand.setAttribute("role", "group");
    n.hand.setAttribute("aria-labelledby", n.handHeading.id);
    n.hint = el("p", "domino-play__hint", this.t("ui.legal_hint"));

    n.choose = el("div", "domino-play__choose");
    n.choose.hidden = true;
    n.chooseText = el("span", "domino-play__choose-text");
    n.left = el("button", "md-button domino-play__end", this.t("ui.left_end"));
    n.right = el("button", "md-button domino-play__end", this.t("ui.right_end"));
    n.cancel = el("button", "md-button domino-play__cancel", this.t("ui.cancel"));
    for (const b of [n.left, n.right, n.cancel]) b.type = "button";
    n.left.addEventListener("click", () => this.chooseEnd("left"));
    n.right.addEventListener("click", () => this.chooseEnd("right"));
    n.cancel.addEventListener("click", () => this.closeChoice(true));
    n.choose.append(n.chooseText, n.left, n.right, n.cancel);
    a.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && this.choice) {
        event.preventDefault();
        this.closeChoice(true);
      }
    });

    n.actions = el("div", "domino-play__actions");
    n.draw = el("button", "md-button domino-play__draw", this.t("ui.draw"));
    n.pass = el("button", "md-button domino-play__pass", this.t("ui.pass"));
    n.newDeal = el("button", "md-button domino-play__new", this.t("ui.new_deal"));
    for (const b of [n.draw, n.pass, n.newDeal]) b.type = "button";
    n.draw.addEventListener("click", () => this.send({ kind: "draw" }));
    n.pass.addEventListener("click", () => this.send({ kind: "pass" }));
    n.newDeal.addEventListener("click", () => this.deal());
    n.actions.append(n.draw, n.pass, n.newDeal);

    n.outcome = el("div", "domino-play__outcome");
    n.outcome.hidden = true;
    n.outcomeHeading = el("h3", "domino-play__heading", this.t("ui.outcome"));
    n.outcomeList = el("ul", "domino-play__outcome-list");
    n.outcome.append(n.outcomeHeading, n.outcomeList);

    n.logBox = el("div", "domino-play__logbox");
    n.log = el("ol", "domino-play__log");
    n.logBox.append(el("h3", "domino-play__heading", this.t("ui.log")), n.log);

    n.spoken = spokenRegion();
    a.append(n.spoken, info, n.lineHeading, n.line, n.ends, n.handHeading, n.hand, n.hint, n.choose, n.actions, n.outcome,
      n.logBox);
    a.hidden = false;
  }

  uid() {
    if (!this._uid) this._uid = `domino-play-${++boards}`;
    return this._uid;
  }

  seed() {
    const fromPage = this.root.dataset.seed || new URLSearchParams(location.search).get("seed");
    return fromPage && /^\d+$/.test(fromPage) ? Number(fromPage) : randomSeed();
  }

  async deal() {
    if (this.busy) return;
    this.closeChoice(false);
    this.setBusy(true);
    this.say(this.t("ui.dealing"));
    this.nodes.log.replaceChildren();
    try {
      const reply = await this.engine.call({
        op: "new", rules: this.rules, players: this.players, seed: this.seed(),
        human: this.human, lang: this.lang, ...this.match.newRequest(), // match: level, seed, match state
      }, this.match.patience()); // match: the strong level may think longer
      this.setBusy(false);
      if (!reply.ok) {
        this.say(reply.error && reply.error.text ? reply.error.text : this.t("ui.error"));
        return;
      }
      // who opens and why (e.g. "Player 1 holds the highest double, 6-6, and opens with it.")
      if (reply.opening && reply.opening.text) {
        this.nodes.log.append(el("li", "domino-play__opening", reply.opening.text));
      }
      // a rule set that draws has drawable tiles at the start; the others set the rest aside
      this.draws = reply.drawable > 0;
      this.show(reply);
    } catch (err) {
      this.setBusy(false);
      this.fail(err);
    }
  }

  async send(move) {
    if (this.busy || !this.snapshot || this.snapshot.over) return;
    this.closeChoice(false);
    this.setBusy(true);
    this.say(this.t("ui.waiting"));
    try {
      const reply = await this.engine.call({
        op: "move", record: this.snapshot.record, human: this.human, move, lang: this.lang,
        ...this.match.moveRequest(), // match: level, seed, match state
      }, this.match.patience()); // match: the strong level may think longer
      this.setBusy(false);
      if (!reply.ok) {
        this.render(); // restore the buttons' state
        this.say(reply.error && reply.error.text ? reply.error.text : this.t("ui.error"));
        this.root.classList.add("is-refused");
        this.refusals += 1;
        return;
      }
      this.show(reply);
    } catch (err) {
      this.setBusy(false);
      this.render(); // the reader's position stays as it was
      this.fail(err, () => this.send(move));
    }
  }

  setBusy(busy) {
    this.busy = busy;
    this.root.setAttribute("aria-busy", busy ? "true" : "false");
    if (busy && this.nodes) {
      for (const b of this.area.querySelectorAll("button")) b.disabled = true;
    }
  }

  show(snapshot) {
    this.snapshot = snapshot;
    this.version += 1;
    this.root.classList.remove("is-refused");
    for (const ev of snapshot.events || []) {
      const li = el("li", "", ev.text);
      li.dataset.seat = ev.seat;
      this.nodes.log.append(li);
    }
    this.nodes.log.scrollTop = this.nodes.log.scrollHeight;
    this.render();
    if (snapshot.over) this.say(this.t("ui.hand_over"));
    else if (snapshot.to_move === this.human) this.say(this.t("ui.your_turn"));
    else this.say(this.t("ui.waiting"));
  }

  legalIndex() {
    const s = this.snapshot;
    const plays = new Map();
    let canDraw = false;
    let canPass = false;
    for (const m of (s && s.legal) || []) {
      if (m.kind === "play") {
        const k = tileKey(m.tile);
        if (!plays.has(k)) plays.set(k, []);
        plays.get(k).push(m);
      } else if (m.kind === "draw") canDraw = true;
      else if (m.kind === "pass") canPass = true;
    }
    return { plays, canDraw, canPass };
  }

  render() {
    const s = this.snapshot;
    const n = this.nodes;
    if (!s) return;
    const focusInBoard = this.area.contains(document.activeElement);
    const { plays, canDraw, canPass } = this.legalIndex();
    const myTurn = !s.over && s.to_move === this.human;

    n.others.replaceChildren();
    (s.hand_sizes || []).forEach((count, seat) => {
      if (seat === this.human) return;
      const li = el("li", "", this.t("ui.hand_size", { player: seat + 1, count }));
      li.dataset.seat = seat;
      if (seat === s.to_move && !s.over) li.classList.add("is-to-move");
      n.others.append(li);
    });
    n.boneyard.textContent = this.t("ui.boneyard_count", { count: s.boneyard ?? 0 });
    n.boneyard.hidden = !(this.draws || canDraw);

    n.line.replaceChildren();
    if (!s.line || s.line.length === 0) {
      n.line.append(el("li", "domino-play__line-empty", this.t("ui.line_empty")));
      n.ends.hidden = true;
    } else {
      for (const tile of s.line) n.line.append(placedTile("domino-play__placed", tile));
      // the two numbers a tile must match, next to the hand (the line may be long and wrap)
      const [left, right] = s.ends || [halves(s.line[0])[0], halves(s.line[s.line.length - 1])[1]];
      n.ends.textContent = this.t("ui.open_ends", { left, right });
      n.ends.hidden = false;
    }

    n.hand.replaceChildren();
    for (const tile of s.hand || []) {
      const btn = el("button", "domino-play__tile");
      btn.type = "button";
      btn.setAttribute("aria-label", tile);
      btn.title = tile;
      btn.dataset.tile = tile;
      const legal = plays.has(tileKey(tile));
      if (legal && myTurn) btn.classList.add("is-legal");
      btn.disabled = !myTurn;
      btn.append(tileSVG(tile, true));
      btn.addEventListener("click", () => this.pick(tile));
      n.hand.append(btn);
    }
    n.hint.hidden = !myTurn;
    n.draw.disabled = !(myTurn && canDraw);
    n.draw.hidden = !(this.draws || canDraw); // a game with no drawing shows no Draw button
    n.pass.disabled = !(myTurn && canPass);
    n.newDeal.disabled = false;

    n.outcome.hidden = !s.over;
    n.outcomeList.replaceChildren();
    if (s.over && s.outcome) {
      const lines = Array.isArray(s.outcome.text) ? s.outcome.text : [s.outcome.text];
      for (const line of lines) if (line) n.outcomeList.append(el("li", "", line));
    }
    this.root.dataset.state = s.over ? "over" : myTurn ? "your-turn" : "waiting";
    const hands = (s.hand_sizes || []).map((count, seat) => [seat + 1, seat === this.human ? s.hand : null, count]);
    n.spoken.textContent = describePosition(s.line, hands, (id, p) => this.t(id, p));

    if (focusInBoard) {
      const target = n.hand.querySelector(".is-legal") || (!n.draw.disabled && n.draw) || (!n.pass.disabled && n.pass) || n.newDeal;
      target.focus();
    }
    this.match.rendered(s); // match: hint, score table, next hand, review
  }

  pick(tile) {
    const s = this.snapshot;
    if (this.busy || !s || s.over) return;
    const options = this.legalIndex().plays.get(tileKey(tile)) || [];
    const ends = [...new Set(options.map((m) => m.end))];
    if (options.length === 0) {
      // not a legal move: send it anyway, so that the engine says why (in the page's language)
      const end = s.line && s.line.length ? "right" : null;
      this.send({ kind: "play", tile, end });
    } else if (ends.length === 1) {
      this.send({ kind: "play", tile: options[0].tile, end: options[0].end ?? null });
    } else {
      this.choice = { tile, options };
      const n = this.nodes;
      n.chooseText.textContent = this.t("ui.choose_end", { tile });
      n.left.disabled = !ends.includes("left");
      n.right.disabled = !ends.includes("right");
      n.cancel.disabled = false; // (setBusy disabled every button of the board)
      n.choose.hidden = false;
      n.left.focus();
    }
  }

  chooseEnd(end) {
    if (!this.choice) return;
    const m = this.choice.options.find((o) => o.end === end);
    this.closeChoice(false);
    if (m) this.send({ kind: "play", tile: m.tile, end });
  }

  closeChoice(refocus) {
    const tile = this.choice && this.choice.tile;
    this.choice = null;
    if (!this.nodes) return;
    this.nodes.choose.hidden = true;
    if (refocus && tile) {
      const btn = [...this.nodes.hand.querySelectorAll("button")].find((b) => b.dataset.tile === tile);
      if (btn) btn.focus();
    }
  }
}

mountAll(".domino-play", "board", (root) => new Board(root));

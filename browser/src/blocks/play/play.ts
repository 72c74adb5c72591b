// "Deal and play" boards: find every .domino-play block on the page and bring it to life on the
// first press of its Start button (never at page load).
//
// The block's data attributes (written by hooks/boards.py): data-rules, data-players,
// data-lang, data-root (relative path to the site root), data-engine and data-pyodide
// (paths from the root), optional data-seed (a fixed deal; "?seed=N" in the page's
// address does the same, for tests and the benchmark).
//
// What the tests and the benchmark watch, on the block: data-state ("your-turn", "waiting",
// "over"), data-version (boards drawn so far), data-busy ("1" while the engine works),
// data-refusals (moves the engine refused), data-reply (the engine's last board, its JSON as
// the engine sent it), data-ready.
//
// match.ts adds the computer players' level, whole matches, the hint and the review (review.ts);
// this file calls it at a few marked points ("match:"). Every text that comes from the engine or
// the catalogs is inserted with textContent.

import type { BoardReply, EmbeddedBoard, End, Lang, MoveJSON, MoveSaid, RulesJSON } from "../../contract.gen";
import { engineFor, failureText, refusal, startedEngine, type Engine } from "../../engine/client";
import { el, button, embedded, h, offerRetry, part } from "../../ui/dom";
import { embeddedTexts, langOf, textsOf, type T, type TextParams, type UIText } from "../../ui/text";
import { showSaid } from "../../ui/position";
import { placedTile, tileSVG } from "../../ui/tiles";
import { MatchPanel, type BoardNodes, type BoardPort } from "./match";


function randomSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return (buf[0] ?? 0) % 1000000000;
}

let boards = 0; // boards on this page so far (each gets ids of its own)

/** The board's own elements (match.ts adds its own next to them, and uses some: its BoardNodes). */
interface BoardElements extends BoardNodes {
  othersHeading: HTMLHeadingElement; others: HTMLUListElement; boneyard: HTMLParagraphElement;
  lineHeading: HTMLHeadingElement; line: HTMLOListElement; handHeading: HTMLHeadingElement;
  ends: HTMLParagraphElement; hand: HTMLDivElement; hint: HTMLParagraphElement;
  choose: HTMLDivElement; chooseText: HTMLSpanElement; left: HTMLButtonElement; right: HTMLButtonElement;
  cancel: HTMLButtonElement; actions: HTMLDivElement; draw: HTMLButtonElement; pass: HTMLButtonElement;
  newDeal: HTMLButtonElement; outcome: HTMLDivElement; outcomeList: HTMLUListElement;
  log: HTMLOListElement; spoken: HTMLDivElement;
}

/** The plays of each tile the engine allows (with their ends), and whether drawing or passing is. */
interface LegalIndex { plays: Map<string, MoveSaid[]>; canDraw: boolean; canPass: boolean }

export class Board implements BoardPort {
  readonly root: HTMLElement;
  readonly lang: Lang;
  readonly rules: string;
  /** What the build gave the block (partners, the rules' target). */
  readonly data: EmbeddedBoard;
  players: number;
  private linked: RulesJSON | null = null; // rules from the address (?c=…&p=…), else the block's
  readonly human = 0;
  readonly area: HTMLElement;
  private readonly texts: Record<string, UIText>;
  private readonly startButton: HTMLButtonElement;
  private readonly status: HTMLElement;
  readonly engine: Engine;
  /** The last board the engine sent (null before the first deal). */
  snapshot: BoardReply | null = null;
  /** Boards shown so far (data-version). */
  version = 0;
  private refusals = 0;
  busy = false;
  private choice: { tile: string; options: MoveSaid[] } | null = null;
  nodes: BoardElements | null = null;
  private readonly match: MatchPanel;
  private readonly id: string;
  readonly t: T;

  constructor(root: HTMLElement) {
    this.root = root;
    this.lang = langOf(root.dataset.lang);
    this.rules = root.dataset.rules ?? "";
    this.players = Number(root.dataset.players);
    this.data = embedded<EmbeddedBoard>(root, ".domino-play__data", "partners");
    this.texts = embeddedTexts(root, ".domino-play__strings"); // every text the board shows (the hook's)
    this.t = (id: string, params?: TextParams) => textsOf(this.texts, "domino-play", this.lang)(id, params);
    this.startButton = part(root, ".domino-play__start", HTMLButtonElement);
    this.status = part(root, ".domino-play__status", HTMLElement);
    this.area = part(root, ".domino-play__board", HTMLElement);
    this.engine = engineFor(root);
    this.id = `domino-play-${String(++boards)}`;
    this.startButton.disabled = false;
    this.startButton.addEventListener("click", () => void this.begin());
    this.publish();
    this.match = new MatchPanel(this); // match: level, match, hint, review
    if (this.match.opening()) void this.begin(); // match: a shared review in the address opens at once
  }

  /** The states the tests and the benchmark watch, as data-* attributes of the block. */
  private publish(): void {
    this.root.dataset.version = String(this.version);
    this.root.dataset.busy = this.busy ? "1" : "0";
    this.root.dataset.refusals = String(this.refusals);
  }

  /** An id prefix of this board's own. */
  uid(): string {
    return this.id;
  }

  say(text: string): void {
    this.status.textContent = text;
  }

  async begin(): Promise<void> {
    if (this.startButton.disabled) return;
    this.startButton.disabled = true;
    this.root.classList.remove("is-failed");
    this.root.classList.add("is-starting");
    this.say(this.t("ui.starting"));
    try {
      // each stage of the start in the status, until the first board is there
      await startedEngine(this.root, (id, params) => { if (!this.snapshot) this.say(this.t(id, params)); }, this.status);
      if (!(await this.readLink())) return;
      const nodes = this.build();
      this.match.build(nodes); // match: level chooser, hint, score table, match buttons, review
      await this.deal();
      this.match.openShared(); // match: the review of a shared link
      const controls = this.startButton.closest<HTMLElement>(".domino-play__controls");
      if (controls) controls.hidden = true;
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
  private focusBoard(): void {
    const n = this.nodes;
    if (!n || !this.snapshot) return;
    n.lineHeading.scrollIntoView({ block: "start" });
    const tile = n.hand.querySelector<HTMLButtonElement>("button.is-legal:not(:disabled)");
    (tile ?? n.handHeading).focus({ preventScroll: true });
  }

  /** Say what went wrong and offer to try again: before the deal, start again; later, resend. */
  fail(err: unknown, again?: () => Promise<void>): void {
    console.error("domino-play:", err);
    this.root.classList.add("is-failed");
    this.say(this.t(failureText(err)));
    if (!this.snapshot) {
      this.startButton.disabled = false;
      this.startButton.textContent = this.t("ui.retry");
      return;
    }
    offerRetry(this.status, this.t("ui.retry"), () => {
      this.root.classList.remove("is-failed");
      this.say(this.t("ui.starting"));
      void (async () => {
        try {
          await startedEngine(this.root, (id, params) => { this.say(this.t(id, params)); }, this.status);
          await (again ? again() : this.deal());
        } catch (retryErr) {
          this.fail(retryErr, again);
        }
      })();
    });
  }

  private build(): BoardElements {
    const a = this.area;
    a.replaceChildren();
    const t = this.t;
    const info = el("div", "domino-play__info");
    const handHeading = el("h3", "domino-play__heading", t("ui.your_hand", { player: this.human + 1 }));
    handHeading.id = `${this.uid()}-hand`;
    handHeading.tabIndex = -1; // the focus lands here after the deal when no tile can be played
    const n: BoardElements = {
      othersHeading: el("h3", "domino-play__heading", t("ui.others")),
      others: el("ul", "domino-play__others"),
      boneyard: el("p", "domino-play__boneyard"),
      lineHeading: el("h3", "domino-play__heading", t("ui.line")),
      line: el("ol", "domino-play__line"),
      handHeading,
      ends: el("p", "domino-play__ends"),
      hand: el("div", "domino-play__hand"),
      hint: el("p", "domino-play__hint", t("ui.legal_hint")),
      choose: el("div", "domino-play__choose"),
      chooseText: el("span", "domino-play__choose-text"),
      left: button("domino-play__end", t("ui.left_end"), () => { this.chooseEnd("left"); }),
      right: button("domino-play__end", t("ui.right_end"), () => { this.chooseEnd("right"); }),
      cancel: button("domino-play__cancel", t("ui.cancel"), () => { this.closeChoice(true); }),
      actions: el("div", "domino-play__actions"),
      draw: button("domino-play__draw", t("ui.draw"), () => void this.send({ kind: "draw", tile: null, end: null })),
      pass: button("domino-play__pass", t("ui.pass"), () => void this.send({ kind: "pass", tile: null, end: null })),
      newDeal: button("domino-play__new", t("ui.new_deal"), () => void this.deal()),
      outcome: el("div", "domino-play__outcome"),
      outcomeList: el("ul", "domino-play__outcome-list"),
      log: el("ol", "domino-play__log"),
      // the position in the engine's sentences, read out, not shown (one paragraph each)
      spoken: h("div", { className: "domino-sr" }),
    };
    this.nodes = n;
    n.spoken.setAttribute("aria-live", "polite");
    info.append(n.othersHeading, n.others, n.boneyard);
    n.line.setAttribute("aria-label", t("ui.line"));
    n.hand.setAttribute("role", "group");
    n.hand.setAttribute("aria-labelledby", handHeading.id);
    n.choose.hidden = true;
    n.choose.append(n.chooseText, n.left, n.right, n.cancel);
    a.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && this.choice) {
        event.preventDefault();
        this.closeChoice(true);
      }
    });
    n.actions.append(n.draw, n.pass, n.newDeal);
    n.outcome.hidden = true;
    n.outcome.append(el("h3", "domino-play__heading", t("ui.outcome")), n.outcomeList);
    const logBox = el("div", "domino-play__logbox");
    logBox.append(el("h3", "domino-play__heading", t("ui.log")), n.log);
    a.append(n.spoken, info, n.lineHeading, n.line, n.ends, n.handHeading, n.hand, n.hint, n.choose, n.actions, n.outcome,
      logBox);
    a.hidden = false;
    return n;
  }

  /**
   * Rules from the address (`?c=preset,field:value…&p=players`, as "Our table's rules" links
   * them) replace the block's; false (with the engine's reason shown) when it refuses them.
   */
  private async readLink(): Promise<boolean> {
    const query = new URLSearchParams(location.search);
    const c = query.get("c");
    if (c === null) return true;
    const players = query.get("p");
    const count = players !== null && /^\d{1,2}$/.test(players) ? Number(players) : this.players;
    const info = await this.engine.call("rules", { c, players: count });
    if (!info.ok) {
      this.say(refusal(info) ?? this.t("ui.error"));
      this.root.dataset.state = "refused";
      this.startButton.disabled = false;
      return false;
    }
    this.linked = info.rules;
    this.players = count;
    this.root.dataset.linked = info.c;
    return true;
  }

  /** The deal's seed: the block's data-seed or the address's ?seed=N, else a random one. */
  seed(): number {
    const fromPage = this.root.dataset.seed || new URLSearchParams(location.search).get("seed");
    return fromPage && /^\d+$/.test(fromPage) ? Number(fromPage) : randomSeed();
  }

  async deal(): Promise<void> {
    const n = this.nodes;
    if (this.busy || !n) return;
    this.closeChoice(false);
    this.setBusy(true);
    this.say(this.t("ui.dealing"));
    n.log.replaceChildren();
    try {
      const reply = await this.engine.call("new", {
        players: this.players, human: this.human, lang: this.lang,
        ...this.match.newRequest(), // match: the rules (with ?target=N), level, seed, match state
        ...(this.linked === null ? {} : { rules: this.linked }), // the address's rules
      }, this.match.patience()); // match: the strong level may think longer
      this.setBusy(false);
      if (!reply.ok) {
        this.say(refusal(reply) ?? this.t("ui.error"));
        return;
      }
      // who opens and why (e.g. "Player 1 holds the highest double, 6-6, and opens with it.")
      if (reply.opening.text) n.log.append(el("li", "domino-play__opening", reply.opening.text));
      this.show(reply);
    } catch (err) {
      this.setBusy(false);
      this.fail(err);
    }
  }

  async send(move: MoveJSON): Promise<void> {
    const s = this.snapshot;
    if (this.busy || !s || s.over) return;
    this.closeChoice(false);
    this.setBusy(true);
    this.say(this.t("ui.waiting"));
    try {
      const reply = await this.engine.call("move", {
        record: s.record, human: this.human, move, lang: this.lang,
        ...this.match.moveRequest(), // match: level, seed, match state
      }, this.match.patience()); // match: the strong level may think longer
      this.setBusy(false);
      if (!reply.ok) {
        this.render(); // restore the buttons' state
        this.say(refusal(reply) ?? this.t("ui.error"));
        this.root.classList.add("is-refused");
        this.refusals += 1;
        this.publish();
        return;
      }
      this.show(reply);
    } catch (err) {
      this.setBusy(false);
      this.render(); // the reader's position stays as it was
      this.fail(err, () => this.send(move));
    }
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
    this.root.setAttribute("aria-busy", busy ? "true" : "false");
    this.publish();
    if (busy && this.nodes) {
      for (const b of this.area.querySelectorAll("button")) b.disabled = true;
    }
  }

  private show(snapshot: BoardReply): void {
    const n = this.nodes;
    if (!n) return;
    this.snapshot = snapshot;
    this.root.dataset.reply = JSON.stringify(snapshot);
    this.version += 1;
    this.root.classList.remove("is-refused");
    for (const ev of snapshot.events) {
      const li = el("li", "", ev.text);
      li.dataset.seat = String(ev.seat);
      n.log.append(li);
    }
    n.log.scrollTop = n.log.scrollHeight;
    this.render();
    this.publish();
    // at the end of a match, its result (the engine's), not only that the hand is over
    if (snapshot.over) this.say(this.match.result() || this.t("ui.hand_over"));
    else if (snapshot.to_move === this.human) this.say(this.t("ui.your_turn"));
    else this.say(this.t("ui.waiting"));
  }

  /** The engine's legal moves by the tile they play (the hand's own names), with their ends. */
  private legalIndex(): LegalIndex {
    const plays = new Map<string, MoveSaid[]>();
    let canDraw = false;
    let canPass = false;
    for (const m of this.snapshot?.legal ?? []) {
      if (m.kind === "play" && m.tile !== null) {
        const list = plays.get(m.tile) ?? [];
        list.push(m);
        plays.set(m.tile, list);
      } else if (m.kind === "draw") canDraw = true;
      else if (m.kind === "pass") canPass = true;
    }
    return { plays, canDraw, canPass };
  }

  render(): void {
    const s = this.snapshot;
    const n = this.nodes;
    if (!s || !n) return;
    const focusInBoard = this.area.contains(document.activeElement);
    const legal = this.legalIndex();
    const myTurn = !s.over && s.to_move === this.human;
    this.renderOthers(n, s);
    this.renderLine(n, s);
    this.renderHand(n, s, legal, myTurn);
    n.outcome.hidden = !s.over;
    n.outcomeList.replaceChildren(...(s.over && s.outcome ? s.outcome.text.filter((line) => line).map((line) => h("li", {}, line)) : []));
    this.root.dataset.state = s.over ? "over" : myTurn ? "your-turn" : "waiting";
    // the position for screen readers, in the engine's sentences
    showSaid(n.spoken, s.spoken);
    if (focusInBoard) {
      const target = n.hand.querySelector<HTMLElement>(".is-legal")
        ?? (!n.draw.disabled ? n.draw : !n.pass.disabled ? n.pass : n.newDeal);
      target.focus();
    }
    this.match.rendered(s); // match: hint, score table, next hand, review
  }

  /** The others' hand sizes (the engine's sentences) and the tiles outside the hands. */
  private renderOthers(n: BoardElements, s: BoardReply): void {
    n.others.replaceChildren(...s.sizes_said.flatMap((said, seat) => seat === this.human ? [] : [h("li", {
      className: seat === s.to_move && !s.over ? "is-to-move" : "", dataset: { seat: String(seat) },
    }, said.text)]));
    // a boneyard, or tiles set aside ("Set aside, out of play: 14 tiles"); null: nothing to name
    n.boneyard.hidden = s.stock === null;
    n.boneyard.textContent = s.stock?.text ?? "";
  }

  /** The line from left to right, and the two numbers a tile must match (next to the hand: the line may wrap). */
  private renderLine(n: BoardElements, s: BoardReply): void {
    if (s.ends === null) {
      n.line.replaceChildren(h("li", { className: "domino-play__line-empty" }, this.t("ui.line_empty")));
      n.ends.hidden = true;
      return;
    }
    n.line.replaceChildren(...s.line.map((tile, i) => placedTile("domino-play__placed", tile, s.line_tiles[i])));
    n.ends.textContent = this.t("ui.open_ends", { left: s.ends[0], right: s.ends[1] });
    n.ends.hidden = false;
  }

  /** The reader's tiles (the legal ones marked on their turn) and the Draw and Pass buttons. */
  private renderHand(n: BoardElements, s: BoardReply, legal: LegalIndex, myTurn: boolean): void {
    n.hand.replaceChildren(...s.hand.map((tile) => {
      const btn = h("button", {
        type: "button", className: `domino-play__tile${legal.plays.has(tile) && myTurn ? " is-legal" : ""}`,
        title: tile, disabled: !myTurn, dataset: { tile },
      }, tileSVG(tile, true));
      btn.setAttribute("aria-label", tile);
      btn.addEventListener("click", () => { this.pick(tile); });
      return btn;
    }));
    n.hint.hidden = !myTurn;
    n.draw.disabled = !(myTurn && legal.canDraw);
    // rules without drawing show no Draw button; a finished hand neither Draw nor Pass
    n.draw.hidden = s.over || !s.draws;
    n.pass.disabled = !(myTurn && legal.canPass);
    n.pass.hidden = s.over;
    n.newDeal.disabled = false;
  }

  private pick(tile: string): void {
    const s = this.snapshot;
    const n = this.nodes;
    if (this.busy || !s || s.over || !n) return;
    const options = this.legalIndex().plays.get(tile) ?? [];
    const ends = [...new Set(options.map((m) => m.end))];
    const only = options[0];
    if (!only) {
      // not a legal move: send it anyway (at no end), so that the engine says why (in the page's language)
      void this.send({ kind: "play", tile, end: null });
    } else if (ends.length === 1) {
      void this.send({ kind: "play", tile: only.tile, end: only.end });
    } else {
      this.choice = { tile, options };
      n.chooseText.textContent = this.t("ui.choose_end", { tile });
      n.left.disabled = !ends.includes("left");
      n.right.disabled = !ends.includes("right");
      n.cancel.disabled = false; // (setBusy disabled every button of the board)
      n.choose.hidden = false;
      n.left.focus();
    }
  }

  private chooseEnd(end: End): void {
    if (!this.choice) return;
    const m = this.choice.options.find((o) => o.end === end);
    this.closeChoice(false);
    if (m) void this.send({ kind: "play", tile: m.tile, end });
  }

  private closeChoice(refocus: boolean): void {
    const tile = this.choice?.tile;
    this.choice = null;
    if (!this.nodes) return;
    this.nodes.choose.hidden = true;
    if (refocus && tile) {
      const btn = [...this.nodes.hand.querySelectorAll("button")].find((b) => b.dataset.tile === tile);
      if (btn) btn.focus();
    }
  }
}

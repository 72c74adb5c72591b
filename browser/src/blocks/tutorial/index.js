// Not yet converted to TypeScript (bundled as it is; not type-checked).
// Tutorials: worked examples to step through, puzzles to answer, and the practice list.
//
// hooks/dominosite/tutorial_html.py writes each tutorial as a <section class="domino-tutorial">
// that reads well with no script: title, prompt, the position as SVG, and (examples) every
// step explained or (disputes) every system's verdict. This script adds the controls. The
// controls work at once; the rules engine (engine.js: Pyodide in a worker) starts on the
// first press that needs it and answers everything: the state after each step, whether an
// answer is right, the hint's solution. Every text is inserted with textContent.
//
// Progress (which puzzles were solved) is kept in localStorage under PROGRESS_KEY.

import { StartError, engineFor } from "../../engine/client";
import { button, el, offerRetry, pressable, spokenRegion } from "../../ui/dom";
import { describePosition, drawLoosePosition as drawPosition } from "../../ui/position";
import { format, textsOf } from "../../ui/text";
import { halves, tileKey, tileSVG } from "../../ui/tiles";
import { mountAll } from "../mount";

const PROGRESS_KEY = "dominorules.progress.v1";

// ---------------------------------------------------------------- progress

export function readProgress() {
  try {
    const data = JSON.parse(localStorage.getItem(PROGRESS_KEY) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch {
    return {}; // unreadable progress counts as none
  }
}

function markSolved(id) {
  const progress = readProgress();
  progress[id] = "solved";
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch (err) {
    console.warn("domino-tutorial: cannot keep progress", err);
  }
}

function clearProgress() {
  try {
    localStorage.removeItem(PROGRESS_KEY);
  } catch (err) {
    console.warn("domino-tutorial: cannot clear progress", err);
  }
}

// ---------------------------------------------------------------- drawing a position

function tileButton(tile, label) {
  const b = el("button", "domino-tutorial__tile");
  b.type = "button";
  b.dataset.tile = tileKey(tile);
  b.setAttribute("aria-label", label || tile);
  b.title = tile;
  b.append(tileSVG(tile, true));
  return b;
}

// ---------------------------------------------------------------- one tutorial

class Tutorial {
  constructor(root) {
    this.root = root;
    this.id = root.dataset.id;
    this.kind = root.dataset.kind;
    this.question = root.dataset.question;
    this.lang = root.dataset.lang || document.documentElement.lang || "en";
    this.seat = Number(root.dataset.seat);
    this.data = JSON.parse(root.querySelector(".domino-tutorial__data").textContent);
    this.texts = JSON.parse(root.querySelector(".domino-tutorial__strings").textContent);
    this.state = JSON.parse(root.querySelector(".domino-tutorial__state").textContent);
    this.status = root.querySelector(".domino-tutorial__status");
    this.ui = root.querySelector(".domino-tutorial__ui");
    this.figure = root.querySelector(".domino-tutorial__figure");
    this.busy = false;
    this.spoken = spokenRegion();
    this.figure.after(this.spoken);
    this.answers = 0; // marked answers so far (the tests watch this)
    this.refusals = 0;
    if (this.kind === "example") this.buildExample();
    else if (this.kind === "puzzle") this.buildPuzzle();
    if (readProgress()[this.id] === "solved") this.showSolved();
  }

  t(id, params) {
    return textsOf(this.texts, "domino-tutorial", this.lang)(id, params);
  }

  say(text, kind) {
    this.status.textContent = text;
    this.root.dataset.feedback = kind || "";
  }

  /** One request to the engine, starting it first if needed; null after a failure (said). */
  async ask(request) {
    const engine = engineFor(this.root);
    try {
      if (!engine.started) {
        this.say(this.t("ui.starting"));
        await engine.start((stage) => this.say(this.t(stage === "engine" ? "ui.loading_engine" : "ui.starting")));
      }
      const reply = await engine.send({ op: "tutorial", tutorial: this.data, lang: this.lang, ...request });
      if (!reply.ok) {
        this.say(reply.error && reply.error.text ? reply.error.text : this.t("ui.error"), "error");
        this.refusals += 1;
        return null;
      }
      return reply;
    } catch (err) {
      console.error("domino-tutorial:", err);
      this.say(this.t(err instanceof StartError ? err.msgid : "ui.error"), "error");
      this.failed = true;
      return null;
    }
  }

  /** Run one exchange with the engine; if the engine failed, offer to run it again (the answer entered stays). */
  async run(work) {
    if (this.busy) return;
    this.busy = true;
    this.failed = false;
    this.root.setAttribute("aria-busy", "true");
    try {
      await work();
    } finally {
      this.busy = false;
      this.root.setAttribute("aria-busy", "false");
    }
    if (this.failed) offerRetry(this.status, this.t("ui.retry"), () => this.run(work));
  }

  /** The position in words for screen readers (the figure itself is a picture). */
  speak(state) {
    const hands = (state.hands || []).map((hand, seat) => [seat + 1, hand, state.hand_sizes[seat]]);
    this.spoken.textContent = describePosition(state.line, hands, (id, p) => this.t(id, p));
  }

  showSolved() {
    const mark = this.root.querySelector(".domino-tutorial__solved");
    if (mark) mark.hidden = false;
    this.root.dataset.solved = "1";
  }

  // ------------------------------------------------------------ worked examples

  buildExample() {
    const transcript = this.root.querySelector(".domino-tutorial__transcript");
    if (transcript) transcript.hidden = true;
    this.step = 0;
    this.total = this.state.total_steps;
    const nav = el("div", "domino-tutorial__nav");
    this.toStart = button("domino-tutorial__to-start", this.t("ui.to_start"), () => this.go(0));
    this.back = button("domino-tutorial__back", this.t("ui.back"), () => this.go(this.step - 1));
    this.next = button("md-button--primary domino-tutorial__next", this.t("ui.next"), () => this.go(this.step + 1));
    this.counter = el("span", "domino-tutorial__counter");
    nav.append(this.toStart, this.back, this.next, this.counter);
    this.log = el("ol", "domino-tutorial__log");
    this.ui.append(nav, el("p", "domino-tutorial__keys", this.t("ui.steps_keys")), this.log);
    this.ui.hidden = false;
    this.root.addEventListener("keydown", (event) => {
      if (event.target.closest("input, textarea")) return;
      if (event.key === "ArrowRight") this.go(this.step + 1);
      else if (event.key === "ArrowLeft") this.go(this.step - 1);
      else return;
      event.preventDefault();
    });
    this.showStep();
  }

  showStep() {
    this.counter.textContent = this.t("ui.step", { step: this.step, total: this.total });
    this.toStart.disabled = this.back.disabled = this.step === 0;
    this.next.disabled = this.step >= this.total;
    this.root.dataset.step = String(this.step);
  }

  go(step) {
    if (step < 0 || step > this.total) return;
    return this.run(async () => {
      const reply = await this.ask({ action: "state", steps: step });
      if (!reply) return;
      this.step = reply.steps;
      drawPosition(this.figure, reply, (id, p) => this.t(id, p));
      this.speak(reply);
      const texts = [];
      if (reply.opening) texts.push(reply.opening.text);
      for (const item of reply.explained) texts.push(item.text);
      this.log.replaceChildren(...texts.map((text) => el("li", "", text)));
      this.say(texts.length > (reply.opening ? 1 : 0) ? texts[texts.length - 1] : (reply.opening ? reply.opening.text : ""));
      this.showStep();
      if (reply.over && this.step === this.total) {
        this.showSolved();
        markSolved(this.id);
      }
    });
  }

  // ------------------------------------------------------------ puzzles

  buildPuzzle() {
    const q = this.question;
    const box = el("div", "domino-tutorial__answer");
    this.inputs = {};
    if (q === "playable" || q === "play-to-win") {
      const hand = (this.state.hands || [])[this.seat] || [];
      const group = el("div", "domino-tutorial__choices");
      group.setAttribute("role", "group");
      group.setAttribute("aria-label", this.t("ui.player", { player: this.seat + 1 }));
      this.tiles = hand.map((tile) => {
        const b = tileButton(tile);
        if (q === "playable") {
          pressable(b);
        } else {
          b.addEventListener("click", () => this.pickTile(tile));
        }
        group.append(b);
        return b;
      });
      box.append(group);
      if (q === "play-to-win") {
        this.choose = el("div", "domino-tutorial__choose");
        this.choose.hidden = true;
        this.choose.addEventListener("keydown", (event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            this.closeChoice();
          }
        });
        box.append(this.choose);
        const other = el("div", "domino-tutorial__choices");
        other.append(
          button("domino-tutorial__draw", this.t("ui.draw"), () => this.answer({ move: { kind: "draw" } })),
          button("domino-tutorial__pass", this.t("ui.pass"), () => this.answer({ move: { kind: "pass" } })),
        );
        box.append(other);
      }
    } else if (q === "opener" || q === "winner" || q === "target") {
      const group = el("div", "domino-tutorial__choices");
      group.setAttribute("role", "radiogroup");
      group.setAttribute("aria-label", this.texts.question || "");
      const players = Number(this.root.dataset.players);
      this.seats = [];
      for (let seat = 0; seat < players; seat++) this.seats.push(this.radio(group, this.t("ui.player", { player: seat + 1 }), seat));
      if (q === "winner") this.seats.push(this.radio(group, this.t("ui.nobody"), null));
      if (q === "target") this.seats.push(this.radio(group, this.t("ui.nobody_yet"), null));
      box.append(group);
    }
    // a winner question in a game that scores no points asks only who wins
    this.asksPoints = q === "pips" || (q === "winner" && this.root.dataset.points !== "no");
    if (this.asksPoints) {
      const label = el("label", "domino-tutorial__number");
      label.append(el("span", "", this.t(q === "pips" ? "ui.pips" : "ui.points") + " "));
      const input = el("input", "domino-tutorial__input");
      input.type = "number";
      input.min = "0";
      input.max = "999";
      input.inputMode = "numeric";
      input.addEventListener("keydown", (event) => {
        if (event.key === "Enter") this.check();
      });
      label.append(input);
      this.number = input;
      box.append(label);
    }
    if (q === "action") {
      const group = el("div", "domino-tutorial__choices");
      group.setAttribute("role", "group");
      this.actions = ["play", "draw", "pass"].map((kind) => {
        const b = pressable(button(`domino-tutorial__action domino-tutorial__action--${kind}`, this.t({ play: "ui.action.play", draw: "ui.action.draw", pass: "ui.action.pass" }[kind])));
        b.dataset.action = kind;
        group.append(b);
        return b;
      });
      box.append(group);
    }
    const buttons = el("div", "domino-tutorial__buttons");
    if (q !== "play-to-win") buttons.append(button("md-button--primary domino-tutorial__check", this.t("ui.check"), () => this.check()));
    this.hintButton = button("domino-tutorial__hint-button", this.t("ui.hint"), () => this.showHint());
    this.solutionButton = button("domino-tutorial__solution-button", this.t("ui.show_solution"), () => this.showSolution());
    buttons.append(this.hintButton, this.solutionButton, button("domino-tutorial__again", this.t("ui.again"), () => this.reset()));
    this.hint = el("p", "domino-tutorial__hint", this.t(`tutorial.${this.id}.hint`));
    this.hint.hidden = true;
    this.bestHint = el("p", "domino-tutorial__hint domino-tutorial__best-hint");
    this.bestHint.hidden = true;
    this.solution = el("ul", "domino-tutorial__solution");
    this.solution.hidden = true;
    this.ui.append(box, buttons, this.hint, this.bestHint, this.solution);
    this.ui.hidden = false;
  }

  /**
   * One choice of a radio group. As in every radio group, Tab reaches the group once (the chosen
   * choice, or the first) and the arrow keys move to the previous or next choice and choose it.
   */
  radio(group, text, value) {
    const b = el("button", "md-button domino-tutorial__seat", text);
    b.type = "button";
    b.setAttribute("role", "radio");
    b.setAttribute("aria-checked", "false");
    b.tabIndex = group.querySelector("[role=radio]") ? -1 : 0;
    b.dataset.seat = value === null ? "none" : String(value);
    const choose = (/** @type {HTMLElement} */ chosen) => {
      for (const other of group.querySelectorAll("[role=radio]")) {
        other.setAttribute("aria-checked", other === chosen ? "true" : "false");
        /** @type {HTMLElement} */ (other).tabIndex = other === chosen ? 0 : -1;
      }
    };
    b.addEventListener("click", () => choose(b));
    b.addEventListener("keydown", (event) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      if (!step) return;
      event.preventDefault();
      const all = /** @type {HTMLElement[]} */ ([...group.querySelectorAll("[role=radio]")]);
      const next = all[(all.indexOf(b) + step + all.length) % all.length];
      choose(next);
      next.focus();
    });
    group.append(b);
    return b;
  }

  chosenSeat() {
    const b = (this.seats || []).find((x) => x.getAttribute("aria-checked") === "true");
    if (!b) return undefined;
    return b.dataset.seat === "none" ? null : Number(b.dataset.seat);
  }

  reply() {
    const q = this.question;
    const n = this.number ? this.number.value.trim() : "";
    const number = /^\d{1,4}$/.test(n) ? Number(n) : null;
    if (q === "playable") return { tiles: this.tiles.filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.dataset.tile) };
    if (q === "opener" || q === "target") return this.chosenSeat() === undefined ? null : { seat: this.chosenSeat() };
    if (q === "pips") return number === null ? null : { pips: number };
    if (q === "winner") {
      const seat = this.chosenSeat();
      if (seat === undefined) return null;
      if (seat !== null && number === null && this.asksPoints) return null;
      return { seat, points: number ?? 0 };
    }
    if (q === "action") return { actions: this.actions.filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.dataset.action) };
    return null;
  }

  check() {
    const reply = this.reply();
    if (reply === null) {
      this.say(this.missing(), "missing");
      return undefined;
    }
    return this.answer(reply);
  }

  /** What the answer still lacks (nothing is graded until it is complete). */
  missing() {
    if (this.seats && this.chosenSeat() === undefined) return this.t("ui.choose_answer");
    if (this.question === "winner") return this.t("ui.enter_points");
    return this.t("ui.enter_number");
  }

  answer(reply) {
    return this.run(async () => {
      this.say(this.t("ui.checking"));
      const result = await this.ask({ action: "grade", reply });
      if (!result) return;
      this.answers += 1;
      this.root.dataset.answers = String(this.answers);
      if (result.correct) {
        this.say(this.t("ui.right"), "right");
        this.showSolved();
        markSolved(this.id);
      } else {
        const parts = [this.t("ui.wrong"), this.t(`tutorial.${this.id}.wrong`), ...result.feedback.map((f) => f.text)];
        this.say(parts.join(" "), "wrong");
      }
    });
  }

  pickTile(tile) {
    const ends = this.state.ends;
    const [a, b] = halves(tile);
    if (!ends) return this.answer({ move: { kind: "play", tile, end: null } });
    const left = a === ends[0] || b === ends[0];
    const right = a === ends[1] || b === ends[1];
    if (left && right && ends[0] !== ends[1]) {
      this.choose.replaceChildren(
        el("span", "", this.t("ui.choose_end", { tile })),
        button("domino-tutorial__end-left", this.t("ui.left_end"), () => this.playAt(tile, "left")),
        button("domino-tutorial__end-right", this.t("ui.right_end"), () => this.playAt(tile, "right")),
        button("domino-tutorial__end-cancel", this.t("ui.cancel"), () => this.closeChoice()),
      );
      this.choice = tileKey(tile);
      this.choose.hidden = false;
      this.choose.querySelector("button").focus();
      return;
    }
    // one end fits (or none: the engine then says why the move is not allowed)
    return this.playAt(tile, left ? "left" : "right");
  }

  /** Close "which end?" and give the focus back to the tile it was asked for. */
  closeChoice() {
    if (!this.choose || this.choose.hidden) return;
    this.choose.hidden = true;
    const tile = this.choice;
    const back = this.tiles && this.tiles.find((b) => b.dataset.tile === tile);
    if (back) back.focus();
  }

  playAt(tile, end) {
    if (this.choose) this.choose.hidden = true;
    return this.answer({ move: { kind: "play", tile, end } });
  }

  /** The written hint; for "play to win", pressed again, the engine names a best move. */
  showHint() {
    if (this.hint.hidden || this.question !== "play-to-win") {
      this.hint.hidden = false;
      this.say(this.hint.textContent, "hint");
      return undefined;
    }
    return this.run(async () => {
      const reply = await this.ask({ action: "hint" });
      if (!reply) return;
      const text = reply.hint.map((item) => item.text).join(" ");
      this.bestHint.textContent = text;
      this.bestHint.hidden = false;
      this.say(text, "hint");
    });
  }

  showSolution() {
    return this.run(async () => {
      const result = await this.ask({ action: "solution" });
      if (!result) return;
      this.solution.replaceChildren(...result.solution.map((item) => el("li", "", item.text)));
      this.solution.hidden = false;
      this.say(result.solution.map((item) => item.text).join(" "), "solution");
    });
  }

  reset() {
    for (const b of this.ui.querySelectorAll("[aria-pressed]")) b.setAttribute("aria-pressed", "false");
    for (const b of this.ui.querySelectorAll("[role=radio]")) b.setAttribute("aria-checked", "false");
    if (this.number) this.number.value = "";
    if (this.choose) this.choose.hidden = true;
    this.hint.hidden = true;
    this.bestHint.hidden = true;
    this.solution.hidden = true;
    this.say("", "");
  }
}

// ---------------------------------------------------------------- the practice list

function initPractice(root) {
  const strings = JSON.parse(root.querySelector(".domino-practice__strings").textContent);
  const progressLine = root.querySelector(".domino-practice__progress");
  const reset = root.querySelector(".domino-practice__reset");
  const total = Number(root.dataset.total);
  const show = () => {
    const progress = readProgress();
    let solved = 0;
    for (const item of root.querySelectorAll(".domino-practice__item")) {
      const done = progress[item.dataset.id] === "solved";
      if (done && item.dataset.kind === "puzzle") solved += 1;
      const mark = item.querySelector(".domino-practice__mark");
      mark.textContent = done ? `✓ ${mark.dataset.solved}` : "";
      item.classList.toggle("is-solved", done);
    }
    progressLine.textContent = format(strings["ui.progress"], { solved, total }, document.documentElement.lang || "en");
    reset.hidden = Object.keys(progress).length === 0; // nothing to forget
  };
  reset.addEventListener("click", () => {
    if (!window.confirm(strings["ui.reset_confirm"])) return;
    clearProgress();
    show();
    progressLine.textContent += ` ${strings["ui.progress_reset"]}`;
    progressLine.tabIndex = -1; // the button is gone: the focus goes to the news
    progressLine.focus();
  });
  show();
}

mountAll(".domino-tutorial", (root) => new Tutorial(root));
mountAll(".domino-practice", initPractice);

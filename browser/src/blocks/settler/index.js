// Not yet converted to TypeScript (bundled as it is; not type-checked).
// The dispute settler: describe what happened at the table, see every rule system's answer.
//
// hooks/dominosite/settler_html.py writes the block: the labels in the page's language,
// the presets with the values of each rule field, and the common disputes as links. This
// script builds the editor: the question, the players, where the tiles are (click a place,
// then click tiles), who moved last, the boneyard, a custom rule set. Every change asks
// the engine (engine.js; Python in the shared worker) for the verdicts of all systems and
// writes the situation into the page's address, so the link can be shared; opening such a
// link restores it. A game record can be pasted or loaded and stepped through.
//
// The address and a pasted record are data: the engine reads them (dominorules.situation,
// dominorules.record); nothing from them is run or inserted as HTML (textContent only).
// When the engine refuses something, its message (in the page's language) is shown and
// nothing the reader entered is thrown away.

import { StartError, engineFor } from "../../engine/client";
import { button, el, offerRetry, spokenRegion } from "../../ui/dom";
import { describePosition, drawLoosePosition as drawPosition } from "../../ui/position";
import { textsOf } from "../../ui/text";
import { halves, tileKey, tileSVG } from "../../ui/tiles";
import { mountAll } from "../mount";

const MAX_PIP = 6;
const ALL_TILES = [];
for (let a = MAX_PIP; a >= 0; a--) for (let b = a; b >= 0; b--) ALL_TILES.push(`${a}-${b}`);
const FIELDS = ["hand_size", "undealt", "reserve", "first_opener", "no_double", "opener_plays_double",
  "later_opener", "direction", "draw", "when_able", "blocked_when", "blocked_winner", "last_mover", "tie",
  "going_out", "out_points", "blocked_points", "teams", "target_points", "target_hands", "target_tie",
  "min_players", "max_players"];
const SIZE_TABLES = ["hand_size", "target_points"];
const BOOLEANS = ["opener_plays_double", "teams"];

function labelled(text, control) {
  const label = el("label", "domino-settler__field");
  label.append(el("span", "domino-settler__label", text), control);
  return label;
}

function select(options, value, onChange) {
  const s = el("select", "domino-settler__select");
  for (const [v, text] of options) {
    const o = el("option", "", text);
    o.value = v;
    s.append(o);
  }
  s.value = String(value);
  s.addEventListener("change", () => onChange(s.value));
  return s;
}

function numberInput(value, min, max, onChange) {
  const input = el("input", "domino-settler__number");
  input.type = "number";
  input.min = String(min);
  input.max = String(max);
  input.inputMode = "numeric";
  input.value = String(value);
  input.addEventListener("change", () => {
    const n = Number(input.value);
    if (Number.isInteger(n) && n >= min && n <= max) onChange(n);
    else input.value = String(value);
  });
  return input;
}

class Settler {
  constructor(root) {
    this.root = root;
    this.lang = root.dataset.lang || "en";
    this.texts = JSON.parse(root.querySelector(".domino-settler__strings").textContent);
    const rules = JSON.parse(root.querySelector(".domino-settler__rules").textContent);
    this.presets = rules.presets;
    this.choices = rules.choices;
    this.langRoot = new URL(root.dataset.root + (this.lang === "en" ? "" : `${this.lang}/`), document.baseURI);
    this.state = { kind: "end", players: 2, teams: false, hands: [[], []], line: [], last: null, boneyard: 0, drawn: 0, custom: null };
    this.target = "hand:0";
    this.asked = 0; // answers shown so far (the tests watch this)
    this.timer = null;
    this.editor = root.querySelector(".domino-settler__editor");
    this.build();
    this.render();
    const query = location.search.replace(/^\?/, "");
    if (/(^|&)k=/.test(query)) this.restore(query);
  }

  t(id, params) {
    return textsOf(this.texts, "domino-settler", this.lang)(id, params);
  }

  // ------------------------------------------------------------ building the editor

  build() {
    const ed = this.editor;
    ed.replaceChildren();
    const n = (this.nodes = {});
    n.question = el("fieldset", "domino-settler__question");
    n.question.append(el("legend", "", this.t("ui.settle.kind")));
    const kindText = { end: "ui.settle.kind_end", turn: "ui.settle.kind_turn", deal: "ui.settle.kind_deal" };
    for (const kind of ["end", "turn", "deal"]) {
      const label = el("label", "domino-settler__radio");
      const input = el("input");
      input.type = "radio";
      input.name = "domino-settler-kind";
      input.value = kind;
      input.addEventListener("change", () => this.setKind(kind));
      label.append(input, el("span", "", ` ${this.t(kindText[kind])}`));
      n.question.append(label);
    }
    n.setup = el("div", "domino-settler__setup");
    n.places = el("div", "domino-settler__places");
    n.paletteLabel = el("p", "domino-settler__put", "");
    n.palette = el("div", "domino-settler__palette");
    n.palette.setAttribute("role", "group");
    n.palette.setAttribute("aria-label", this.t("ui.settle.palette"));
    n.tiles = new Map();
    for (const tile of ALL_TILES) {
      const b = el("button", "domino-settler__tile");
      b.type = "button";
      b.dataset.tile = tile;
      b.append(tileSVG(tile, true));
      b.addEventListener("click", () => this.toggleTile(tile));
      n.tiles.set(tile, b);
      n.palette.append(b);
    }
    n.custom = el("details", "domino-settler__custom");
    n.custom.append(el("summary", "", this.t("ui.settle.custom")), el("p", "", this.t("ui.settle.custom_help")));
    n.customBody = el("div", "domino-settler__custom-body");
    n.custom.append(n.customBody);
    n.error = el("p", "domino-settler__error");
    n.error.setAttribute("role", "alert");
    n.status = el("p", "domino-settler__status");
    n.status.setAttribute("role", "status");
    n.status.setAttribute("aria-live", "polite");
    n.verdictsHeading = el("h2", "", this.t("ui.settle.verdicts"));
    n.verdictsHeading.id = "verdicts";
    n.verdicts = el("div", "domino-settler__verdicts");
    n.share = el("div", "domino-settler__share");
    n.link = el("input", "domino-settler__link");
    n.link.type = "text";
    n.link.readOnly = true;
    n.link.setAttribute("aria-label", this.t("ui.settle.share"));
    n.share.append(labelled(this.t("ui.settle.share"), n.link),
      button("domino-settler__copy", this.t("ui.settle.copy"), () => this.copyLink()),
      button("domino-settler__export", this.t("ui.settle.export"), () => this.exportJSON()));
    ed.append(n.question, n.setup, n.places, n.paletteLabel, n.palette, n.custom, n.error, n.status,
      n.verdictsHeading, n.verdicts, n.share, this.buildRecord());
    ed.hidden = false;
    this.buildCustom();
  }

  buildCustom() {
    const body = this.nodes.customBody;
    body.replaceChildren();
    const c = this.state.custom;
    const options = [["", this.t("ui.settle.custom_none")], ...Object.keys(this.presets).map((p) => [p, this.t(`preset.${p}.name`)])];
    body.append(labelled(this.t("ui.settle.custom_from"), select(options, c ? c.preset : "", (v) => {
      this.state.custom = v ? { preset: v } : null;
      this.buildCustom();
      this.changed();
    })));
    if (!c) return;
    const base = this.presets[c.preset];
    const value = (f) => (f in c ? c[f] : base[f]);
    const set = (f, v) => {
      if (JSON.stringify(v) === JSON.stringify(base[f])) delete c[f];
      else c[f] = v;
      this.changed();
    };
    for (const f of FIELDS) {
      let control;
      if (f in this.choices) {
        control = select(this.choices[f].map((v) => [v, this.t(`ui.value.${f}.${v}`)]), value(f), (v) => set(f, v));
      } else if (BOOLEANS.includes(f)) {
        control = select([["yes", this.t("ui.value.bool.yes")], ["no", this.t("ui.value.bool.no")]], value(f) ? "yes" : "no", (v) => set(f, v === "yes"));
      } else if (SIZE_TABLES.includes(f)) {
        control = el("span", "domino-settler__table");
        const table = { ...value(f) };
        for (const players of ["2", "3", "4"]) {
          const input = numberInput(table[players] ?? 0, 0, f === "hand_size" ? 14 : 999, (v) => {
            const next = { ...value(f), [players]: v };
            set(f, next);
          });
          input.setAttribute("aria-label", `${this.t(`ui.field.${f}`)}: ${players}`);
          control.append(el("span", "", ` ${players}: `), input);
        }
      } else {
        control = numberInput(value(f), 0, f === "target_hands" ? 99 : 28, (v) => set(f, v));
      }
      body.append(labelled(this.t(`ui.field.${f}`), control));
    }
  }

  // ------------------------------------------------------------ the situation

  places() {
    const s = this.state;
    const out = s.hands.map((_, i) => [`hand:${i}`, s.kind === "turn" ? this.t("ui.settle.place_my_hand") : this.t("ui.settle.place_hand", { player: i + 1 })]);
    if (s.kind !== "deal") out.push(["line", this.t("ui.settle.place_line")]);
    return out;
  }

  tilesAt(place) {
    return place === "line" ? this.state.line : this.state.hands[Number(place.split(":")[1])];
  }

  whereIs(tile) {
    for (const [place] of this.places()) {
      if (this.tilesAt(place).some((t) => tileKey(t) === tile)) return place;
    }
    return null;
  }

  setKind(kind) {
    const s = this.state;
    if (s.kind === kind) return;
    s.kind = kind;
    s.hands = kind === "turn" ? [s.hands[0] || []] : Array.from({ length: s.players }, (_, i) => s.hands[i] || []);
    if (kind === "deal") s.line = [];
    if (kind !== "end") s.last = null;
    this.target = "hand:0";
    this.changed();
  }

  setPlayers(players) {
    const s = this.state;
    s.players = players;
    if (s.kind !== "turn") s.hands = Array.from({ length: players }, (_, i) => s.hands[i] || []);
    if (players !== 4) s.teams = false;
    if (s.last !== null && s.last >= players) s.last = null;
    if (!this.places().some(([p]) => p === this.target)) this.target = "hand:0";
    this.changed();
  }

  toggleTile(tile) {
    const from = this.whereIs(tile);
    if (from) {
      const list = this.tilesAt(from);
      list.splice(list.findIndex((t) => tileKey(t) === tile), 1);
    }
    if (from !== this.target) {
      if (this.target === "line") this.addToLine(tile);
      else this.tilesAt(this.target).push(tile);
    }
    this.changed();
  }

  addToLine(tile) {
    const line = this.state.line;
    const [a, b] = halves(tile);
    if (line.length === 0) {
      line.push(`${a}-${b}`);
      return;
    }
    const right = halves(line[line.length - 1])[1];
    const left = halves(line[0])[0];
    if (a === right || b === right) line.push(a === right ? `${a}-${b}` : `${b}-${a}`);
    else if (a === left || b === left) line.unshift(b === left ? `${a}-${b}` : `${b}-${a}`);
    else line.push(`${a}-${b}`); // does not fit: the engine will say so
  }

  situation() {
    const s = this.state;
    const out = { kind: s.kind, players: s.players, hands: s.hands.map((h) => [...h]), line: [...s.line], teams: s.teams };
    if (s.kind === "end" && s.last !== null) out.last = s.last;
    if (s.kind === "turn") {
      out.boneyard = s.boneyard;
      out.drawn = s.drawn;
    }
    if (s.custom) out.custom = { ...s.custom };
    return out;
  }

  // ------------------------------------------------------------ drawing the editor

  render() {
    const s = this.state;
    const n = this.nodes;
    for (const input of n.question.querySelectorAll("input")) input.checked = input.value === s.kind;
    n.setup.replaceChildren();
    n.setup.append(labelled(this.t("ui.settle.players"), select([[2, "2"], [3, "3"], [4, "4"], [5, "5"]], s.players, (v) => this.setPlayers(Number(v)))));
    if (s.kind !== "turn") {
      const teams = el("input");
      teams.type = "checkbox";
      teams.checked = s.teams;
      teams.disabled = s.players !== 4;
      teams.addEventListener("change", () => {
        s.teams = teams.checked;
        this.changed();
      });
      const label = el("label", "domino-settler__check");
      label.append(teams, el("span", "", ` ${this.t("ui.settle.teams")}`));
      n.setup.append(label);
    }
    if (s.kind === "end") {
      const options = [["", this.t("ui.settle.unknown")], ...Array.from({ length: s.players }, (_, i) => [String(i), this.t("ui.player", { player: i + 1 })])];
      n.setup.append(labelled(this.t("ui.settle.last"), select(options, s.last === null ? "" : s.last, (v) => {
        s.last = v === "" ? null : Number(v);
        this.changed();
      })));
    }
    if (s.kind === "turn") {
      n.setup.append(labelled(this.t("ui.settle.boneyard"), numberInput(s.boneyard, 0, 28, (v) => {
        s.boneyard = v;
        this.changed();
      })));
      n.setup.append(labelled(this.t("ui.settle.drawn"), numberInput(s.drawn, 0, 28, (v) => {
        s.drawn = v;
        this.changed();
      })));
    }
    n.places.replaceChildren();
    for (const [place, name] of this.places()) {
      const box = el("div", "domino-settler__place");
      box.dataset.place = place;
      const choose = button("domino-settler__target", name, () => {
        this.target = place;
        this.render();
      });
      choose.setAttribute("aria-pressed", place === this.target ? "true" : "false");
      const tiles = el("span", "domino-settler__place-tiles");
      const list = this.tilesAt(place);
      if (list.length === 0) tiles.append(el("span", "domino-settler__empty", this.t("ui.settle.empty")));
      for (const tile of list) {
        const [a, b] = halves(tile);
        const t = el("button", "domino-settler__placed");
        t.type = "button";
        t.dataset.tile = tile;
        t.setAttribute("aria-label", tile);
        t.append(tileSVG(tile, place !== "line" || a === b));
        t.addEventListener("click", () => this.toggleTile(tileKey(tile)));
        tiles.append(t);
      }
      const clear = button("domino-settler__clear", this.t("ui.settle.clear"), () => {
        list.splice(0, list.length);
        this.changed();
      });
      box.append(choose, tiles, clear);
      n.places.append(box);
    }
    const targetName = (this.places().find(([p]) => p === this.target) || [null, ""])[1];
    n.paletteLabel.textContent = this.t("ui.settle.put_tiles", { place: targetName });
    for (const [tile, b] of n.tiles) {
      const where = this.whereIs(tile);
      b.classList.toggle("is-used", where !== null);
      b.setAttribute("aria-pressed", where === this.target ? "true" : "false");
      const whereName = where ? (this.places().find(([p]) => p === where) || [null, ""])[1] : "";
      b.setAttribute("aria-label", where ? `${tile} (${whereName})` : tile);
    }
  }

  changed() {
    this.render();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.ask({ situation: this.situation() }), 150);
  }

  // ------------------------------------------------------------ asking the engine

  async call(request) {
    const engine = engineFor(this.root);
    if (!engine.started) {
      this.nodes.status.textContent = this.t("ui.starting");
      await engine.start((stage) => {
        this.nodes.status.textContent = this.t(stage === "engine" ? "ui.loading_engine" : "ui.starting");
      });
    }
    return engine.send({ lang: this.lang, ...request });
  }

  /** The engine failed or is too slow: say so, keep everything entered, offer to ask again. */
  failed(err, again) {
    console.error("domino-settler:", err);
    this.nodes.status.textContent = "";
    this.nodes.error.textContent = this.t(err instanceof StartError ? err.msgid : "ui.error");
    this.root.dataset.state = "failed";
    if (again) offerRetry(this.nodes.error, this.t("ui.retry"), again);
  }

  async restore(query) {
    await this.ask({ query }, true);
  }

  async ask(request, restoring = false) {
    const n = this.nodes;
    const ticket = (this.ticket = (this.ticket || 0) + 1);
    try {
      const reply = await this.call({ op: "situation", ...request });
      if (ticket !== this.ticket) return; // a newer question is on its way
      n.status.textContent = "";
      this.asked += 1;
      this.root.dataset.asked = String(this.asked);
      if (!reply.ok) {
        n.error.textContent = reply.error.text;
        this.root.dataset.state = "refused";
        if (restoring) n.link.value = location.href; // the broken link stays readable
        return;
      }
      n.error.textContent = "";
      this.root.dataset.state = "answered";
      if (restoring) this.adopt(reply.situation);
      this.showVerdicts(reply.verdicts, reply.situation.kind);
      history.replaceState(null, "", `?${reply.query}${location.hash}`);
      n.link.value = location.href;
      this.exported = reply.situation;
    } catch (err) {
      this.failed(err, () => this.ask(request, restoring));
    }
  }

  adopt(situation) {
    const s = this.state;
    s.kind = situation.kind;
    s.players = situation.players;
    s.teams = situation.teams;
    s.hands = situation.hands;
    s.line = situation.line;
    s.last = "last" in situation ? situation.last : null;
    s.boneyard = situation.boneyard || 0;
    s.drawn = situation.drawn || 0;
    s.custom = situation.custom ? (typeof situation.custom === "string" ? { preset: situation.custom } : situation.custom) : null;
    this.target = "hand:0";
    this.buildCustom();
    this.render();
  }

  showVerdicts(verdicts, kind) {
    const box = this.nodes.verdicts;
    const table = el("table", "domino-settler__table");
    const head = el("tr");
    for (const id of ["ui.system", "ui.outcome", "ui.why"]) {
      const th = el("th", "", this.t(id));
      th.scope = "col";
      head.append(th);
    }
    table.append(el("thead"), el("tbody"));
    table.tHead.append(head);
    for (const v of verdicts) {
      const row = el("tr");
      row.dataset.rules = v.rules;
      const name = el("th", "");
      name.scope = "row";
      const link = el("a", "", v.name);
      link.href = new URL(`rules/${v.base}/`, this.langRoot).href;
      name.append(link);
      const answer = el("td", "domino-settler__answer", this.summary(v, kind));
      const why = el("td", "");
      const list = el("ul", "domino-settler__reasons");
      for (const r of v.reasons) {
        if (r.id.startsWith("pips.")) continue;
        const li = el("li", "", `${r.text} `);
        const a = el("a", "domino-settler__rule-link", `(${this.t("ui.settle.rules_link")})`);
        a.href = new URL(`rules/${v.base}/#${r.anchor}`, this.langRoot).href;
        li.append(a);
        list.append(li);
      }
      why.append(list);
      row.append(name, answer, why);
      if (!v.ok) row.classList.add(v.missing ? "is-undecided" : "is-impossible");
      table.tBodies[0].append(row);
    }
    box.replaceChildren(table);
  }

  summary(v, kind) {
    // not a contradiction but a fact the reader has not given yet (the reason says which)
    if (!v.ok && v.missing === "last") return this.t("ui.settle.depends_last");
    if (!v.ok) return this.t("ui.settle.not_possible");
    if (kind === "end") {
      if (!v.winners.length) return this.t("ui.settle.nobody");
      return this.winnersWords(v);
    }
    if (kind === "turn") return this.t("ui.settle.may", { moves: v.moves.map((m) => this.moveWords(m)).join(", ") });
    if (v.opener === null) return this.t("ui.settle.by_lot");
    return v.tile ? this.t("ui.settle.opens_with", { player: v.opener + 1, tile: v.tile }) : this.t("ui.settle.opens", { player: v.opener + 1 });
  }

  /** Winners and points in words ("Winner: Player 2 (13 points)", or nobody). */
  verdictWords(v) {
    if (!v.winners.length) return this.t("ui.settle.nobody").replace(/[.!]$/, "");
    return this.winnersWords(v);
  }

  /** "Winner: Player 2 (13 points)", "Winners: Players 1, 3": the points apart from the player numbers. */
  winnersWords(v) {
    const who = this.t("ui.settle.wins", { players: v.winners.map((s) => s + 1).join(", "), count: v.winners.length });
    return v.points ? `${who} (${this.t("ui.settle.points", { points: v.points })})` : who;
  }

  /** A move as the engine writes it ("6-3 right", "draw") in the page's language. */
  moveWords(move) {
    if (move === "draw") return this.t("ui.draw");
    if (move === "pass") return this.t("ui.pass");
    const [tile, end] = move.split(" ");
    return end ? `${tile} (${this.t(end === "left" ? "ui.left_end" : "ui.right_end")})` : tile;
  }

  async copyLink() {
    try {
      await navigator.clipboard.writeText(location.href);
      this.nodes.status.textContent = this.t("ui.settle.copied");
    } catch {
      this.nodes.link.select(); // no clipboard: the link is selected for copying by hand
    }
  }

  exportJSON() {
    const s = this.exported || this.situation();
    let data = { format: "dominorules/1", ...s };
    if (s.kind === "end") {
      data = { format: "dominorules/1", rules: s.custom || "block", position: "end", end: s.hands.some((h) => !h.length) ? "out" : "blocked", hands: s.hands };
      if ("last" in s) data.last = s.last;
      if (s.line && s.line.length) data.line = s.line;
    } else if (s.kind === "deal") {
      data = { format: "dominorules/1", rules: s.custom || "block", hands: s.hands, moves: [] };
    }
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
    const a = el("a");
    a.href = URL.createObjectURL(blob);
    a.download = "domino-situation.json";
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  // ------------------------------------------------------------ a game record

  buildRecord() {
    const box = el("section", "domino-settler__record");
    const n = this.nodes;
    const heading = el("h2", "", this.t("ui.settle.record"));
    heading.id = "record";
    n.recordText = el("textarea", "domino-settler__record-text");
    n.recordText.rows = 6;
    n.recordText.spellcheck = false;
    n.recordText.setAttribute("aria-label", this.t("ui.settle.record"));
    const file = el("input", "domino-settler__record-file");
    file.type = "file";
    file.accept = "application/json,.json";
    file.setAttribute("aria-label", this.t("ui.settle.record_file"));
    file.addEventListener("change", async () => {
      const chosen = file.files && file.files[0];
      if (!chosen) return;
      n.recordText.value = await chosen.slice(0, 1_000_000).text();
      this.replay();
    });
    n.recordError = el("p", "domino-settler__error");
    n.recordError.setAttribute("role", "alert");
    n.recordRows = el("div", "domino-settler__record-rows");
    n.stepper = el("div", "domino-settler__stepper");
    n.stepper.hidden = true;
    box.append(heading, el("p", "", this.t("ui.settle.record_help")), n.recordText,
      el("div", "domino-settler__buttons"), n.recordError, n.recordRows, n.stepper);
    box.children[3].append(labelled(this.t("ui.settle.record_file"), file), button("md-button--primary domino-settler__replay", this.t("ui.settle.record_read"), () => this.replay()));
    return box;
  }

  async replay() {
    const n = this.nodes;
    const text = n.recordText.value;
    try {
      const reply = await this.call({ op: "compare", record: text });
      this.root.dataset.replayed = String((Number(this.root.dataset.replayed) || 0) + 1);
      if (!reply.ok) {
        n.recordError.textContent = reply.error.text;
        n.recordRows.replaceChildren();
        n.stepper.hidden = true;
        return;
      }
      n.recordError.textContent = "";
      this.record = reply.record;
      this.recordMoves = reply.moves;
      const list = el("ul", "domino-settler__record-list");
      for (const row of reply.rows) {
        let what;
        if (row.stops === 0) what = this.t("ui.settle.deal_differs");
        else if (row.stops !== null) what = this.t("ui.settle.stops", { number: row.stops });
        else what = this.t("ui.settle.follows", { moves: reply.moves });
        const reasons = row.reasons.filter((r) => !r.id.startsWith("pips.")).map((r) => r.text).join(" ");
        const li = el("li", "", `${row.name}: ${what} ${reasons}`);
        li.dataset.rules = row.rules;
        li.dataset.stops = row.stops === null ? "" : String(row.stops);
        list.append(li);
      }
      const summary = reply.first_difference === null ? this.t("ui.settle.all_agree") : this.t("ui.settle.first_difference", { number: reply.first_difference });
      n.recordRows.replaceChildren(el("p", "domino-settler__first-difference", summary), list);
      this.buildStepper(reply.rows);
      this.step(0);
    } catch (err) {
      this.failed(err, () => this.replay());
    }
  }

  /** Back and forth through the record, under its own rules or any system that takes the deal. */
  buildStepper(rows) {
    const n = this.nodes;
    n.stepper.replaceChildren();
    this.stepRules = null;
    this.stepTotal = undefined;
    const systems = [["", this.t("ui.settle.as_recorded")], ...rows.filter((r) => r.stops !== 0 && r.rules !== "custom").map((r) => [r.rules, r.name])];
    const chooser = labelled(this.t("ui.system"), select(systems, "", (v) => {
      this.stepRules = v || null;
      this.stepTotal = undefined;
      this.step(0);
    }));
    chooser.classList.add("domino-settler__step-rules");
    n.stepper.append(chooser);
    const nav = el("div", "domino-settler__buttons");
    n.stepCounter = el("span", "domino-settler__counter");
    n.toStart = button("domino-settler__to-start", this.t("ui.to_start"), () => this.step(0));
    n.back = button("domino-settler__back", this.t("ui.back"), () => this.step(this.at - 1));
    n.next = button("domino-settler__next", this.t("ui.next"), () => this.step(this.at + 1));
    nav.append(n.toStart, n.back, n.next,
      button("domino-settler__best", this.t("ui.settle.best"), () => this.step(this.at, true)),
      n.stepCounter);
    n.board = el("div", "domino-settler__board");
    n.events = el("ol", "domino-settler__events");
    n.spoken = spokenRegion();
    n.best = el("div", "domino-settler__best-result");
    n.best.setAttribute("role", "status");
    n.stepper.append(nav, n.spoken, n.board, n.best, n.events);
    n.stepper.hidden = false;
  }

  async step(steps, best = false) {
    if (steps < 0 || (this.stepTotal !== undefined && steps > this.stepTotal)) return;
    const n = this.nodes;
    try {
      const request = { op: "replay", record: this.record, steps, best };
      if (this.stepRules) request.rules = this.stepRules;
      const reply = await this.call(request);
      if (!reply.ok) {
        n.recordError.textContent = reply.error.text;
        return;
      }
      this.at = reply.steps;
      this.stepTotal = reply.total;
      this.root.dataset.step = String(reply.steps);
      // nothing before the deal, nothing after the last move these rules allow
      n.toStart.disabled = n.back.disabled = reply.steps <= 0;
      n.next.disabled = reply.steps >= reply.total;
      n.stepCounter.textContent = this.t("ui.settle.move_n", { number: reply.steps, total: reply.total });
      drawPosition(n.board, { ...reply, hand_sizes: reply.hands.map((h) => h.length) }, (id, p) => this.t(id, p));
      n.spoken.textContent = describePosition(reply.line, reply.hands.map((h, i) => [i + 1, h, h.length]), (id, p) => this.t(id, p));
      n.events.replaceChildren(el("li", "", reply.opening.text), ...reply.events.map((e) => el("li", "", e.text)));
      n.best.replaceChildren();
      if (reply.best) {
        const b = reply.best;
        n.best.append(el("p", "", this.t("ui.settle.best_result", { steps: b.steps, line: b.line.map((m) => this.moveWords(m)).join(", ") || "–" })));
        n.best.append(el("p", "", b.reasons.filter((r) => !r.id.startsWith("pips.")).map((r) => r.text).join(" ")));
        if (b.recorded && b.verdict) {
          const same = JSON.stringify(b.recorded) === JSON.stringify(b.verdict);
          n.best.append(el("p", "domino-settler__changed", same
            ? this.t("ui.settle.same_result")
            : this.t("ui.settle.changed_result", { best: this.verdictWords(b.verdict), played: this.verdictWords(b.recorded) })));
        }
      }
    } catch (err) {
      this.failed(err, () => this.step(steps, best));
    }
  }
}

mountAll(".domino-settler", (root) => new Settler(root));

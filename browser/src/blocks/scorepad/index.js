// Not yet converted to TypeScript (bundled as it is; not type-checked).
// The score pad: keep the score of a match at the table, by the rules of the chosen system.
//
// hooks/dominosite/scorepad_html.py writes the block: the labels in the page's language and
// the presets. This script builds the set-up, the form for a hand (how it ended; each
// player's pips typed, or counted by tapping the tiles they still hold), the totals and the
// hands played. Every figure comes from the engine (engine.js; dominorules.scorepad through
// the bridge's score_match): after each change the whole match is scored again, and a change
// the engine refuses is not kept; its message is shown and what was typed stays.
//
// The matches are kept in localStorage (several, with an undo stack); nothing is sent
// anywhere. A match can be downloaded as CSV or JSON, printed, and shared as a link that
// carries the match in the address's fragment. Texts from the reader or the engine are
// inserted with textContent only.

import { StartError, engineFor } from "../../engine/client";
import { button, el, offerRetry } from "../../ui/dom";
import { textsOf } from "../../ui/text";
import { tileSVG } from "../../ui/tiles";
import { mountAll } from "../mount";

const STORE_KEY = "domino-scorepad/1";
const UNDO_LIMIT = 50;
const MAX_PIP = 6;
/** @type {string[]} */
const ALL_TILES = [];
for (let a = MAX_PIP; a >= 0; a--) for (let b = a; b >= 0; b--) ALL_TILES.push(`${a}-${b}`);
/** Systems whose source lets the table choose the target (001: 100 or 50; 003 way 3: "adjustable"). */
const ADJUSTABLE_TARGET = ["draw", "draw-100"];

/**
 * @typedef {{end: string, out?: number, last?: number, pips: Array<number|string|string[]>}} HandEntry
 * @typedef {{id: string, created: string, rules: (string|Object<string, any>), players: number,
 *   names: string[], opener: number, hands: HandEntry[]}} MatchData
 * @typedef {{current: (string|null), matches: Object<string, MatchData>, undo: string[]}} Store
 * @typedef {{id: string, params: Object<string, any>, text: string}} Said
 * @typedef {{hand: number, opener: number, end: string, winners: number[], points: Object<string, number>,
 *   pips: Object<string, number>, reasons: Said[], totals: number[], settle: (string|null)}} HandRow
 * @typedef {{ok: boolean, error?: Said, hands: HandRow[], totals: number[], needed: (number[]|null),
 *   target: number, over: boolean, winners: number[], verdict: (Said|null), next_opener: (number|null),
 *   next_opening: (Said|null)}} MatchReply
 * @typedef {{end: string, last: string, typed: string[], tiles: Array<string[]|null>}} Draft
 */

/**
 * @param {string} tag
 * @param {string} [className]
 * @param {string} [text]
 * @returns {any}
 */
function make(tag, className, text) {
  return el(tag, className, text);
}

let fieldCount = 0;

/** A control with its label (named by it alone, whatever the control shows). @param {string} text @param {HTMLElement} control */
function labelled(text, control) {
  const box = make("div", "domino-scorepad__field");
  fieldCount += 1;
  control.id = `domino-scorepad-field-${fieldCount}`;
  const label = make("label", "domino-scorepad__label", text);
  label.htmlFor = control.id;
  box.append(label, control);
  return box;
}

/**
 * A menu. @param {Array<[string, string]>} options @param {string} value
 * @returns {HTMLSelectElement}
 */
function menu(options, value) {
  const s = make("select", "domino-scorepad__select");
  for (const [v, text] of options) {
    const o = make("option", "", text);
    o.value = v;
    s.append(o);
  }
  s.value = value;
  return s;
}

/** A value for a CSV cell: quoted where needed, and never read as a formula. @param {string|number} value */
function csvCell(value) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+$/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 text as base64url, and back. @param {string} text */
function toBase64url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** @param {string} text */
function fromBase64url(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Offer `text` as a file to download. @param {string} text @param {string} type @param {string} name */
function download(text, type, name) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = make("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

class ScorePad {
  /** @param {HTMLElement} root */
  constructor(root) {
    this.root = root;
    this.lang = root.dataset.lang || "en";
    this.texts = JSON.parse(/** @type {HTMLElement} */ (root.querySelector(".domino-scorepad__strings")).textContent || "{}");
    /** @type {Array<Object<string, any>>} in the order of the rules pages */
    const presets = JSON.parse(/** @type {HTMLElement} */ (root.querySelector(".domino-scorepad__rules")).textContent || "{}").presets;
    /** @type {Object<string, any>} */
    this.presets = Object.fromEntries(presets.map((/** @type {Object<string, any>} */ p) => [p.id, p]));
    const base = new URL(root.dataset.root || "./", document.baseURI);
    this.settleURL = new URL(`${this.lang === "en" ? "" : `${this.lang}/`}settle/`, base);
    this.app = /** @type {HTMLElement} */ (root.querySelector(".domino-scorepad__app"));
    this.store = this.load();
    /** @type {MatchReply|null} */
    this.reply = null;
    /** @type {number|null} the hand being changed (from 0), or null for a new hand */
    this.editing = null;
    /** @type {Draft|null} */
    this.draft = null;
    this.settingUp = false;
    this.asked = 0;
    /** @type {Object<string, any>} the parts of the pad, made by build() */
    this.nodes = {};
    this.build();
    this.app.hidden = false;
    const fragment = ScorePad.linked();
    if (fragment) this.openLink(fragment);
    else this.show();
    // a match link opened in this tab while the page is open
    window.addEventListener("hashchange", () => {
      const linked = ScorePad.linked();
      if (linked) this.openLink(linked);
    });
  }

  /** The match carried by the address's fragment (#match=...), if any. @returns {string|null} */
  static linked() {
    const found = /(?:^#|&)match=([A-Za-z0-9_-]+)/.exec(location.hash);
    return found ? found[1] : null;
  }

  /** @param {string} id @param {Object<string, any>} [params] @returns {string} */
  t(id, params) {
    return textsOf(this.texts, "domino-scorepad", this.lang)(id, params);
  }

  // ------------------------------------------------------------ keeping matches

  /** @returns {Store} */
  load() {
    try {
      const data = JSON.parse(localStorage.getItem(STORE_KEY) || "null");
      if (data && typeof data === "object" && data.matches && typeof data.matches === "object") {
        return { current: data.current || null, matches: data.matches, undo: Array.isArray(data.undo) ? data.undo : [] };
      }
    } catch (err) {
      console.warn("domino-scorepad: the kept matches cannot be read", err);
    }
    return { current: null, matches: {}, undo: [] };
  }

  save() {
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify(this.store));
    } catch (err) {
      console.warn("domino-scorepad: cannot keep the matches", err);
    }
  }

  /** Keep `matches` and `current` as the new state, the old one on the undo stack. @param {Object<string, MatchData>} matches @param {string|null} current */
  commit(matches, current) {
    const s = this.store;
    s.undo.push(JSON.stringify({ matches: s.matches, current: s.current }));
    if (s.undo.length > UNDO_LIMIT) s.undo.shift();
    s.matches = matches;
    s.current = current;
    this.save();
  }

  /** @returns {MatchData|null} */
  current() {
    const s = this.store;
    return (s.current && s.matches[s.current]) || null;
  }

  /** @param {MatchData} match @param {number} seat */
  nameOf(match, seat) {
    return (match.names[seat] || "").trim() || this.t("ui.player", { player: seat + 1 });
  }

  // ------------------------------------------------------------ the engine

  /** @param {Object<string, any>} request @returns {Promise<any>} */
  async call(request) {
    const engine = engineFor(this.root);
    if (!engine.started) {
      this.nodes.status.textContent = this.t("ui.starting");
      await engine.start((/** @type {string} */ stage) => {
        this.nodes.status.textContent = this.t(stage === "engine" ? "ui.loading_engine" : "ui.starting");
      });
    }
    return engine.send({ lang: this.lang, ...request });
  }

  /** The match as the engine reads it. @param {MatchData} match */
  static matchJSON(match) {
    return { format: "dominorules/1", rules: match.rules, players: match.players, names: match.names,
      opener: match.opener, hands: match.hands };
  }

  /** Score `match`; null (with the reason shown) when the engine refuses it. @param {MatchData} match @returns {Promise<MatchReply|null>} */
  async score(match) {
    const n = this.nodes;
    n.status.textContent = this.t("ui.score.working");
    try {
      const reply = await this.call({ op: "score_match", match: ScorePad.matchJSON(match) });
      n.status.textContent = "";
      this.asked += 1;
      this.root.dataset.asked = String(this.asked);
      if (!reply.ok) {
        n.error.textContent = reply.error.text;
        this.root.dataset.state = "refused";
        return null;
      }
      n.error.textContent = "";
      return reply;
    } catch (err) {
      this.failed(err, () => this.show());
      return null;
    }
  }

  /** @param {any} err @param {() => void} again */
  failed(err, again) {
    console.error("domino-scorepad:", err);
    this.nodes.status.textContent = "";
    this.nodes.error.textContent = this.t(err instanceof StartError ? err.msgid : "ui.error");
    this.root.dataset.state = "failed";
    offerRetry(this.nodes.error, this.t("ui.retry"), again);
  }

  // ------------------------------------------------------------ building

  build() {
    const n = this.nodes;
    n.bar = make("div", "domino-scorepad__bar");
    n.setup = make("form", "domino-scorepad__setup");
    n.setup.hidden = true;
    n.match = make("div", "domino-scorepad__match");
    n.match.hidden = true;
    n.error = make("p", "domino-scorepad__error");
    n.error.setAttribute("role", "alert");
    n.status = make("p", "domino-scorepad__status");
    n.status.setAttribute("role", "status");
    this.app.replaceChildren(n.bar, n.setup, n.error, n.status, n.match);
  }

  /** Show the current match (scored by the engine), or the set-up when there is none. */
  async show() {
    this.renderBar();
    const match = this.current();
    if (!match || this.settingUp) {
      this.renderSetup();
      return;
    }
    this.nodes.setup.hidden = true;
    const reply = await this.score(match);
    if (!reply) return;
    this.reply = reply;
    this.renderMatch(match, reply);
  }

  renderBar() {
    const n = this.nodes;
    const s = this.store;
    n.bar.replaceChildren();
    const ids = Object.keys(s.matches).sort((a, b) => s.matches[b].created.localeCompare(s.matches[a].created));
    if (ids.length) {
      const options = /** @type {Array<[string, string]>} */ (ids.map((id) => [id, this.matchName(s.matches[id])]));
      const choose = menu(options, s.current || ids[0]);
      choose.classList.add("domino-scorepad__choose");
      choose.addEventListener("change", () => {
        s.current = choose.value;
        this.settingUp = false;
        this.editing = null;
        this.draft = null;
        this.save();
        this.show();
      });
      n.bar.append(labelled(this.t("ui.score.choose_match"), choose));
    }
    n.bar.append(button("domino-scorepad__new", this.t("ui.score.new_match"), () => {
      this.settingUp = true;
      this.nodes.error.textContent = "";
      this.show();
    }));
    if (this.current()) {
      n.bar.append(button("domino-scorepad__delete-match", this.t("ui.score.delete_match"), () => {
        const matches = { ...s.matches };
        delete matches[/** @type {string} */ (s.current)];
        const rest = Object.keys(matches);
        this.commit(matches, rest.length ? rest[0] : null);
        this.draft = null;
        this.show();
      }));
    }
    if (s.undo.length) {
      n.bar.append(button("domino-scorepad__undo", this.t("ui.score.undo"), () => this.undo()));
    }
  }

  /** @param {MatchData} match */
  matchName(match) {
    const names = Array.from({ length: match.players }, (_, seat) => this.nameOf(match, seat)).join(", ");
    return `${names} · ${this.systemName(match.rules)} · ${match.created.slice(0, 10)}`;
  }

  /** @param {string|Object<string, any>} rules */
  systemName(rules) {
    if (typeof rules === "string") return this.t(`preset.${rules}.name`);
    return `${this.t(`preset.${rules.preset}.name`)} (${this.t("preset.custom.name")})`;
  }

  undo() {
    const s = this.store;
    const last = s.undo.pop();
    if (!last) return;
    const old = JSON.parse(last);
    s.matches = old.matches;
    s.current = old.current;
    this.save();
    this.editing = null;
    this.draft = null;
    this.settingUp = false;
    this.show().then(() => {
      this.nodes.status.textContent = this.t("ui.score.undone");
    });
  }

  // ------------------------------------------------------------ set-up

  renderSetup() {
    const n = this.nodes;
    n.match.hidden = true;
    n.setup.hidden = false;
    n.setup.replaceChildren();
    n.setup.append(make("h2", "", this.t("ui.score.setup")));
    const ids = Object.keys(this.presets);
    const system = menu(ids.map((id) => [id, this.t(`preset.${id}.name`)]), ids[0]);
    system.name = "system";
    const custom = make("input", "domino-scorepad__text domino-scorepad__custom");
    custom.type = "text";
    custom.name = "custom";
    custom.autocomplete = "off";
    custom.spellcheck = false;
    const fromAddress = /(?:^\?|&)c=([^&]*)/.exec(location.search);
    if (fromAddress) custom.value = decodeURIComponent(fromAddress[1]);
    const players = menu([], "2");
    players.name = "players";
    const details = make("div", "domino-scorepad__setup-details");
    const start = make("button", "md-button md-button--primary domino-scorepad__start", this.t("ui.score.start"));
    start.type = "submit";
    n.setup.append(labelled(this.t("ui.score.system"), system), labelled(this.t("ui.score.custom"), custom),
      labelled(this.t("ui.score.players"), players), details, start);

    const rulesNow = () => this.presets[system.value];
    /** @type {string[]} */
    const names = [];
    const fill = () => {
      const preset = rulesNow();
      const count = Math.min(Math.max(Number(players.value) || 2, preset.min_players), preset.max_players);
      players.replaceChildren();
      for (let p = preset.min_players; p <= preset.max_players; p++) {
        const o = make("option", "", String(p));
        o.value = String(p);
        players.append(o);
      }
      players.value = String(count);
      for (const input of details.querySelectorAll(".domino-scorepad__name")) {
        names[Number(input.dataset.seat)] = input.value;
      }
      details.replaceChildren();
      for (let seat = 0; seat < count; seat++) {
        const input = make("input", "domino-scorepad__text domino-scorepad__name");
        input.type = "text";
        input.maxLength = 40;
        input.autocomplete = "off";
        input.dataset.seat = String(seat);
        input.value = names[seat] || "";
        details.append(labelled(this.t("ui.score.name", { player: seat + 1 }), input));
      }
      if (preset.teams) details.append(make("p", "domino-scorepad__note", this.t("ui.score.teams_note")));
      if (preset.single_hand) {
        details.append(make("p", "domino-scorepad__note", this.t("ui.score.single_hand")));
      } else if (ADJUSTABLE_TARGET.includes(system.value)) {
        const target = make("input", "domino-scorepad__number domino-scorepad__target");
        target.type = "number";
        target.min = "1";
        target.max = "1000";
        target.inputMode = "numeric";
        target.value = String(preset.targets[String(count)]);
        details.append(labelled(this.t("ui.score.target"), target));
      } else {
        details.append(make("p", "domino-scorepad__note", this.t("ui.score.target_fixed", { points: preset.targets[String(count)] })));
      }
      const opener = menu(Array.from({ length: count }, (_, seat) => [String(seat), this.t("ui.player", { player: seat + 1 })]), "0");
      opener.classList.add("domino-scorepad__opener");
      details.append(labelled(this.t("ui.score.first_opener"), opener));
    };
    system.addEventListener("change", fill);
    players.addEventListener("change", fill);
    fill();
    n.setup.onsubmit = async (/** @type {Event} */ event) => {
      event.preventDefault();
      const count = Number(players.value);
      const nameInputs = [...details.querySelectorAll(".domino-scorepad__name")];
      /** @type {string|Object<string, any>} */
      let rules = system.value;
      const target = details.querySelector(".domino-scorepad__target");
      if (custom.value.trim()) {
        const reply = await this.call({ op: "rules", c: custom.value.trim(), players: count }).catch((err) => {
          this.failed(err, () => n.setup.requestSubmit());
          return null;
        });
        if (!reply) return;
        if (!reply.ok) {
          n.error.textContent = reply.error.text;
          this.root.dataset.state = "refused";
          return;
        }
        rules = reply.rules;
      } else if (target) {
        const text = target.value.trim();
        const points = /^\d+$/.test(text) ? Number(text) : text; // not a number: the engine names it
        if (points !== this.presets[system.value].targets[String(count)]) {
          rules = { preset: system.value, target_points: { 2: points } };
        }
      }
      /** @type {MatchData} */
      const match = {
        id: `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
        created: new Date().toISOString(),
        rules,
        players: count,
        names: nameInputs.map((input) => input.value.trim()),
        opener: Number((/** @type {HTMLSelectElement} */ (details.querySelector(".domino-scorepad__opener"))).value),
        hands: [],
      };
      const reply = await this.score(match);
      if (!reply) return;
      this.commit({ ...this.store.matches, [match.id]: match }, match.id);
      this.settingUp = false;
      this.draft = null;
      this.editing = null;
      this.reply = reply;
      n.setup.hidden = true;
      this.renderBar();
      this.renderMatch(match, reply);
    };
  }

  // ------------------------------------------------------------ a match

  /** @param {MatchData} match @param {MatchReply} reply */
  renderMatch(match, reply) {
    const n = this.nodes;
    n.match.hidden = false;
    n.match.replaceChildren();
    this.root.dataset.hands = String(reply.hands.length);
    this.root.dataset.state = reply.over ? "over" : "ready";
    n.match.append(make("h2", "domino-scorepad__title", this.matchName(match)));
    n.match.append(this.totalsTable(match, reply));
    const result = make("div", "domino-scorepad__result");
    result.setAttribute("role", "status");
    const last = reply.hands[reply.hands.length - 1];
    if (last) {
      result.append(make("h3", "", this.t("ui.score.last_result", { hand: last.hand })));
      result.append(make("p", "domino-scorepad__summary", this.summary(match, last)));
      const why = make("ul", "domino-scorepad__reasons");
      for (const reason of last.reasons) why.append(make("li", "", reason.text));
      result.append(why);
    }
    if (reply.over) {
      if (reply.verdict) result.append(make("p", "domino-scorepad__verdict", reply.verdict.text));
      result.append(make("p", "domino-scorepad__over", this.t("ui.score.over")));
    } else if (reply.next_opener !== null && last) {
      const next = make("p", "domino-scorepad__next", this.t("ui.score.next", { name: this.nameOf(match, reply.next_opener) }));
      if (reply.next_opening) next.append(` ${reply.next_opening.text}`);
      result.append(next);
    }
    n.match.append(result);
    if (!reply.over || this.editing !== null) n.match.append(this.handForm(match, reply));
    n.match.append(this.historyList(match, reply), this.tools(match, reply));
  }

  /** @param {MatchData} match @param {HandRow} row */
  summary(match, row) {
    if (!row.winners.length) return this.t("ui.score.drawn_hand");
    const names = row.winners.map((seat) => this.nameOf(match, seat)).join(" & ");
    return this.t("ui.score.won_hand", { names, points: row.points[String(row.winners[0])] });
  }

  /** @param {MatchData} match @param {MatchReply} reply */
  totalsTable(match, reply) {
    const table = make("table", "domino-scorepad__totals");
    table.append(make("caption", "", this.t("ui.score.totals")));
    const head = make("tr");
    head.append(make("th", "", this.t("ui.score.player")), make("th", "", this.t("ui.score.points")));
    if (reply.needed) head.append(make("th", "", this.t("ui.score.needed")));
    for (const cell of head.children) cell.setAttribute("scope", "col");
    const thead = make("thead");
    thead.append(head);
    const body = make("tbody");
    for (let seat = 0; seat < match.players; seat++) {
      const row = make("tr");
      row.dataset.seat = String(seat);
      const name = make("th", "", this.nameOf(match, seat));
      name.setAttribute("scope", "row");
      row.append(name, make("td", "domino-scorepad__total", String(reply.totals[seat])));
      if (reply.needed) row.append(make("td", "domino-scorepad__needed", String(reply.needed[seat])));
      if (reply.winners.includes(seat)) row.classList.add("is-winner");
      body.append(row);
    }
    table.append(thead, body);
    return table;
  }

  /** @param {MatchData} match @param {MatchReply} reply */
  historyList(match, reply) {
    const box = make("section", "domino-scorepad__history");
    if (!reply.hands.length) return box;
    box.append(make("h3", "", this.t("ui.score.history")));
    const list = make("ol", "domino-scorepad__hands");
    for (const row of reply.hands) {
      const li = make("li", "domino-scorepad__hand");
      li.dataset.hand = String(row.hand);
      const totals = Array.from({ length: match.players }, (_, seat) => `${this.nameOf(match, seat)} ${row.totals[seat]}`).join(", ");
      li.append(make("span", "domino-scorepad__hand-summary",
        `${this.t("ui.score.hand_n", { hand: row.hand })}: ${this.summary(match, row)} ${this.t("ui.score.after", { totals })}`));
      const actions = make("span", "domino-scorepad__hand-actions");
      actions.append(button("domino-scorepad__edit", this.t("ui.score.edit", { hand: row.hand }), () => this.startEdit(match, row.hand - 1)));
      actions.append(button("domino-scorepad__delete", this.t("ui.score.delete", { hand: row.hand }), () => this.deleteHand(match, row.hand - 1)));
      if (row.settle) {
        const a = make("a", "domino-scorepad__settle", this.t("ui.score.settle_link", { hand: row.hand }));
        a.href = `${this.settleURL.href}?${row.settle}`;
        actions.append(a);
      }
      li.append(actions);
      list.append(li);
    }
    box.append(list);
    return box;
  }

  /** @param {MatchData} match @param {MatchReply} reply */
  tools(match, reply) {
    const box = make("div", "domino-scorepad__tools");
    box.append(button("domino-scorepad__csv", this.t("ui.score.export_csv"), () => {
      download(this.csv(match, reply), "text/csv;charset=utf-8", `${this.fileName(match)}.csv`);
    }));
    box.append(button("domino-scorepad__json", this.t("ui.score.export_json"), () => {
      const data = { ...ScorePad.matchJSON(match), totals: reply.totals, winners: reply.winners };
      download(`${JSON.stringify(data, null, 2)}\n`, "application/json", `${this.fileName(match)}.json`);
    }));
    box.append(button("domino-scorepad__print", this.t("ui.score.print"), () => window.print()));
    const link = make("input", "domino-scorepad__text domino-scorepad__link");
    link.type = "text";
    link.readOnly = true;
    link.value = this.shareLink(match);
    const copied = make("span", "domino-scorepad__copied");
    copied.setAttribute("role", "status");
    const copy = button("domino-scorepad__copy", this.t("ui.score.copy"), () => {
      link.select();
      const done = () => { copied.textContent = this.t("ui.score.copied"); };
      if (navigator.clipboard) navigator.clipboard.writeText(link.value).then(done, () => {});
    });
    box.append(labelled(this.t("ui.score.share"), link), copy, copied);
    return box;
  }

  /** @param {MatchData} match */
  fileName(match) {
    return `dominoes-${match.created.slice(0, 10)}-${match.id}`;
  }

  /** @param {MatchData} match */
  shareLink(match) {
    const data = ScorePad.matchJSON(match);
    return `${location.origin}${location.pathname}#match=${toBase64url(JSON.stringify(data))}`;
  }

  /** The match as CSV: a row per hand, with each player's pips, points and total. @param {MatchData} match @param {MatchReply} reply */
  csv(match, reply) {
    const seats = Array.from({ length: match.players }, (_, seat) => seat);
    const header = [this.t("ui.score.csv_hand"), this.t("ui.score.csv_opener"), this.t("ui.score.csv_end")];
    for (const seat of seats) {
      const name = this.nameOf(match, seat);
      header.push(this.t("ui.score.csv_pips", { name }), this.t("ui.score.csv_points", { name }), this.t("ui.score.csv_total", { name }));
    }
    const rows = [header];
    for (const row of reply.hands) {
      const end = row.end === "out" ? this.t("ui.score.csv_out", { name: this.nameOf(match, row.winners[0]) }) : this.t("ui.score.csv_blocked");
      const cells = [String(row.hand), this.nameOf(match, row.opener), end];
      for (const seat of seats) cells.push(String(row.pips[String(seat)]), String(row.points[String(seat)]), String(row.totals[seat]));
      rows.push(cells);
    }
    return `\ufeff${rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
  }

  // ------------------------------------------------------------ entering a hand

  /** @param {MatchData} match @param {number} index */
  startEdit(match, index) {
    const entry = match.hands[index];
    this.editing = index;
    this.draft = {
      end: entry.end === "out" ? `out:${entry.out}` : "blocked",
      last: entry.end === "blocked" && entry.last !== undefined ? String(entry.last) : "",
      typed: entry.pips.map((p) => (Array.isArray(p) ? "" : String(p))),
      tiles: entry.pips.map((p) => (Array.isArray(p) ? [...p] : null)),
    };
    if (this.reply) this.renderMatch(match, this.reply);
    const form = this.nodes.match.querySelector(".domino-scorepad__form");
    if (form) {
      form.scrollIntoView({ block: "start" });
      const first = form.querySelector("input:checked") || form.querySelector("input");
      if (first) first.focus();
    }
  }

  /** @param {MatchData} match @param {number} index */
  async deleteHand(match, index) {
    const changed = { ...match, hands: match.hands.filter((_, i) => i !== index) };
    const reply = await this.score(changed);
    if (!reply) return;
    this.accept(changed, reply);
  }

  /** The engine scored `match`: keep it and show it. @param {MatchData} match @param {MatchReply} reply */
  accept(match, reply) {
    this.commit({ ...this.store.matches, [match.id]: match }, match.id);
    this.editing = null;
    this.draft = null;
    this.reply = reply;
    this.renderBar();
    this.renderMatch(match, reply);
  }

  /** @param {number} players @returns {Draft} */
  static emptyDraft(players) {
    return { end: "", last: "", typed: Array(players).fill(""), tiles: Array(players).fill(null) };
  }

  /** The form for the next hand, or for the hand being changed. @param {MatchData} match @param {MatchReply} reply */
  handForm(match, reply) {
    if (!this.draft) this.draft = ScorePad.emptyDraft(match.players);
    const draft = this.draft;
    const number = this.editing === null ? reply.hands.length + 1 : this.editing + 1;
    const form = make("form", "domino-scorepad__form");
    form.noValidate = true;
    form.append(make("h3", "", this.t(this.editing === null ? "ui.score.hand_n" : "ui.score.editing", { hand: number })));
    const how = make("fieldset", "domino-scorepad__how");
    how.append(make("legend", "", this.t("ui.score.how_ended")));
    /** @type {Array<[string, string]>} */
    const endings = Array.from({ length: match.players }, (_, seat) => [`out:${seat}`, this.t("ui.score.went_out", { name: this.nameOf(match, seat) })]);
    endings.push(["blocked", this.t("ui.score.blocked")]);
    for (const [value, text] of endings) {
      const label = make("label", "domino-scorepad__radio");
      const input = make("input");
      input.type = "radio";
      input.name = "domino-scorepad-end";
      input.value = value;
      input.checked = draft.end === value;
      input.addEventListener("change", () => {
        draft.end = value;
        lastBox.hidden = value !== "blocked";
      });
      label.append(input, make("span", "", ` ${text}`));
      how.append(label);
    }
    form.append(how);
    /** @type {Array<[string, string]>} */
    const lastOptions = [["", this.t("ui.score.unknown")]];
    for (let seat = 0; seat < match.players; seat++) lastOptions.push([String(seat), this.nameOf(match, seat)]);
    const last = menu(lastOptions, draft.last);
    last.classList.add("domino-scorepad__last");
    last.addEventListener("change", () => { draft.last = last.value; });
    const lastBox = labelled(this.t("ui.score.last"), last);
    lastBox.hidden = draft.end !== "blocked";
    form.append(lastBox);
    for (let seat = 0; seat < match.players; seat++) form.append(this.pipsRow(match, draft, seat));
    const buttons = make("div", "domino-scorepad__buttons");
    const submit = make("button", "md-button md-button--primary domino-scorepad__add",
      this.t(this.editing === null ? "ui.score.add" : "ui.score.save"));
    submit.type = "submit";
    buttons.append(submit);
    if (this.editing !== null) {
      buttons.append(button("domino-scorepad__cancel", this.t("ui.score.cancel"), () => {
        this.editing = null;
        this.draft = null;
        this.nodes.error.textContent = "";
        this.renderMatch(match, reply);
      }));
    }
    form.append(buttons);
    form.addEventListener("submit", (/** @type {Event} */ event) => {
      event.preventDefault();
      this.submitHand(match, draft);
    });
    return form;
  }

  /** One player's pips: typed, or counted from the tiles tapped. @param {MatchData} match @param {Draft} draft @param {number} seat */
  pipsRow(match, draft, seat) {
    const name = this.nameOf(match, seat);
    const row = make("div", "domino-scorepad__pips");
    row.dataset.seat = String(seat);
    const input = make("input", "domino-scorepad__number domino-scorepad__pips-input");
    input.type = "text";
    input.inputMode = "numeric";
    input.autocomplete = "off";
    input.value = draft.typed[seat];
    input.addEventListener("input", () => { draft.typed[seat] = input.value; });
    const typed = labelled(this.t("ui.score.pips_of", { name }), input);
    const toggle = button("domino-scorepad__count", this.t("ui.score.count_tiles", { name }));
    const palette = make("div", "domino-scorepad__palette");
    palette.setAttribute("role", "group");
    palette.setAttribute("aria-label", this.t("ui.score.tiles_of", { name }));
    const counted = make("p", "domino-scorepad__counted");
    counted.setAttribute("aria-live", "polite");
    const sync = () => {
      const tiles = draft.tiles[seat];
      const on = tiles !== null;
      toggle.setAttribute("aria-expanded", on ? "true" : "false");
      palette.hidden = !on;
      typed.hidden = on;
      counted.textContent = on && tiles.length ? this.t("ui.score.counted", { tiles: tiles.join(", ") }) : "";
      for (const b of palette.children) {
        b.setAttribute("aria-pressed", on && tiles.includes(b.dataset.tile) ? "true" : "false");
      }
    };
    toggle.addEventListener("click", () => {
      draft.tiles[seat] = draft.tiles[seat] === null ? [] : null;
      sync();
    });
    for (const tile of ALL_TILES) {
      const b = make("button", "domino-scorepad__tile");
      b.type = "button";
      b.dataset.tile = tile;
      b.setAttribute("aria-label", tile);
      b.append(tileSVG(tile, true));
      b.addEventListener("click", () => {
        const tiles = draft.tiles[seat] || [];
        const at = tiles.indexOf(tile);
        if (at >= 0) tiles.splice(at, 1);
        else tiles.push(tile);
        draft.tiles[seat] = tiles;
        sync();
      });
      palette.append(b);
    }
    sync();
    row.append(typed, toggle, counted, palette);
    return row;
  }

  /** @param {MatchData} match @param {Draft} draft */
  async submitHand(match, draft) {
    const n = this.nodes;
    if (!draft.end) {
      n.error.textContent = this.t("ui.score.end_missing");
      this.root.dataset.state = "refused";
      return;
    }
    const out = draft.end.startsWith("out:") ? Number(draft.end.slice(4)) : null;
    /** @type {HandEntry} */
    const entry = { end: out === null ? "blocked" : "out", pips: [] };
    if (out !== null) entry.out = out;
    else if (draft.last !== "") entry.last = Number(draft.last);
    for (let seat = 0; seat < match.players; seat++) {
      const tiles = draft.tiles[seat];
      const text = draft.typed[seat].trim();
      if (tiles !== null) entry.pips.push([...tiles]);
      else if (/^-?\d+$/.test(text)) entry.pips.push(Number(text));
      else if (text === "" && seat === out) entry.pips.push(0);
      else if (text === "") {
        n.error.textContent = this.t("ui.score.pips_missing", { name: this.nameOf(match, seat) });
        this.root.dataset.state = "refused";
        return;
      } else entry.pips.push(text); // not a number: the engine names it
    }
    const hands = [...match.hands];
    if (this.editing === null) hands.push(entry);
    else hands[this.editing] = entry;
    const changed = { ...match, hands };
    const reply = await this.score(changed);
    if (!reply) return;
    this.accept(changed, reply);
    const form = n.match.querySelector(".domino-scorepad__form input");
    if (form) form.focus();
  }

  // ------------------------------------------------------------ a shared link

  /** A match from the address: checked by the engine, then kept as a new match. @param {string} text */
  async openLink(text) {
    const n = this.nodes;
    history.replaceState(null, "", `${location.pathname}${location.search}`);
    /** @type {any} */
    let data;
    try {
      data = JSON.parse(fromBase64url(text));
    } catch {
      data = null; // not base64 or not JSON: a cut or damaged link
    }
    if (!data || typeof data !== "object") {
      n.error.textContent = this.t("ui.score.bad_link");
      this.root.dataset.state = "refused";
      this.renderBar();
      this.renderSetup();
      return;
    }
    /** @type {MatchData} */
    const match = {
      id: `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      created: new Date().toISOString(),
      rules: data.rules, players: data.players, names: Array.isArray(data.names) ? data.names : [],
      opener: typeof data.opener === "number" ? data.opener : 0, hands: Array.isArray(data.hands) ? data.hands : [],
    };
    const reply = await this.score(match);
    if (!reply) {
      n.error.textContent = `${this.t("ui.score.bad_link")} ${n.error.textContent}`;
      this.renderBar();
      this.renderSetup();
      return;
    }
    this.accept(match, reply);
    n.status.textContent = this.t("ui.score.from_link");
  }
}

mountAll(".domino-scorepad", (/** @type {HTMLElement} */ root) => new ScorePad(root));

// The dispute settler: describe what happened at the table, see every rule system's answer.
//
// hooks/dominosite/settler_html.py writes the block: the labels in the page's language,
// the presets with the values of each rule field, and the common disputes as links. This
// builds the editor: the question, the players, where the tiles are (click a place, then click
// tiles), who moved last, the boneyard, a custom rule set (custom.ts). Every change asks the
// engine for the verdicts of all systems (verdicts.ts) and writes the situation into the page's
// address, so the link can be shared; opening such a link restores it. A game record can be
// pasted or loaded and stepped through (record.ts).
//
// The address and a pasted record are data: the engine reads them (dominorules.formats.situation,
// dominorules.formats.record); nothing from them is run or inserted as HTML (textContent only).
// When the engine refuses something, its message (in the page's language) is shown and
// nothing the reader entered is thrown away. States for the tests, on the block: data-asked
// (answers shown so far), data-state ("answered", "refused", "failed").

import type { EmbeddedSettler, KindForm, Lang, Op, Reply } from "../../contract.gen";
import { failureText, refusal, startedEngine, type RequestOf } from "../../engine/client";
import { button, el, embedded, engineFailure, h, part } from "../../ui/dom";
import { embeddedTexts, langOf, siteURL, textsOf, type T } from "../../ui/text";
import { halves, tileSVG } from "../../ui/tiles";
import { labelled, numberInput, select } from "./controls";
import { buildCustom } from "./custom";
import { exportSituation } from "./export";
import { customFrom, type Custom } from "./fields";
import { RecordPanel } from "./record";
import type { Situation } from "./situation";
import { showVerdicts } from "./verdicts";

type Kind = Situation["kind"];
const KIND_TEXT: Record<Kind, string> = { end: "ui.settle.kind_end", turn: "ui.settle.kind_turn", deal: "ui.settle.kind_deal" };

/** What the reader described so far. */
interface State {
  kind: Kind; players: number; teams: boolean; hands: string[][]; line: string[]; last: number | null;
  boneyard: number; drawn: number; custom: Custom | null;
}

interface Nodes {
  question: HTMLFieldSetElement; setup: HTMLDivElement; places: HTMLDivElement; paletteLabel: HTMLParagraphElement;
  tiles: Map<string, HTMLButtonElement>; customBody: HTMLDivElement; error: HTMLParagraphElement;
  status: HTMLParagraphElement; verdicts: HTMLDivElement; link: HTMLInputElement;
}

/** A place tiles can be: "hand:N" or "line". */
type Place = string;

export class Settler {
  private readonly root: HTMLElement;
  private readonly lang: Lang;
  private readonly t: T;
  /** The presets, the custom rules' fields, the tile set and the player counts, from the engine. */
  private readonly data: EmbeddedSettler;
  private readonly langRoot: URL;
  private readonly state: State = {
    kind: "end", players: 2, teams: false, hands: [[], []], line: [], last: null, boneyard: 0, drawn: 0, custom: null,
  };
  private target: Place = "hand:0";
  private asked = 0; // answers shown so far (data-asked)
  private ticket = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The last answer's record of the situation (the file the reader keeps; null once the reader
   * changes something), and its line as the engine laid it: each tile turned to fit, and by its
   * name in the tile set, left to right, for the line as it was then (`version`). */
  private exported: unknown = null;
  private shown: { line: string[]; names: string[]; version: number } = { line: [], names: [], version: -1 };
  private lineVersion = 0; // one more at each change of the line's tiles
  private readonly nodes: Nodes;

  constructor(root: HTMLElement) {
    this.root = root;
    this.lang = langOf(root.dataset.lang);
    this.t = textsOf(embeddedTexts(root, ".domino-settler__strings"), "domino-settler", this.lang);
    this.data = embedded<EmbeddedSettler>(root, ".domino-settler__rules", "schema");
    this.langRoot = siteURL(this.lang, "", root.dataset.root);
    this.nodes = this.build(part(root, ".domino-settler__editor", HTMLElement));
    this.render();
    const query = location.search.replace(/^\?/, "");
    if (/(^|&)k=/.test(query)) void this.ask({ query, lang: this.lang }, true);
    else if (/(^|&)c=/.test(query)) void this.useRules(new URLSearchParams(query));
  }

  /**
   * A link with rules and no situation (`?c=preset,field:value…&p=players`, from "Our table's
   * rules"): those rules become the custom rules and the players are set; a link the engine
   * refuses shows its reason. data-rules="linked" once they are in.
   */
  private async useRules(query: URLSearchParams): Promise<void> {
    try {
      const info = await this.call("rules", { c: query.get("c") ?? "" });
      this.nodes.status.textContent = "";
      if (!info.ok) {
        this.nodes.error.textContent = refusal(info);
        this.root.dataset.state = "refused";
        return;
      }
      this.state.custom = customFrom(info.rules);
      const players = Number(query.get("p"));
      if (this.data.players.includes(players)) { // (nothing to ask yet: no tiles)
        this.state.players = players;
        this.state.hands = Array.from({ length: players }, () => []);
      }
      this.buildCustom(this.nodes.customBody);
      this.nodes.customBody.closest("details")?.setAttribute("open", "");
      this.render();
      this.root.dataset.rules = "linked";
    } catch (err) {
      this.failed(err, () => void this.useRules(query));
    }
  }

  // ------------------------------------------------------------ building the editor

  /** The question asked: an end position, a turn, or a deal. */
  private buildQuestion(): HTMLFieldSetElement {
    const t = this.t;
    return h("fieldset", { className: "domino-settler__question" }, h("legend", {}, t("ui.settle.kind")),
      ...this.data.kinds.map(({ kind }) => {
        const input = h("input", { type: "radio", name: "domino-settler-kind", value: kind });
        input.addEventListener("change", () => { this.setKind(kind); });
        return h("label", { className: "domino-settler__radio" }, input, h("span", {}, t(KIND_TEXT[kind])));
      }));
  }

  /** Every tile of the set, to put where the reader chooses; `tiles` gets each tile's button. */
  private buildPalette(tiles: Map<string, HTMLButtonElement>): HTMLDivElement {
    const palette = el("div", "domino-settler__palette");
    palette.setAttribute("role", "group");
    palette.setAttribute("aria-label", this.t("ui.settle.palette"));
    for (const tile of this.data.tiles) {
      const b = h("button", { className: "domino-settler__tile", type: "button", dataset: { tile } }, tileSVG(tile, true));
      b.addEventListener("click", () => { this.toggleTile(tile); });
      tiles.set(tile, b);
      palette.append(b);
    }
    return palette;
  }

  private build(ed: HTMLElement): Nodes {
    const t = this.t;
    ed.replaceChildren();
    const question = this.buildQuestion();
    const tiles = new Map<string, HTMLButtonElement>();
    const palette = this.buildPalette(tiles);
    const custom = el("details", "domino-settler__custom");
    const customBody = el("div", "domino-settler__custom-body");
    custom.append(el("summary", "", t("ui.settle.custom")), el("p", "", t("ui.settle.custom_help")), customBody);
    const n: Nodes = {
      question, setup: el("div", "domino-settler__setup"), places: el("div", "domino-settler__places"),
      paletteLabel: el("p", "domino-settler__put", ""), tiles, customBody,
      error: el("p", "domino-settler__error"), status: el("p", "domino-settler__status"),
      verdicts: el("div", "domino-settler__verdicts"), link: el("input", "domino-settler__link"),
    };
    n.error.setAttribute("role", "alert");
    n.status.setAttribute("role", "status");
    n.status.setAttribute("aria-live", "polite");
    const verdictsHeading = el("h2", "", t("ui.settle.verdicts"));
    verdictsHeading.id = "verdicts";
    const share = el("div", "domino-settler__share");
    n.link.type = "text";
    n.link.readOnly = true;
    n.link.setAttribute("aria-label", t("ui.settle.share"));
    share.append(labelled(t("ui.settle.share"), n.link),
      button("domino-settler__copy", t("ui.settle.copy"), () => void this.copyLink()),
      button("domino-settler__export", t("ui.settle.export"), () => void this.exportRecord()));
    const record = new RecordPanel(this.root, t, this.lang, {
      call: (op, request) => this.call(op, request),
      failed: (err, again) => { this.failed(err, again); },
    });
    ed.append(n.question, n.setup, n.places, n.paletteLabel, palette, custom, n.error, n.status,
      verdictsHeading, n.verdicts, share, record.box);
    ed.hidden = false;
    this.buildCustom(customBody);
    return n;
  }

  private buildCustom(body: HTMLElement): void {
    buildCustom(body, {
      presets: this.data.presets, schema: this.data.schema, t: this.t,
      get: () => this.state.custom,
      set: (custom) => {
        this.state.custom = custom;
        this.changed();
      },
    });
  }

  // ------------------------------------------------------------ the situation

  /** What the question of `kind` asks, as the engine says (every kind is in its table). */
  private asks(kind: Kind = this.state.kind): KindForm {
    const form = this.data.kinds.find((k) => k.kind === kind);
    if (!form) throw new Error(`domino-settler: the engine sent no form for the question "${kind}"`);
    return form;
  }

  /** The hands the question holds: one per player, or only the player to move's own. */
  private handsFor(kind: Kind, players: number): string[][] {
    const hands = this.state.hands;
    return this.asks(kind).one_hand ? [hands[0] ?? []] : Array.from({ length: players }, (_, i) => hands[i] ?? []);
  }

  private places(): [Place, string][] {
    const s = this.state;
    const asks = this.asks();
    const out = s.hands.map((_, i): [Place, string] => [`hand:${String(i)}`, asks.one_hand ? this.t("ui.settle.place_my_hand") : this.t("ui.settle.place_hand", { player: i + 1 })]);
    if (asks.line) out.push(["line", this.t("ui.settle.place_line")]);
    return out;
  }

  private placeName(place: Place | null): string {
    return this.places().find(([p]) => p === place)?.[1] ?? "";
  }

  private tilesAt(place: Place): string[] {
    if (place === "line") return this.state.line;
    const seat = Number(place.split(":")[1]);
    let hand = this.state.hands[seat];
    if (!hand) {
      hand = [];
      this.state.hands[seat] = hand;
    }
    return hand;
  }

  private whereIs(tile: string): Place | null {
    for (const [place] of this.places()) {
      if (this.tilesAt(place).includes(tile)) return place;
    }
    return null;
  }

  private setKind(kind: Kind): void {
    const s = this.state;
    if (s.kind === kind) return;
    s.kind = kind;
    const asks = this.asks(kind);
    s.hands = this.handsFor(kind, s.players);
    if (!asks.line) this.setLine([]);
    if (!asks.last) s.last = null;
    if (!asks.teams) s.teams = false;
    this.target = "hand:0";
    this.changed();
  }

  private setPlayers(players: number): void {
    const s = this.state;
    s.players = players;
    s.hands = this.handsFor(s.kind, players);
    if (!this.data.team_players.includes(players)) s.teams = false;
    if (s.last !== null && s.last >= players) s.last = null;
    if (!this.places().some(([p]) => p === this.target)) this.target = "hand:0";
    this.changed();
  }

  private toggleTile(tile: string): void {
    const from = this.whereIs(tile);
    if (from) {
      const list = this.tilesAt(from);
      list.splice(list.indexOf(tile), 1);
    }
    // a tile laid on the line goes in the order laid; the engine turns it to fit an end
    if (from !== this.target) this.tilesAt(this.target).push(tile);
    if (from === "line" || this.target === "line") this.lineVersion += 1;
    this.changed();
  }

  private situation(): Situation {
    const s = this.state;
    const asks = this.asks();
    const out: Situation = { kind: s.kind, players: s.players, hands: s.hands.map((h) => [...h]), line: [...s.line], teams: s.teams };
    if (asks.last && s.last !== null) out.last = s.last;
    if (asks.stock !== null) {
      out.boneyard = s.boneyard;
      out.drawn = s.drawn;
    }
    if (s.custom) out.custom = { ...s.custom };
    return out;
  }

  // ------------------------------------------------------------ drawing the editor

  private render(): void {
    const s = this.state;
    const n = this.nodes;
    const t = this.t;
    const asks = this.asks();
    for (const input of n.question.querySelectorAll("input")) input.checked = input.value === s.kind;
    n.setup.replaceChildren();
    const counts = this.data.players.map((p): [string, string] => [String(p), String(p)]);
    n.setup.append(labelled(t("ui.settle.players"), select(counts, String(s.players), (v) => { this.setPlayers(Number(v)); })));
    if (asks.teams) {
      const teams = el("input");
      teams.type = "checkbox";
      teams.checked = s.teams;
      teams.disabled = !this.data.team_players.includes(s.players);
      teams.addEventListener("change", () => {
        s.teams = teams.checked;
        this.changed();
      });
      const label = el("label", "domino-settler__check");
      label.append(teams, el("span", "", t("ui.settle.teams")));
      n.setup.append(label);
    }
    if (asks.last) {
      const options: [string, string][] = [["", t("ui.settle.unknown")], ...Array.from({ length: s.players }, (_, i): [string, string] => [String(i), t("ui.player", { player: i + 1 })])];
      n.setup.append(labelled(t("ui.settle.last"), select(options, s.last === null ? "" : String(s.last), (v) => {
        s.last = v === "" ? null : Number(v);
        this.changed();
      })));
    }
    if (asks.stock !== null) {
      n.setup.append(labelled(t("ui.settle.boneyard"), numberInput(s.boneyard, 0, asks.stock, (v) => {
        s.boneyard = v;
        this.changed();
      })));
      n.setup.append(labelled(t("ui.settle.drawn"), numberInput(s.drawn, 0, asks.stock, (v) => {
        s.drawn = v;
        this.changed();
      })));
    }
    this.renderPlaces();
    n.paletteLabel.textContent = t("ui.settle.put_tiles", { place: this.placeName(this.target) });
    for (const [tile, b] of n.tiles) {
      const where = this.whereIs(tile);
      b.classList.toggle("is-used", where !== null);
      b.setAttribute("aria-pressed", where === this.target ? "true" : "false");
      b.setAttribute("aria-label", where ? t("ui.settle.tile_at", { tile, place: this.placeName(where) }) : tile);
    }
  }

  private renderPlaces(): void {
    const n = this.nodes;
    n.places.replaceChildren();
    for (const [place, name] of this.places()) n.places.append(this.placeBox(place, name));
  }

  private placeBox(place: Place, name: string): HTMLDivElement {
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
    // the line as the engine laid it (each tile turned to fit), once it has answered for these tiles
    const laid = place === "line" && this.shown.version === this.lineVersion;
    const shown = laid ? this.shown.line : list;
    shown.forEach((tile, i) => {
      const name = laid ? this.shown.names[i] ?? tile : tile;
      const [a, b] = halves(tile);
      const placed = el("button", "domino-settler__placed");
      placed.type = "button";
      placed.dataset.tile = tile;
      placed.setAttribute("aria-label", tile);
      placed.append(tileSVG(tile, place !== "line" || a === b));
      placed.addEventListener("click", () => { this.toggleTile(name); });
      tiles.append(placed);
    });
    const clear = button("domino-settler__clear", this.t("ui.settle.clear"), () => {
      list.splice(0, list.length);
      if (place === "line") this.lineVersion += 1;
      this.changed();
    });
    box.append(choose, tiles, clear);
    return box;
  }

  private changed(): void {
    this.exported = null;
    this.render();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.ask({ situation: this.situation(), lang: this.lang }), 150);
  }

  // ------------------------------------------------------------ asking the engine

  private async call<O extends Op>(op: O, request: RequestOf<O>): Promise<Reply<O>> {
    const engine = await startedEngine(this.root, (id, params) => { this.nodes.status.textContent = this.t(id, params); },
      this.nodes.status);
    const reply = await engine.call(op, request);
    this.nodes.status.textContent = ""; // the engine answered: no "Loading the rules engine…" left (walk R3)
    return reply;
  }

  /** The engine failed or is too slow: say so, keep everything entered, offer to ask again. */
  private failed(err: unknown, again: () => void): void {
    console.error("domino-settler:", err);
    engineFailure({ root: this.root, status: this.nodes.status, error: this.nodes.error },
      this.t(failureText(err)), this.t("ui.retry"), again);
  }

  private async ask(request: RequestOf<"situation">, restoring = false): Promise<void> {
    const n = this.nodes;
    const ticket = ++this.ticket;
    const version = this.lineVersion;
    try {
      const reply = await this.call("situation", request);
      if (ticket !== this.ticket) return; // a newer question is on its way
      n.status.textContent = "";
      this.asked += 1;
      this.root.dataset.asked = String(this.asked);
      if (!reply.ok) {
        n.error.textContent = refusal(reply);
        this.root.dataset.state = "refused";
        if (restoring) n.link.value = location.href; // the broken link stays readable
        return;
      }
      n.error.textContent = "";
      this.root.dataset.state = "answered";
      const situation = reply.situation;
      if (restoring) this.adopt({ ...situation, line: reply.line_names });
      // the line as the engine laid it, for the line asked about (a restored one is now the reader's)
      this.shown = { line: situation.line, names: reply.line_names, version: restoring ? this.lineVersion : version };
      if (restoring) this.render();
      else if (this.state.line.length) this.renderPlaces(); // the line as laid, nothing else redrawn
      this.showNote(reply.note?.text ?? "");
      showVerdicts(n.verdicts, reply.verdicts, this.t, this.langRoot);
      history.replaceState(null, "", `?${reply.query}${location.hash}`);
      n.link.value = location.href;
      this.exported = reply.record;
    } catch (err) {
      this.failed(err, () => void this.ask(request, restoring));
    }
  }

  /** The engine's note on the tiles shown (stand-ins for counts typed on the score pad), above the verdicts. */
  private showNote(text: string): void {
    let note = this.root.querySelector<HTMLParagraphElement>(".domino-settler__note");
    if (!note) {
      note = el("p", "domino-settler__note");
      this.nodes.verdicts.before(note);
    }
    note.textContent = text;
    note.hidden = !text;
  }

  private adopt(situation: Situation): void {
    const s = this.state;
    s.kind = situation.kind;
    s.players = situation.players;
    s.teams = situation.teams ?? false;
    s.hands = situation.hands;
    this.setLine(situation.line);
    s.last = situation.last ?? null;
    s.boneyard = situation.boneyard ?? 0;
    s.drawn = situation.drawn ?? 0;
    s.custom = situation.custom ? customFrom(situation.custom) : null;
    this.target = "hand:0";
    this.buildCustom(this.nodes.customBody);
  }

  private setLine(line: string[]): void {
    this.state.line = line;
    this.lineVersion += 1;
  }

  /** Offer the engine's record of the situation as a file: the last answer's, else the engine is
   * asked now (a situation it refuses is said, and nothing is offered). */
  private async exportRecord(): Promise<void> {
    if (this.exported === null) {
      clearTimeout(this.timer);
      await this.ask({ situation: this.situation(), lang: this.lang });
    }
    if (this.exported !== null) exportSituation(this.exported, this.t);
  }

  private async copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(location.href);
      this.nodes.status.textContent = this.t("ui.settle.copied");
    } catch {
      this.nodes.link.select(); // no clipboard: the link is selected for copying by hand
    }
  }
}

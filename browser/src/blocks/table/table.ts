// Our table's rules: choose a system and the number of players, answer the open questions one
// at a time, and print the one-page sheet of the answers, with a link and its QR code.
//
// hooks/dominosite/table_html.py writes the block: its labels in the page's language, and the
// contract's EmbeddedTable (the sheet's own words in every language, the presets with their names
// and numbers of players). The questions (only those that apply to the system and the player
// count) with their headings, their options, the sentences that name their sources and marks, the
// preset's answer, and every sentence of the sheet with its mark come from the engine (the
// bridge's `sheet`): after each answer the engine is asked again, and its questions decide what
// comes next. The page shows the engine's sentences as they are; the names of the sources in them
// (the pieces the engine marks) and the marks link to the disputes page. The address
// `?c=preset,field:value…&p=players` (the engine's link_query) opens the sheet of those rules; a
// link the engine refuses shows its reason. States for the tests, on the block: data-state
// ("loading", "asking", "sheet", "refused", "failed"), data-field (the question shown),
// data-asked (the engine's replies so far), data-sheet-lang, data-link.

import type { EmbeddedTable, Lang, RulesJSON, SheetOption, SheetQuestion, SheetReply, SheetStatement,
  SourceNote } from "../../contract.gen";
import { engineFor, failureText, refusal, startedEngine } from "../../engine/client";
import { button, clipboard, el, embedded, h, labelledFor, offerRetry, part, select } from "../../ui/dom";
import { embeddedTexts, format, langOf, siteURL, textsOf, type T } from "../../ui/text";
import { qrSVG } from "./qr";

type Rules = Record<string, unknown> & { preset: string };

interface Nodes {
  system: HTMLSelectElement; players: HTMLSelectElement; sheetLang: HTMLSelectElement;
  question: HTMLFormElement; sheetBox: HTMLDivElement; sheet: HTMLElement; actions: HTMLDivElement;
  status: HTMLParagraphElement; error: HTMLParagraphElement;
}

export class TablePage {
  private readonly root: HTMLElement;
  private readonly lang: Lang;
  private readonly t: T;
  private readonly data: EmbeddedTable;
  private readonly siteRoot: string;
  private readonly nodes: Nodes;
  private rules: Rules = { preset: "block" };
  private players = 2;
  private sheetLang: Lang;
  private reply: SheetReply | null = null;
  private field = ""; // the question shown ("" before the first)
  private asked = 0;

  constructor(root: HTMLElement) {
    this.root = root;
    this.lang = langOf(root.dataset.lang);
    this.sheetLang = this.lang;
    this.t = textsOf(embeddedTexts(root, ".domino-table__strings"), "domino-table", this.lang);
    this.data = embedded<EmbeddedTable>(root, ".domino-table__data", "sheet");
    this.siteRoot = root.dataset.root ?? "";
    this.nodes = this.build(part(root, ".domino-table__app", HTMLElement));
    const query = new URLSearchParams(location.search);
    const c = query.get("c");
    if (c !== null) void this.openLink(c, query.get("p"));
    else void this.choose();
  }

  // ------------------------------------------------------------ building

  private build(app: HTMLElement): Nodes {
    const t = this.t;
    const presets = this.data.presets;
    const choice = el("fieldset", "domino-table__choose");
    choice.append(el("legend", "", t("ui.table.choose")));
    const system = select("domino-table__system", presets.map((p): [string, string] => [p.id, p.name]),
      presets[0]?.id ?? "block", () => { this.fillPlayers(); void this.choose(); });
    const players = select("domino-table__players", [], "2", () => void this.choose());
    const sheetLang = select("domino-table__sheet-lang", this.data.languages, this.lang, (value) => {
      this.sheetLang = langOf(value);
      if (this.root.dataset.state === "sheet") void this.showSheet(false);
    });
    choice.append(labelledFor("domino-table__field", "", t("ui.table.system"), system),
      labelledFor("domino-table__field", "", t("ui.table.players"), players),
      labelledFor("domino-table__field", "", t("ui.table.sheet_lang"), sheetLang));
    const question = el("form", "domino-table__question");
    question.hidden = true;
    const sheetBox = el("div", "domino-table__result");
    sheetBox.hidden = true;
    const sheet = el("article", "domino-table__sheet");
    const actions = el("div", "domino-table__actions");
    sheetBox.append(sheet, actions);
    const status = el("p", "domino-table__status");
    status.setAttribute("role", "status");
    const error = el("p", "domino-table__error");
    error.setAttribute("role", "alert");
    app.replaceChildren(choice, status, error, question, sheetBox);
    app.hidden = false;
    const nodes = { system, players, sheetLang, question, sheetBox, sheet, actions, status, error };
    this.fillPlayers(nodes);
    return nodes;
  }

  private fillPlayers(n: Pick<Nodes, "system" | "players"> = this.nodes): void {
    const preset = this.data.presets.find((p) => p.id === n.system.value);
    if (!preset) return;
    const was = Number(n.players.value) || 2;
    n.players.replaceChildren();
    for (let p = preset.min_players; p <= preset.max_players; p++) {
      const option = el("option", "", String(p));
      option.value = String(p);
      n.players.append(option);
    }
    n.players.value = String(Math.min(Math.max(was, preset.min_players), preset.max_players));
  }

  // ------------------------------------------------------------ the engine

  private async sheet(lang: Lang, request: { rules: RulesJSON } | { c: string },
    players?: number | string): Promise<SheetReply | null> {
    const n = this.nodes;
    try {
      const engine = await startedEngine(this.root, (id, params) => { n.status.textContent = this.t(id, params); }, n.status);
      n.status.textContent = this.t("ui.table.working");
      const reply = await engine.call("sheet", { ...request, ...(players === undefined ? {} : { players }), lang });
      this.asked += 1;
      this.root.dataset.asked = String(this.asked);
      if (!reply.ok) {
        n.status.textContent = "";
        n.error.textContent = this.t("ui.table.bad_link", { error: refusal(reply) ?? "" });
        this.root.dataset.state = "refused";
        return null;
      }
      n.error.textContent = "";
      return reply;
    } catch (err) {
      console.error("domino-table:", err);
      n.status.textContent = "";
      n.error.textContent = this.t(failureText(err));
      this.root.dataset.state = "failed";
      offerRetry(n.error, this.t("ui.retry"), () => void this.choose());
      return null;
    }
  }

  /** A fresh start: the chosen system's own rules, asked from the first question. */
  private async choose(): Promise<void> {
    const n = this.nodes;
    this.rules = { preset: n.system.value };
    this.players = Number(n.players.value) || 2;
    this.root.dataset.state = "loading";
    const reply = await this.sheet(this.lang, { rules: this.rules }, this.players);
    if (!reply) return;
    this.reply = reply;
    this.ask(reply.questions[0]);
  }

  /** The sheet of a link's rules (`c`, `p`), or the engine's reason for refusing them. */
  private async openLink(c: string, p: string | null): Promise<void> {
    this.root.dataset.state = "loading";
    // a number of players that is not a number goes to the engine as it is: it names it
    const players = p === null ? undefined : /^\d{1,2}$/.test(p) ? Number(p) : p;
    const first = await this.sheet(this.lang, { c }, players);
    if (!first) return;
    try {
      const info = await engineFor(this.root).call("rules", { c });
      if (!info.ok) return;
      const record = info.rules;
      this.rules = typeof record === "string" ? { preset: record } : { ...record, preset: String(record.preset) };
    } catch (err) {
      console.error("domino-table:", err);
      return;
    }
    this.players = first.players;
    this.nodes.system.value = this.rules.preset;
    this.fillPlayers();
    this.nodes.players.value = String(this.players);
    this.reply = first;
    await this.showSheet(true);
  }

  // ------------------------------------------------------------ asking

  private ask(question: SheetQuestion | undefined): void {
    const reply = this.reply;
    if (!reply || !question) {
      void this.showSheet(true);
      return;
    }
    const n = this.nodes;
    const index = reply.questions.indexOf(question);
    this.field = question.field;
    n.sheetBox.hidden = true;
    n.question.hidden = false;
    const name = `domino-table-${question.field}`;
    // the heading ("Question 2 of 7: …") and why the number of questions changed are the engine's
    const set = h("fieldset", { className: "domino-table__options", tabIndex: -1 },
      h("legend", {}, h("span", { className: "domino-table__label" }, question.heading.text)),
      reply.count_note && h("p", { className: "domino-table__count" }, reply.count_note.text),
      ...question.options.map((option, i) => this.optionRow(question, option, `${name}-${String(i)}`, i)),
      h("a", { className: "domino-table__disputes", href: this.disputes(question.anchor) }, this.t("ui.table.disputes")));
    n.question.replaceChildren(set, this.questionButtons(reply, index));
    n.question.onsubmit = (event) => {
      event.preventDefault();
      const chosen = n.question.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`);
      const option = chosen ? question.options[Number(chosen.value)] : undefined;
      if (option) void this.answer(question.field, option.changes);
    };
    this.root.dataset.field = question.field;
    this.root.dataset.state = "asking";
    n.status.textContent = ""; // the question itself is read out: the focus moves to it
    set.focus();
  }

  /** One answer: its radio button and label, the engine's sentences naming its sources (each
   * name linked to the disputes page's list of sources) and, on a marked answer, the mark in
   * the engine's words, linked to the question's entry. */
  private optionRow(question: SheetQuestion, option: SheetOption, id: string, i: number): HTMLDivElement {
    const sources = h("span", { className: "domino-table__sources", id: `${id}-sources` },
      ...option.notes.flatMap((note, k) => [k ? h("br") : null, ...this.sourceLinks(note)]));
    const mark = option.mark_note && h("a", { className: "domino-table__mark", id: `${id}-mark`,
      href: this.disputes(question.anchor) }, option.mark_note.text);
    const input = h("input", { type: "radio", name: `domino-table-${question.field}`, id, value: String(i),
      checked: option.value === question.answer });
    input.setAttribute("aria-describedby", mark ? `${sources.id} ${mark.id}` : sources.id);
    return h("div", { className: "domino-table__option" },
      input, h("label", { htmlFor: id }, option.label.text), sources, mark);
  }

  /** A sentence naming sources in the engine's pieces, each source's name linked to its entry. */
  private sourceLinks(note: SourceNote): (Node | string)[] {
    return note.linked.map((piece) => (piece.anchor === null ? piece.text
      : h("a", { className: "domino-table__source", href: this.disputes(piece.anchor) }, piece.text)));
  }

  private questionButtons(reply: SheetReply, index: number): HTMLDivElement {
    const t = this.t;
    const back = button("domino-table__back", t("ui.table.back"), () => { this.ask(reply.questions[index - 1]); });
    back.disabled = index === 0;
    const next = h("button", { className: "md-button md-button--primary domino-table__next", type: "submit" },
      t(index + 1 < reply.questions.length ? "ui.table.next" : "ui.table.finish"));
    const skip = button("domino-table__skip", t("ui.table.skip"), () => void this.showSheet(true));
    return h("div", { className: "domino-table__buttons" }, back, next, skip);
  }

  private disputes(anchor: string, lang: Lang = this.lang): string {
    return siteURL(lang, `disputes/#${anchor}`, this.siteRoot).href;
  }

  /** Keep an answer (the rule fields it sets), ask the engine again, and go on to the question after it. */
  private async answer(field: string, changes: Record<string, unknown>): Promise<void> {
    this.rules = { ...this.rules, ...changes };
    const reply = await this.sheet(this.lang, { rules: this.rules }, this.players);
    if (!reply) return;
    this.reply = reply;
    const at = reply.questions.findIndex((q) => q.field === field);
    this.ask(reply.questions[at + 1]);
  }

  // ------------------------------------------------------------ the sheet

  private async showSheet(focus: boolean): Promise<void> {
    const n = this.nodes;
    let reply = this.reply;
    if (!reply) return;
    if (this.sheetLang !== this.lang) {
      reply = await this.sheet(this.sheetLang, { c: reply.c }, reply.players);
      if (!reply) return;
    }
    const words = this.data.sheet[this.sheetLang] ?? {};
    const w = (id: string, params = {}): string => format(words[id] ?? "", params, this.sheetLang);
    const link = siteURL(this.sheetLang, `table/?${reply.link_query}`, this.siteRoot).href;
    const sheet = n.sheet;
    sheet.lang = this.sheetLang;
    sheet.replaceChildren();
    const heading = el("h2", "domino-table__title", w("ui.table.sheet.title", { system: reply.name }));
    heading.tabIndex = -1;
    sheet.append(heading);
    for (const section of reply.sections) {
      const part = el("section", `domino-table__part domino-table__part--${section.id}`);
      part.append(el("h3", "", section.title.text));
      const list = el("ul", "");
      for (const statement of section.statements) list.append(this.statementItem(statement));
      part.append(list);
      sheet.append(part);
    }
    const foot = el("footer", "domino-table__foot");
    const caption = el("p", "domino-table__scan", w("ui.table.sheet.scan"));
    const address = el("p", "domino-table__address", link);
    const text = el("div", "");
    text.append(caption, address);
    foot.append(qrSVG(link, w("ui.table.sheet.scan")), text);
    sheet.append(foot);
    this.renderActions(link, reply);
    n.question.hidden = true;
    n.sheetBox.hidden = false;
    this.field = "";
    delete this.root.dataset.field;
    this.root.dataset.link = link;
    this.root.dataset.sheetLang = this.sheetLang;
    this.root.dataset.state = "sheet";
    n.status.textContent = this.t("ui.table.ready");
    if (focus) heading.focus();
  }

  /** A sentence of the sheet and, where it states the site's own reading or choice, the mark
   * in the engine's words, linked to the disputes page's entry. */
  private statementItem(statement: SheetStatement): HTMLLIElement {
    const note = statement.note;
    return h("li", {}, h("span", { className: "domino-table__statement" }, statement.text),
      note && h("a", { className: "domino-table__note", href: this.disputes(note.anchor, this.sheetLang) },
        note.text.text));
  }

  private renderActions(link: string, reply: SheetReply): void {
    const t = this.t;
    const n = this.nodes;
    const query = reply.link_query;
    const page = (path: string): string => siteURL(this.lang, `${path}?${query}`, this.siteRoot).href;
    const linkBox = el("input", "domino-table__link");
    linkBox.type = "text";
    linkBox.readOnly = true;
    linkBox.value = link;
    const copied = el("span", "domino-table__copied");
    copied.setAttribute("role", "status");
    const copy = button("domino-table__copy", t("ui.table.copy"), () => {
      linkBox.select();
      clipboard()?.writeText(link).then(() => { copied.textContent = t("ui.table.copied"); })
        .catch(() => { copied.textContent = ""; });
    });
    const go = (className: string, id: string, href: string): HTMLAnchorElement => {
      const a = el("a", `md-button ${className}`, t(id));
      a.href = href;
      return a;
    };
    const pages = el("div", "domino-table__go");
    pages.append(go("domino-table__to-score", "ui.table.score", page("score/")),
      go("domino-table__to-settle", "ui.table.settle", page("settle/")),
      go("domino-table__to-play", "ui.table.play", page(`rules/${this.rules.preset}/`) + "#try"));
    const row = el("div", "domino-table__buttons");
    row.append(button("domino-table__edit", t("ui.table.edit"), () => { this.ask(this.reply?.questions[0]); }),
      button("domino-table__print", t("ui.table.print"), () => { window.print(); }));
    n.actions.replaceChildren(labelledFor("domino-table__field", "", t("ui.table.link"), linkBox), copy, copied, pages, row);
  }
}

// Our table's rules: choose a system and the number of players, answer the open questions one
// at a time, and print the one-page sheet of the answers, with a link and its QR code.
//
// hooks/dominosite/table_html.py writes the block: its labels in the page's language, the sheet's
// own words in every language, the presets with their numbers of players. The questions (only
// those that apply to the system and the player count), their options, sources and the preset's
// answer, and every sentence of the sheet come from the engine (the bridge's `sheet`): after each
// answer the engine is asked again, and its questions decide what comes next. The address
// `?c=preset,field:value…&p=players` (the engine's link_query) opens the sheet of those rules; a
// link the engine refuses shows its reason. States for the tests, on the block: data-state
// ("loading", "asking", "sheet", "refused", "failed"), data-field (the question shown),
// data-asked (the engine's replies so far), data-sheet-lang, data-link.

import type { Lang, RulesJSON, SheetOption, SheetQuestion, SheetReply, SheetSource } from "../../contract.gen";
import { engineFor, failureText, refusal, startedEngine } from "../../engine/client";
import { button, el, labelledFor, offerRetry, part, select } from "../../ui/dom";
import { embeddedTexts, format, langFolder, langOf, locale, textsOf, type T, type UIText } from "../../ui/text";
import { qrSVG } from "./qr";

interface Preset { id: string; min_players: number; max_players: number }

/** The disputes page's marks, as the page says them. */
const MARK_TEXT: Record<NonNullable<SheetOption["mark"]>, string> = { reading: "ui.table.mark.reading", choice: "ui.table.mark.choice" };

/** A list's items and the words between them, as the page's language joins a list ("A, B and C"). */
function listParts(items: string[], lang: Lang): { type: "element" | "literal"; value: string }[] {
  try {
    return new Intl.ListFormat(locale(lang), { style: "long", type: "conjunction" }).formatToParts(items);
  } catch {
    return items.flatMap((value, i) => [...(i ? [{ type: "literal" as const, value: ", " }] : []),
      { type: "element" as const, value }]);
  }
}
interface Data {
  presets: Preset[];
  sheet: Record<string, Record<string, UIText>>;
  languages: [string, string][];
}
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
  private readonly data: Data;
  private readonly base: URL;
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
    this.data = JSON.parse(part(root, ".domino-table__data", HTMLElement).textContent || "{}") as Data;
    this.base = new URL(root.dataset.root || "./", document.baseURI);
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
    const system = select("domino-table__system", presets.map((p): [string, string] => [p.id, t(`preset.${p.id}.name`)]),
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

  private async sheet(lang: Lang, request: { rules: RulesJSON } | { c: string }, players?: number): Promise<SheetReply | null> {
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
    const players = p === null ? undefined : /^\d{1,2}$/.test(p) ? Number(p) : (p as unknown as number);
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
    const t = this.t;
    const n = this.nodes;
    const index = reply.questions.indexOf(question);
    const total = reply.questions.length;
    this.field = question.field;
    n.sheetBox.hidden = true;
    n.question.hidden = false;
    n.question.replaceChildren();
    const set = el("fieldset", "domino-table__options");
    set.tabIndex = -1;
    const legend = el("legend", "");
    legend.append(el("span", "domino-table__progress", t("ui.table.progress", { n: index + 1, total })), " ",
      el("span", "domino-table__label", question.label.text));
    set.append(legend);
    const name = `domino-table-${question.field}`;
    question.options.forEach((option, i) => {
      const id = `${name}-${i}`;
      const row = el("div", "domino-table__option");
      const input = el("input");
      input.type = "radio";
      input.name = name;
      input.id = id;
      input.value = String(i);
      input.checked = option.value === question.answer;
      const label = el("label", "", option.label.text);
      label.htmlFor = id;
      const sources = el("span", "domino-table__sources");
      if (option.sources.length) this.cite(sources, option.sources);
      else if (!option.mark) sources.textContent = t("ui.table.no_source");
      sources.id = `${id}-sources`;
      const described = [sources.id];
      row.append(input, label, sources);
      if (option.mark) {
        // the system's own answer, which its own sources do not give: the disputes page's mark
        const mark = el("a", "domino-table__mark", t(MARK_TEXT[option.mark]));
        mark.href = this.disputes(question.anchor);
        mark.id = `${id}-mark`;
        described.push(mark.id);
        row.append(mark);
      }
      input.setAttribute("aria-describedby", described.join(" "));
      set.append(row);
    });
    const more = el("a", "domino-table__disputes", t("ui.table.disputes"));
    more.href = this.disputes(question.anchor);
    set.append(el("p", "", ""), more);
    const buttons = el("div", "domino-table__buttons");
    const back = button("domino-table__back", t("ui.table.back"), () => this.ask(reply.questions[index - 1]));
    back.disabled = index === 0;
    const next = el("button", "md-button md-button--primary domino-table__next",
      t(index + 1 < total ? "ui.table.next" : "ui.table.finish"));
    next.type = "submit";
    const skip = button("domino-table__skip", t("ui.table.skip"), () => void this.showSheet(true));
    buttons.append(back, next, skip);
    n.question.append(set, buttons);
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

  /** "Sources: A, B and C", each source named as the site names it and linked to the disputes
   * page's list of sources; the list is joined as the page's language joins one. */
  private cite(box: HTMLElement, sources: SheetSource[]): void {
    const slot = "\u0000";
    const [before = "", after = ""] = this.t("ui.table.sources", { sources: slot, count: sources.length }).split(slot);
    const links = new Map(sources.map((source): [string, SheetSource] => [source.name.text, source]));
    box.append(before);
    for (const part of listParts(sources.map((source) => source.name.text), this.lang)) {
      const source = part.type === "element" ? links.get(part.value) : undefined;
      if (!source) {
        box.append(part.value);
        continue;
      }
      const link = el("a", "domino-table__source", source.name.text);
      link.href = this.disputes(source.anchor);
      box.append(link);
    }
    box.append(after);
  }

  private disputes(anchor: string): string {
    return new URL(`${langFolder(this.lang)}disputes/#${anchor}`, this.base).href;
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
    const link = new URL(`${langFolder(this.sheetLang)}table/?${reply.link_query}`, this.base).href;
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
      for (const statement of section.statements) list.append(el("li", "", statement.text));
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

  private renderActions(link: string, reply: SheetReply): void {
    const t = this.t;
    const n = this.nodes;
    const query = reply.link_query;
    const page = (path: string): string => new URL(`${langFolder(this.lang)}${path}?${query}`, this.base).href;
    const linkBox = el("input", "domino-table__link");
    linkBox.type = "text";
    linkBox.readOnly = true;
    linkBox.value = link;
    const copied = el("span", "domino-table__copied");
    copied.setAttribute("role", "status");
    const copy = button("domino-table__copy", t("ui.table.copy"), () => {
      linkBox.select();
      navigator.clipboard?.writeText(link).then(() => { copied.textContent = t("ui.table.copied"); })
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
    row.append(button("domino-table__edit", t("ui.table.edit"), () => this.ask(this.reply?.questions[0])),
      button("domino-table__print", t("ui.table.print"), () => window.print()));
    n.actions.replaceChildren(labelledFor("domino-table__field", "", t("ui.table.link"), linkBox), copy, copied, pages, row);
  }
}

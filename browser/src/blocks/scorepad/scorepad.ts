// The score pad: keep the score of a match at the table, by the rules of the chosen system.
//
// hooks/dominosite/scorepad_html.py writes the block: the labels in the page's language and the
// presets. This builds the set-up (setup.ts), the form for a hand (hand.ts), the totals and the
// hands played (table.ts). Every figure comes from the engine (dominorules.features.scorepad through the
// bridge's score_match): after each change the whole match is scored again, and a change the
// engine refuses is not kept; its message is shown and what was typed stays.
//
// The matches are kept in localStorage (store.ts), with the hand being entered, so that a reload
// loses nothing; nothing is sent anywhere. An error about the hand being entered is shown at its
// field (hand.ts showFormError), which is marked and focused. A match can be
// downloaded as CSV or JSON (export.ts), printed, and shared as a link that carries the match in
// the address's fragment. Texts from the reader or the engine are inserted with textContent
// only. States for the tests, on the block: data-asked, data-hands, data-state ("ready",
// "over", "refused", "failed").

import type { EmbeddedScorepad, ErrorReply, HandRow, Lang, Op, Reply, ScoreMatchReply, ScorepadPreset } from "../../contract.gen";
import { failureText, refusal, startedEngine, type RequestOf } from "../../engine/client";
import { button, clipboard, el, embedded, engineFailure, part } from "../../ui/dom";
import { embeddedTexts, formatDate, formatList, langOf, siteURL, textsOf, type T } from "../../ui/text";
import { labelled, menu } from "./controls";
import { downloadCSV, downloadJSON, printMatch } from "./export";
import { clearFormError, draftOf, emptyDraft, entryOf, handForm, showFormError, type ErrorPlace } from "./hand";
import { linkedRules, renderSetup, type SetupChoice } from "./setup";
import { fresh, fromLink, keptAside, linked, matchJSON, shareLink, Store, type Draft, type MatchData, type Trouble } from "./store";
import { download } from "../../ui/files";
import { handSummary, historyList, totalsTable } from "./table";

interface Nodes {
  notice: HTMLDivElement; bar: HTMLDivElement; setup: HTMLFormElement; match: HTMLDivElement; error: HTMLParagraphElement; status: HTMLParagraphElement;
}

export class ScorePad {
  private readonly root: HTMLElement;
  private readonly lang: Lang;
  private readonly t: T;
  /** The systems, in the order of the rules pages (the engine's, embedded by the hook). */
  private readonly presets: ScorepadPreset[];
  /** The engine's names of rules, by their JSON: each system's (embedded), and those its replies gave. */
  private readonly systems = new Map<string, string>();
  private readonly naming = new Set<string>(); // rules the engine has been asked to name
  private readonly eachTileOnce: boolean;
  private readonly settleURL: URL;
  private readonly store = new Store();
  private reply: ScoreMatchReply | null = null;
  private editing: number | null = null; // the hand being changed (from 0), or null for a new hand
  private draft: Draft | null = null;
  private settingUp = false;
  private asked = 0;
  private readonly nodes: Nodes;

  constructor(root: HTMLElement) {
    this.root = root;
    this.lang = langOf(root.dataset.lang);
    this.t = textsOf(embeddedTexts(root, ".domino-scorepad__strings"), "domino-scorepad", this.lang);
    const data = embedded<EmbeddedScorepad>(root, ".domino-scorepad__rules", "presets");
    this.presets = data.presets;
    for (const preset of data.presets) this.systems.set(JSON.stringify(preset.id), preset.name);
    this.eachTileOnce = data.each_tile_once;
    this.settleURL = siteURL(this.lang, "settle/", root.dataset.root);
    const app = part(root, ".domino-scorepad__app", HTMLElement);
    this.nodes = {
      notice: el("div", "domino-scorepad__notice"), bar: el("div", "domino-scorepad__bar"), setup: el("form", "domino-scorepad__setup"),
      match: el("div", "domino-scorepad__match"), error: el("p", "domino-scorepad__error"),
      status: el("p", "domino-scorepad__status"),
    };
    const n = this.nodes;
    n.setup.hidden = true;
    n.match.hidden = true;
    n.error.setAttribute("role", "alert");
    n.status.setAttribute("role", "status");
    n.notice.setAttribute("role", "alert");
    app.replaceChildren(n.notice, n.bar, n.setup, n.error, n.status, n.match);
    app.hidden = false;
    this.store.onTrouble = (trouble) => { this.trouble(trouble); };
    for (const trouble of this.store.troubles) this.trouble(trouble);
    const fragment = linked();
    if (fragment) void this.openLink(fragment);
    else void this.show();
    // a match link opened in this tab while the page is open
    window.addEventListener("hashchange", () => {
      const code = linked();
      if (code) void this.openLink(code);
    });
  }

  /** A seat's typed name, else its default one (said as in the middle of a sentence: `inList`). */
  private nameOf(match: MatchData, seat: number, inList = false): string {
    return (match.names[seat] ?? "").trim() || this.t(inList ? "ui.player_in_list" : "ui.player", { player: seat + 1 });
  }

  // ------------------------------------------------------------ the engine

  private async call<O extends Op>(op: O, request: RequestOf<O>): Promise<Reply<O>> {
    const engine = await startedEngine(this.root, (id, params) => { this.nodes.status.textContent = this.t(id, params); },
      this.nodes.status);
    return engine.call(op, request);
  }

  /** Score `match`; null (with the reason shown, by `refused` when given) when the engine refuses it. */
  private async score(match: MatchData, refused?: (reply: ErrorReply) => void): Promise<ScoreMatchReply | null> {
    const n = this.nodes;
    n.status.textContent = this.t("ui.score.working");
    try {
      const reply = await this.call("score_match", { match: matchJSON(match), lang: this.lang });
      n.status.textContent = "";
      this.asked += 1;
      this.root.dataset.asked = String(this.asked);
      if (!reply.ok) {
        if (refused) refused(reply);
        else n.error.textContent = refusal(reply);
        this.root.dataset.state = "refused";
        return null;
      }
      n.error.textContent = "";
      for (const rules of [match.rules, reply.rules]) this.systems.set(JSON.stringify(rules), reply.name);
      return reply;
    } catch (err) {
      this.failed(err, () => void this.show());
      return null;
    }
  }

  private failed(err: unknown, again: () => void): void {
    console.error("domino-scorepad:", err);
    engineFailure({ root: this.root, status: this.nodes.status, error: this.nodes.error },
      this.t(failureText(err)), this.t("ui.retry"), again);
  }

  /** Tell the reader what went wrong with the browser's storage (once per kind): kept data
   * that cannot be read, put aside and offered as a download; a change that could not be kept. */
  private trouble(trouble: Trouble): void {
    const n = this.nodes;
    const cls = `domino-scorepad__trouble-${trouble.kind}`;
    if (n.notice.querySelector(`.${cls}`)) return;
    const box = el("div", `domino-scorepad__trouble ${cls}`);
    if (trouble.kind === "not-kept") {
      box.append(el("p", "", this.t("ui.score.not_kept")));
    } else {
      box.append(el("p", "", this.t("ui.score.unreadable")));
      box.append(button("domino-scorepad__aside", this.t("ui.score.unreadable_download"), () => {
        const aside = keptAside();
        const text = aside.length ? aside.map(([, raw]) => raw).join("\n") : (localStorage.getItem(trouble.key) ?? "");
        download(`${this.t("ui.score.file_unreadable")}.txt`, text, "text/plain;charset=utf-8");
      }));
    }
    n.notice.append(box);
  }

  // ------------------------------------------------------------ showing

  /** Show the current match (scored by the engine), or the set-up when there is none. */
  private async show(): Promise<void> {
    this.renderBar();
    const match = this.store.match();
    if (!match || this.settingUp) {
      this.showSetup();
      return;
    }
    this.nodes.setup.hidden = true;
    const reply = await this.score(match);
    if (!reply) return;
    this.reply = reply;
    const kept = this.draft === null ? this.store.drafts[match.id] : undefined;
    if (kept && (kept.hand === null || kept.hand < match.hands.length)) {
      // the hand being entered when the page was left (a reload, a tab the phone closed)
      this.editing = kept.hand;
      this.draft = kept.draft;
    }
    this.renderMatch(match, reply);
  }

  private renderBar(): void {
    const n = this.nodes;
    const s = this.store;
    n.bar.replaceChildren();
    const ids = Object.keys(s.matches).sort((a, b) => (s.matches[b]?.created ?? "").localeCompare(s.matches[a]?.created ?? ""));
    if (ids.length) {
      const options = ids.map((id): [string, string] => [id, this.matchName(s.matches[id])]);
      const choose = menu(options, s.current ?? ids[0] ?? "");
      choose.classList.add("domino-scorepad__choose");
      choose.addEventListener("change", () => {
        s.current = choose.value;
        this.settingUp = false;
        this.editing = null;
        this.draft = null;
        s.save();
        void this.show();
      });
      n.bar.append(labelled(this.t("ui.score.choose_match"), choose));
    }
    n.bar.append(button("domino-scorepad__new", this.t("ui.score.new_match"), () => {
      this.settingUp = true;
      this.nodes.error.textContent = "";
      void this.show();
    }));
    if (s.match()) {
      n.bar.append(button("domino-scorepad__delete-match", this.t("ui.score.delete_match"), () => {
        const matches = { ...s.matches };
        if (s.current) delete matches[s.current];
        const rest = Object.keys(matches);
        s.commit(matches, rest[0] ?? null);
        this.draft = null;
        void this.show();
      }));
    }
    if (s.undo.length) n.bar.append(button("domino-scorepad__undo", this.t("ui.score.undo"), () => { this.undo(); }));
  }

  /** The match's players, rules and date; the rules as the engine names them (`system`, from its
   * reply), else by the name it gave them before; a match whose rules it has not named yet (own
   * rules kept from an earlier visit) without them, and they are asked. */
  private matchName(match: MatchData | undefined, system?: string): string {
    if (!match) return "";
    const named = system ?? this.systemName(match.rules);
    // a default name after the first is said as in the middle of a sentence ("Kari, Ola og spiller 3")
    const names = formatList(Array.from({ length: match.players }, (_, seat) => this.nameOf(match, seat, seat > 0)),
      this.lang);
    const created = new Date(match.created);
    const date = Number.isNaN(created.getTime()) ? match.created.slice(0, 10) : formatDate(created, this.lang);
    if (named === null) return this.t("ui.score.match_title_unnamed", { players: names, date });
    return this.t("ui.score.match_title", { players: names, system: named, date });
  }

  /** The engine's name of `rules`: a system's as the hook embeds it, or as a reply gave it; null
   * (and the engine is asked, the menu drawn again once it answers) when it has not named them. */
  private systemName(rules: MatchData["rules"]): string | null {
    const key = JSON.stringify(rules);
    const named = this.systems.get(key);
    if (named !== undefined) return named;
    if (this.naming.has(key)) return null;
    this.naming.add(key);
    void this.call("rules", { rules, lang: this.lang }).then((reply) => {
      if (!reply.ok || this.systems.has(key)) return;
      this.systems.set(key, reply.name);
      this.renderBar();
    }, (err: unknown) => { console.warn("domino-scorepad:", err); });
    return null;
  }

  private undo(): void {
    if (!this.store.back()) return;
    this.editing = null;
    this.draft = null;
    this.settingUp = false;
    void this.show().then(() => {
      this.nodes.status.textContent = this.t("ui.score.undone");
    });
  }

  // ------------------------------------------------------------ set-up

  private showSetup(): void {
    const n = this.nodes;
    n.match.hidden = true;
    n.setup.hidden = false;
    const setup = renderSetup(n.setup, this.presets, this.t, (choice) => void this.start(choice));
    // rules linked from the address: the menu shows their system, as the engine reads them
    const linkedC = linkedRules();
    if (linkedC) {
      void this.call("rules", { c: linkedC, lang: this.lang }).then((reply) => {
        if (reply.ok) setup.showSystem(reply.preset);
      }, (err: unknown) => { console.warn("domino-scorepad:", err); });
    }
  }

  private async start(choice: SetupChoice): Promise<void> {
    const n = this.nodes;
    let rules = choice.rules;
    if (choice.custom) {
      const reply = await this.call("rules", { c: choice.custom, players: choice.players, lang: this.lang }).catch((err: unknown) => {
        this.failed(err, () => { n.setup.requestSubmit(); });
        return null;
      });
      if (!reply) return;
      if (!reply.ok) {
        n.error.textContent = refusal(reply);
        this.root.dataset.state = "refused";
        return;
      }
      rules = reply.rules;
    }
    const asked: MatchData = { ...fresh(), rules, players: choice.players, names: choice.names, opener: choice.opener, hands: [] };
    const reply = await this.score(asked);
    if (!reply) return;
    const match: MatchData = { ...asked, rules: reply.rules }; // as a record names them: the system, or its changes
    this.store.commit({ ...this.store.matches, [match.id]: match }, match.id);
    this.settingUp = false;
    this.draft = null;
    this.editing = null;
    this.reply = reply;
    n.setup.hidden = true;
    this.renderBar();
    this.renderMatch(match, reply);
  }

  // ------------------------------------------------------------ a match

  private renderMatch(match: MatchData, reply: ScoreMatchReply): void {
    const n = this.nodes;
    const t = this.t;
    const nameOf = (seat: number): string => this.nameOf(match, seat);
    n.match.hidden = false;
    n.match.replaceChildren();
    this.root.dataset.hands = String(reply.hands.length);
    this.root.dataset.state = reply.over ? "over" : "ready";
    n.match.append(el("h2", "domino-scorepad__title", this.matchName(match, reply.name)));
    n.match.append(totalsTable(match, reply, t, nameOf));
    const result = el("div", "domino-scorepad__result");
    result.setAttribute("role", "status");
    const last: HandRow | undefined = reply.hands[reply.hands.length - 1];
    if (last) {
      result.append(el("h3", "", t("ui.score.last_result", { hand: last.hand })));
      result.append(el("p", "domino-scorepad__summary", handSummary(last)));
      const why = el("ul", "domino-scorepad__reasons");
      for (const reason of last.reasons) why.append(el("li", "", reason.text));
      result.append(why);
    }
    if (reply.over) {
      if (reply.verdict) result.append(el("p", "domino-scorepad__verdict", reply.verdict.text));
      result.append(el("p", "domino-scorepad__over", t("ui.score.over")));
    } else if (reply.next) {
      // the target is reached, but the leaders are tied: the engine says why play goes on
      if (reply.play_on) result.append(el("p", "domino-scorepad__play-on", reply.play_on.text));
      // the engine's sentence: who opens the next hand, and why
      result.append(el("p", "domino-scorepad__next", reply.next.text));
    }
    n.match.append(result);
    if (!reply.over || this.editing !== null) n.match.append(this.handForm(match, reply));
    n.match.append(historyList(reply, t, {
      edit: (index) => { this.startEdit(match, index); },
      remove: (index) => void this.deleteHand(match, index),
      settleURL: this.settleURL,
    }), this.tools(match, reply));
  }

  private handForm(match: MatchData, reply: ScoreMatchReply): HTMLFormElement {
    const draft = this.draft ?? emptyDraft(match.players);
    this.draft = draft;
    return handForm({
      match, draft, t: this.t, lang: this.lang, editing: this.editing !== null, tiles: reply.tiles,
      eachTileOnce: this.eachTileOnce,
      lastQuestion: reply.last_question.text,
      number: this.editing === null ? reply.hands.length + 1 : this.editing + 1,
      nameOf: (seat) => this.nameOf(match, seat),
      changed: () => { this.store.keepDraft(match.id, { hand: this.editing, draft }); },
      submit: () => void this.submitHand(match, draft),
      cancel: () => {
        this.editing = null;
        this.draft = null;
        this.store.keepDraft(match.id, null);
        this.nodes.error.textContent = "";
        this.renderMatch(match, reply);
      },
    });
  }

  private tools(match: MatchData, reply: ScoreMatchReply): HTMLDivElement {
    const t = this.t;
    const box = el("div", "domino-scorepad__tools");
    box.append(button("domino-scorepad__csv", t("ui.score.export_csv"), () => { downloadCSV(match, reply, t); }));
    box.append(button("domino-scorepad__json", t("ui.score.export_json"), () => { downloadJSON(match, reply, t); }));
    box.append(button("domino-scorepad__print", t("ui.score.print"), () => { printMatch(match, t); }));
    const link = el("input", "domino-scorepad__text domino-scorepad__link");
    link.type = "text";
    link.readOnly = true;
    link.value = shareLink(match);
    const copied = el("span", "domino-scorepad__copied");
    copied.setAttribute("role", "status");
    const copy = button("domino-scorepad__copy", t("ui.score.copy"), () => {
      link.select();
      clipboard()?.writeText(link.value).then(() => { copied.textContent = t("ui.score.copied"); }, () => {});
    });
    box.append(labelled(t("ui.score.share"), link), copy, copied);
    return box;
  }

  // ------------------------------------------------------------ entering a hand

  private startEdit(match: MatchData, index: number): void {
    const entry = match.hands[index];
    if (!entry) return;
    this.editing = index;
    this.draft = draftOf(entry);
    this.store.keepDraft(match.id, { hand: index, draft: this.draft });
    if (this.reply) this.renderMatch(match, this.reply);
    const form = this.nodes.match.querySelector(".domino-scorepad__form");
    if (form) {
      form.scrollIntoView({ block: "start" });
      const first = form.querySelector<HTMLInputElement>("input:checked") ?? form.querySelector<HTMLInputElement>("input");
      if (first) first.focus();
    }
  }

  private async deleteHand(match: MatchData, index: number): Promise<void> {
    const changed = { ...match, hands: match.hands.filter((_, i) => i !== index) };
    const reply = await this.score(changed);
    if (!reply) return;
    this.accept(changed, reply);
  }

  /** The engine scored `match`: keep it and show it. */
  private accept(match: MatchData, reply: ScoreMatchReply): void {
    delete this.store.drafts[match.id];
    this.store.commit({ ...this.store.matches, [match.id]: match }, match.id);
    this.editing = null;
    this.draft = null;
    this.reply = reply;
    this.renderBar();
    this.renderMatch(match, reply);
  }

  private async submitHand(match: MatchData, draft: Draft): Promise<void> {
    const n = this.nodes;
    const form = n.match.querySelector<HTMLFormElement>(".domino-scorepad__form");
    const entry = entryOf(draft, match.players, this.t);
    if ("missing" in entry) {
      n.error.textContent = "";
      if (form) showFormError(form, entry.missing, entry.place);
      else n.error.textContent = entry.missing;
      this.root.dataset.state = "refused";
      return;
    }
    if (form) clearFormError(form);
    const number = this.editing === null ? match.hands.length + 1 : this.editing + 1;
    const hands = [...match.hands];
    if (this.editing === null) hands.push(entry);
    else hands[this.editing] = entry;
    const changed = { ...match, hands };
    const reply = await this.score(changed, (refused) => {
      const text = refusal(refused) ?? "";
      if (!form) {
        n.error.textContent = text;
        return;
      }
      n.error.textContent = "";
      // at the field the engine names when the error is in this hand; else next to the button
      let place: ErrorPlace = "hand";
      if (refused.hand === number && refused.seat !== undefined) place = { seat: refused.seat };
      else if (refused.hand === number && refused.field === "last") place = "last";
      showFormError(form, text, place);
    });
    if (!reply) return;
    this.accept(changed, reply);
    n.match.querySelector<HTMLInputElement>(".domino-scorepad__form input")?.focus();
  }

  // ------------------------------------------------------------ a shared link

  /** A match from the address: checked by the engine, then kept as a new match. */
  private async openLink(code: string): Promise<void> {
    const n = this.nodes;
    history.replaceState(null, "", `${location.pathname}${location.search}`);
    const match = fromLink(code);
    if (!match) {
      n.error.textContent = this.t("ui.score.bad_link");
      this.root.dataset.state = "refused";
      this.renderBar();
      this.showSetup();
      return;
    }
    const reply = await this.score(match, (refused) => {
      n.error.textContent = this.t("ui.score.link_refused", { error: refusal(refused) ?? "" });
    });
    if (!reply) {
      this.renderBar();
      this.showSetup();
      return;
    }
    this.accept(match, reply);
    n.status.textContent = this.t("ui.score.from_link");
  }
}

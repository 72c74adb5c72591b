// Your puzzles: the puzzles the engine made of the reader's own moves (kept in this browser by
// the review of a hand, store.ts), listed with how the reader has done, and each played again:
// the position as the reader saw it, their legal moves as buttons, a hint, the solution.
//
// hooks/dominosite/mypuzzles_html.py writes the block with its labels. Every sentence about a
// puzzle (the prompt, the system's name, the move made in the game, the feedback, the hint, the
// solution with its counts) comes from the engine (bridge op "mistake"); the page keeps the
// puzzles and how the reader did, and nothing else. States for the tests, on the block:
// data-state ("loading", "list", "puzzle", "failed"), data-count (puzzles kept), and on the
// puzzle view data-id and data-result ("right", "wrong").

import type { Lang, Mistake, MistakeReply } from "../../contract.gen";
import { engineFor, failureText, refusal, startedEngine } from "../../engine/client";
import { button, el, offerRetry, part } from "../../ui/dom";
import { download } from "../../ui/files";
import { drawPosition } from "../../ui/position";
import { embeddedTexts, formatDate, langOf, textsOf, type T } from "../../ui/text";
import {
  addPuzzles, asideText, exportText, importPuzzles, load, next, record, save, type KeptPuzzle, type Status, type Stored,
  type Trouble,
} from "./store";

const STATUS_TEXT: Record<Status, string> = {
  new: "ui.mypuzzles.status.new", first: "ui.mypuzzles.status.first", after: "ui.mypuzzles.status.after",
  missed: "ui.mypuzzles.status.missed",
};

interface Nodes {
  status: HTMLParagraphElement; error: HTMLParagraphElement; actions: HTMLDivElement; next: HTMLButtonElement;
  list: HTMLOListElement; view: HTMLElement; system: HTMLHeadingElement; prompt: HTMLParagraphElement;
  earlier: HTMLParagraphElement;
  position: HTMLDivElement; moves: HTMLFieldSetElement; feedback: HTMLDivElement; hint: HTMLButtonElement;
  solution: HTMLButtonElement; back: HTMLButtonElement;
}

export class MyPuzzles {
  private readonly root: HTMLElement;
  private readonly lang: Lang;
  private readonly t: T;
  private readonly nodes: Nodes;
  private stored: Stored;
  private names = new Map<string, string>(); // puzzle id -> the system's name, from the engine
  private open: KeptPuzzle | null = null;

  constructor(root: HTMLElement) {
    this.root = root;
    this.lang = langOf(root.dataset.lang);
    this.t = textsOf(embeddedTexts(root, ".domino-mypuzzles__strings"), "domino-mypuzzles", this.lang);
    this.nodes = this.build(part(root, ".domino-mypuzzles__app", HTMLElement));
    this.stored = load((trouble) => { this.trouble(trouble); });
    void this.start();
  }

  private build(app: HTMLElement): Nodes {
    const t = this.t;
    const status = el("p", "domino-mypuzzles__status");
    status.setAttribute("role", "status");
    const error = el("p", "domino-mypuzzles__error");
    error.setAttribute("role", "alert");
    const actions = el("div", "domino-mypuzzles__actions");
    const nextButton = button("domino-mypuzzles__next", t("ui.mypuzzles.next"), () => { this.openNext(); });
    const exportButton = button("domino-mypuzzles__export", t("ui.mypuzzles.export"), () => {
      const day = new Date().toISOString().slice(0, 10);
      download(`${t("ui.mypuzzles.file")}-${day}.json`, exportText(this.stored), "application/json");
    });
    const file = el("input", "domino-mypuzzles__file");
    file.type = "file";
    file.accept = ".json,application/json";
    file.hidden = true;
    file.addEventListener("change", () => {
      const chosen = file.files?.[0];
      file.value = "";
      if (chosen) void this.importFile(chosen);
    });
    const importButton = button("domino-mypuzzles__import", t("ui.mypuzzles.import"), () => { file.click(); });
    actions.append(nextButton, exportButton, importButton, file);
    const list = el("ol", "domino-mypuzzles__list");
    const view = el("section", "domino-mypuzzles__puzzle");
    view.hidden = true;
    view.tabIndex = -1;
    const system = el("h3", "domino-mypuzzles__system");
    const prompt = el("p", "domino-mypuzzles__prompt");
    const earlier = el("p", "domino-mypuzzles__earlier");
    const position = el("div", "domino-mypuzzles__position");
    const moves = el("fieldset", "domino-mypuzzles__moves");
    const feedback = el("div", "domino-mypuzzles__feedback");
    feedback.setAttribute("aria-live", "polite");
    const hint = button("domino-mypuzzles__hint", t("ui.mypuzzles.hint"), () => void this.show("hint"));
    const solution = button("domino-mypuzzles__solution", t("ui.mypuzzles.solution"), () => void this.show("solution"));
    const back = button("domino-mypuzzles__back", t("ui.mypuzzles.back"), () => { this.showList(); });
    const tools = el("div", "domino-mypuzzles__tools");
    tools.append(hint, solution, back);
    view.append(system, prompt, earlier, position, moves, feedback, tools);
    app.append(status, error, actions, list, view, el("p", "domino-mypuzzles__kept", t("ui.mypuzzles.kept")));
    app.hidden = false;
    return { status, error, actions, next: nextButton, list, view, system, prompt, earlier, position, moves, feedback,
      hint, solution, back };
  }

  private trouble(trouble: Trouble): void {
    const n = this.nodes;
    if (trouble.kind === "not-kept") {
      n.error.textContent = this.t("ui.mypuzzles.not_kept");
      return;
    }
    n.error.textContent = this.t("ui.mypuzzles.unreadable");
    n.error.append(" ", button("domino-mypuzzles__aside", this.t("ui.mypuzzles.download_aside"), () => {
      download(`${this.t("ui.mypuzzles.file")}-unreadable.txt`, asideText(trouble.key), "text/plain");
    }));
  }

  private setState(state: "loading" | "list" | "puzzle" | "failed"): void {
    this.root.dataset.state = state;
    this.root.dataset.count = String(this.stored.puzzles.length);
  }

  private async start(): Promise<void> {
    this.setState("loading");
    const n = this.nodes;
    try {
      await startedEngine(this.root, (id, params) => { n.status.textContent = this.t(id, params); }, n.status);
      await this.name(this.stored.puzzles.map((p) => p.puzzle));
    } catch (err) {
      console.error("domino-mypuzzles:", err);
      n.status.textContent = this.t(failureText(err));
      offerRetry(n.status, this.t("ui.retry"), () => void this.start());
      this.setState("failed");
      return;
    }
    this.showList();
  }

  /** The system's name of each puzzle, from the engine (and so checked that it still reads). */
  private async name(puzzles: Mistake[]): Promise<Mistake[]> {
    const engine = engineFor(this.root);
    const good: Mistake[] = [];
    for (const puzzle of puzzles) {
      const reply = await engine.call("mistake", { puzzle, lang: this.lang });
      if (reply.ok) {
        this.names.set(puzzle.id, reply.system);
        good.push(puzzle);
      }
    }
    return good;
  }

  private showList(): void {
    const n = this.nodes;
    this.open = null;
    n.view.hidden = true;
    n.actions.hidden = false;
    n.list.hidden = false;
    n.status.textContent = this.stored.puzzles.length ? "" : this.t("ui.mypuzzles.empty");
    n.next.hidden = this.stored.puzzles.length === 0;
    n.list.replaceChildren();
    for (const kept of this.stored.puzzles) {
      const li = el("li", "domino-mypuzzles__item");
      li.dataset.id = kept.puzzle.id;
      li.dataset.status = kept.status;
      const words = this.t("ui.mypuzzles.item", {
        system: this.names.get(kept.puzzle.id) ?? "", date: formatDate(new Date(kept.added), this.lang),
        status: this.t(STATUS_TEXT[kept.status]) });
      li.append(el("span", "", words), " ", button("domino-mypuzzles__try", this.t("ui.mypuzzles.try"),
        () => void this.openPuzzle(kept)));
      n.list.append(li);
    }
    this.setState("list");
  }

  private openNext(): void {
    const kept = next(this.stored);
    if (kept) void this.openPuzzle(kept);
    else this.nodes.status.textContent = this.t("ui.mypuzzles.none_due");
  }

  private async openPuzzle(kept: KeptPuzzle): Promise<void> {
    const n = this.nodes;
    const reply = await this.ask(kept, {});
    if (!reply) return;
    this.open = kept;
    n.system.textContent = reply.system;
    n.prompt.textContent = reply.prompt.text;
    n.earlier.textContent = reply.earlier.text;
    n.earlier.hidden = true; // the move of the game, once the reader has answered (else it gives the answer away)
    drawPosition(n.position, { ...reply.position, over: false }, this.t, this.lang);
    n.moves.replaceChildren(el("legend", "", this.t("ui.mypuzzles.moves")));
    for (const move of reply.legal) {
      n.moves.append(button("domino-mypuzzles__move", move.text, () => void this.answer(move)));
    }
    n.feedback.replaceChildren();
    delete n.view.dataset.result;
    n.view.dataset.id = kept.puzzle.id;
    n.actions.hidden = true;
    n.list.hidden = true;
    n.view.hidden = false;
    n.status.textContent = "";
    this.setState("puzzle");
    n.view.focus();
  }

  private async answer(move: { kind: string; tile: string | null; end: string | null }): Promise<void> {
    const kept = this.open;
    if (!kept) return;
    const reply = await this.ask(kept, { reply: { kind: move.kind, tile: move.tile, end: move.end } });
    if (!reply || reply.correct === undefined) return;
    const n = this.nodes;
    n.feedback.replaceChildren(...(reply.feedback ?? []).map((f) => el("p", "", f.text)));
    n.earlier.hidden = false;
    n.view.dataset.result = reply.correct ? "right" : "wrong";
    record(this.stored, kept.puzzle.id, reply.correct);
    this.keep();
  }

  private async show(what: "hint" | "solution"): Promise<void> {
    const kept = this.open;
    if (!kept) return;
    const reply = await this.ask(kept, { show: what });
    if (!reply) return;
    const said = what === "hint" ? reply.hint : reply.solution;
    this.nodes.feedback.replaceChildren(...(said ?? []).map((f) => el("p", "", f.text)));
    if (what === "solution") {
      this.nodes.earlier.hidden = false;
      record(this.stored, kept.puzzle.id, false); // shown, not solved: it comes back
      this.keep();
    }
  }

  private keep(): void {
    if (!save(this.stored)) this.nodes.error.textContent = this.t("ui.mypuzzles.not_kept");
    this.root.dataset.count = String(this.stored.puzzles.length);
  }

  /** The engine's words on `kept`; null (and the reason said) when it answers with a refusal. */
  private async ask(kept: KeptPuzzle, extra: { reply?: unknown; show?: "hint" | "solution" }): Promise<MistakeReply | null> {
    const n = this.nodes;
    try {
      const reply = await engineFor(this.root).call("mistake", { puzzle: kept.puzzle, lang: this.lang, ...extra });
      if (reply.ok) return reply;
      n.error.textContent = refusal(reply) ?? this.t("ui.error");
    } catch (err) {
      console.error("domino-mypuzzles:", err);
      n.error.textContent = this.t(failureText(err));
    }
    return null;
  }

  private async importFile(file: File): Promise<void> {
    const n = this.nodes;
    const found = importPuzzles(await file.text());
    const good = found ? await this.name(found) : [];
    if (!good.length) {
      n.status.textContent = this.t("ui.mypuzzles.import_refused", { name: file.name });
      return;
    }
    const added = addPuzzles(this.stored, good);
    this.keep();
    this.showList();
    n.status.textContent = this.t("ui.mypuzzles.imported", { count: added });
  }
}

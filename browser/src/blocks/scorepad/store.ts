// The score pad's matches, kept in localStorage (several, with an undo stack, and the hand being
// entered for each), and a match carried in an address's fragment (#match=<base64url of its JSON>).
//
// Nothing kept is lost: the kept data carries its format's version (migrate() reads format 1,
// which had none); data that cannot be read (cut off, damaged, or from a newer page) is put
// aside under a key of its own, never written over, and the reader is told and offered it as a
// download; a write that fails (storage full, private browsing) is told too. The undo stack is
// bounded by count and by size.

import type { RulesJSON } from "../../contract.gen";
import { fromBase64Url, toBase64Url } from "../../ui/files";

// The key the matches are kept under (named when the format had no version; the version is
// now inside), and the prefix of the keys where kept data that cannot be read is put aside.
const STORE_KEY = "domino-scorepad/1";
const ASIDE_PREFIX = "domino-scorepad/unreadable/";
/** The version of the kept data this page writes (format 1 had no version field). */
export const STORE_VERSION = 2;
// The undo stack: at most this many earlier states, and at most this many characters of JSON
// in all (a long match with many hands is several kilobytes a state).
const UNDO_LIMIT = 50;
export const UNDO_CHARS = 400_000;

/** One hand as the pad keeps it, and a match file as the engine's score_match reads it: the
 * contract's types. */
export type { HandEntry, MatchFile } from "../../contract.gen";
import type { HandEntry, MatchFile } from "../../contract.gen";

/** What the reader entered so far for a hand ("out:N" or "blocked"; "" until chosen): kept
 * here, with the matches, so that the form (hand.ts) and the store need not import each other. */
export interface Draft { end: string; last: string; typed: string[]; tiles: (string[] | null)[] }

/** A match as the pad keeps it. */
export interface MatchData {
  id: string; created: string; rules: RulesJSON; players: number; names: string[]; opener: number; hands: HandEntry[];
}

/** A hand being entered and not yet scored: a new hand (`hand` null) or a change to hand `hand` (from 0). */
export interface KeptDraft { hand: number | null; draft: Draft }

/** What is kept (format 2). */
export interface Stored {
  version: typeof STORE_VERSION; current: string | null; matches: Record<string, MatchData>; undo: string[];
  drafts: Record<string, KeptDraft>;
}

/** What went wrong with the browser's storage, for the reader: kept data that could not be
 * read (put aside under `key`), or a write that failed. */
export type Trouble = { kind: "unreadable"; key: string } | { kind: "not-kept" };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((x) => typeof x === "string");
}

/** A draft as kept, checked (null when it is not one for `players` players). */
function draftFrom(value: unknown, players: number): Draft | null {
  if (!isObject(value)) return null;
  const { end, last, typed, tiles } = value;
  if (typeof end !== "string" || typeof last !== "string" || !isStrings(typed) || !Array.isArray(tiles)) return null;
  if (typed.length !== players || tiles.length !== players) return null;
  const counted = tiles.map((x: unknown) => (x === null || isStrings(x) ? x : undefined));
  if (counted.includes(undefined)) return null;
  return { end, last, typed, tiles: counted.filter((x) => x !== undefined) };
}

/**
 * The kept data in today's format, from any format this page knows: format 1 (no version
 * field: current, matches, undo) gains the version and an empty set of drafts. Null when the
 * data is not one of them (cut off, damaged, or written by a newer page).
 */
export function migrate(data: unknown): Stored | null {
  if (!isObject(data) || !isObject(data.matches)) return null;
  const version = data.version ?? 1;
  if (version !== 1 && version !== STORE_VERSION) return null;
  const matches: Record<string, MatchData> = {};
  for (const [id, match] of Object.entries(data.matches)) {
    if (!isObject(match) || typeof match.players !== "number" || !Array.isArray(match.hands)) return null;
    matches[id] = match as unknown as MatchData;
  }
  const drafts: Record<string, KeptDraft> = {};
  if (version === STORE_VERSION && isObject(data.drafts)) {
    for (const [id, kept] of Object.entries(data.drafts)) {
      const match = matches[id];
      if (!match || !isObject(kept)) continue;
      const draft = draftFrom(kept.draft, match.players);
      const hand = typeof kept.hand === "number" && kept.hand >= 0 && kept.hand < match.hands.length ? kept.hand : null;
      if (draft) drafts[id] = { hand, draft };
    }
  }
  return {
    version: STORE_VERSION,
    current: typeof data.current === "string" && data.current in matches ? data.current : null,
    matches,
    undo: Array.isArray(data.undo) ? data.undo.filter((u): u is string => typeof u === "string") : [],
    drafts,
  };
}

/** The texts put aside because they could not be read, by key, oldest first. */
export function keptAside(): [string, string][] {
  const found: [string, string][] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(ASIDE_PREFIX)) found.push([key, localStorage.getItem(key) ?? ""]);
  }
  return found.sort(([a], [b]) => a.localeCompare(b));
}

export class Store {
  current: string | null = null;
  matches: Record<string, MatchData> = {};
  undo: string[] = [];
  drafts: Record<string, KeptDraft> = {};
  /** Told when kept data cannot be read, or a change cannot be kept. */
  onTrouble: (trouble: Trouble) => void = () => {};
  /** Set while data that could not be read could not be put aside either: nothing is written
   * over it then. */
  private frozen = false;
  /** Kept data that could not be read, as found when the page opened (shown once the pad is ready). */
  readonly troubles: Trouble[] = [];

  constructor() {
    let raw: string | null;
    try {
      raw = localStorage.getItem(STORE_KEY);
    } catch (err) {
      console.warn("domino-scorepad: no storage", err);
      return;
    }
    if (raw === null) return;
    let data: Stored | null;
    try {
      data = migrate(JSON.parse(raw));
    } catch {
      data = null; // cut off or damaged
    }
    if (data) {
      ({ current: this.current, matches: this.matches, undo: this.undo, drafts: this.drafts } = data);
      return;
    }
    // not readable: put it aside (never written over), and tell the reader
    const key = `${ASIDE_PREFIX}${new Date().toISOString()}`;
    try {
      localStorage.setItem(key, raw);
      localStorage.removeItem(STORE_KEY);
      this.troubles.push({ kind: "unreadable", key });
    } catch (err) {
      console.warn("domino-scorepad: cannot put the unreadable matches aside", err);
      this.frozen = true;
      this.troubles.push({ kind: "unreadable", key: STORE_KEY });
    }
  }

  private write(): void {
    const data: Stored = { version: STORE_VERSION, current: this.current, matches: this.matches, undo: this.undo, drafts: this.drafts };
    localStorage.setItem(STORE_KEY, JSON.stringify(data));
  }

  /** Keep the state in the browser; the reader is told (onTrouble) when it cannot be kept.
   * When the storage is full, the undo stack goes first. */
  save(): boolean {
    if (this.frozen) {
      this.onTrouble({ kind: "not-kept" });
      return false;
    }
    try {
      this.write();
      return true;
    } catch (err) {
      if (this.undo.length) {
        this.undo = [];
        try {
          this.write();
          return true;
        } catch {
          // still too much: said below
        }
      }
      console.warn("domino-scorepad: cannot keep the matches", err);
      this.onTrouble({ kind: "not-kept" });
      return false;
    }
  }

  /** Keep `matches` and `current` as the new state, the old one on the undo stack (bounded by
   * count and by size, the oldest dropped first). */
  commit(matches: Record<string, MatchData>, current: string | null): boolean {
    this.undo.push(JSON.stringify({ matches: this.matches, current: this.current }));
    let size = this.undo.reduce((sum, u) => sum + u.length, 0);
    while (this.undo.length > UNDO_LIMIT || (this.undo.length && size > UNDO_CHARS)) size -= this.undo.shift()?.length ?? 0;
    this.matches = matches;
    this.current = current;
    for (const id of Object.keys(this.drafts)) if (!(id in matches)) delete this.drafts[id];
    return this.save();
  }

  /** Keep (or with null forget) the hand being entered for match `id`. */
  keepDraft(id: string, kept: KeptDraft | null): void {
    if (kept) this.drafts[id] = { hand: kept.hand, draft: kept.draft };
    else if (id in this.drafts) delete this.drafts[id];
    else return;
    this.save();
  }

  /** Go back to the state before the last commit; false when there is none. */
  back(): boolean {
    const last = this.undo.pop();
    if (!last) return false;
    let old: Pick<Stored, "matches" | "current">;
    try {
      old = JSON.parse(last) as Pick<Stored, "matches" | "current">;
    } catch {
      return false; // a damaged earlier state: nothing to go back to
    }
    if (!isObject(old.matches)) return false;
    this.matches = old.matches;
    this.current = typeof old.current === "string" ? old.current : null;
    this.save();
    return true;
  }

  match(): MatchData | null {
    return (this.current && this.matches[this.current]) || null;
  }
}

/** A new match's id and creation time. */
export function fresh(): Pick<MatchData, "id" | "created"> {
  return { id: `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, created: new Date().toISOString() };
}

/** The match as the engine reads it. */
export function matchJSON(match: MatchData): MatchFile {
  return { format: "dominorules/1", rules: match.rules, players: match.players, names: match.names,
    opener: match.opener, hands: match.hands };
}

/** The match carried by the address's fragment (#match=...), if any. */
export function linked(): string | null {
  const found = /(?:^#|&)match=([A-Za-z0-9_-]+)/.exec(location.hash);
  return found?.[1] ?? null;
}

/** This page's address carrying `match` in its fragment. */
export function shareLink(match: MatchData): string {
  return `${location.origin}${location.pathname}#match=${toBase64Url(JSON.stringify(matchJSON(match)))}`;
}

/** The match in a link's code (the engine checks it), or null when the code is cut or damaged. */
export function fromLink(code: string): MatchData | null {
  let data: unknown;
  try {
    data = JSON.parse(fromBase64Url(code));
  } catch {
    return null; // not base64 or not JSON: a cut or damaged link
  }
  if (typeof data !== "object" || data === null) return null;
  const d = data as Partial<MatchFile>;
  return {
    ...fresh(),
    // (as the link has them: the engine names what is wrong)
    rules: d.rules as RulesJSON, players: d.players as number, names: Array.isArray(d.names) ? d.names : [],
    opener: typeof d.opener === "number" ? d.opener : 0, hands: Array.isArray(d.hands) ? d.hands : [],
  };
}

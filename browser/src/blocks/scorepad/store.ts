// The score pad's matches, kept in localStorage (several, with an undo stack), and a match
// carried in an address's fragment (#match=<base64url of its JSON>).

import type { RulesJSON } from "../../contract.gen";
import { fromBase64Url, toBase64Url } from "../../ui/files";

const STORE_KEY = "domino-scorepad/1";
const UNDO_LIMIT = 50;

/** One hand as the pad keeps it, and a match file as the engine's score_match reads it: the
 * contract's types. */
export type { HandEntry, MatchFile } from "../../contract.gen";
import type { HandEntry, MatchFile } from "../../contract.gen";

/** A match as the pad keeps it. */
export interface MatchData {
  id: string; created: string; rules: RulesJSON; players: number; names: string[]; opener: number; hands: HandEntry[];
}

interface Stored { current: string | null; matches: Record<string, MatchData>; undo: string[] }

export class Store {
  current: string | null = null;
  matches: Record<string, MatchData> = {};
  undo: string[] = [];

  constructor() {
    try {
      const data: unknown = JSON.parse(localStorage.getItem(STORE_KEY) || "null");
      if (typeof data === "object" && data !== null && "matches" in data && typeof data.matches === "object" && data.matches !== null) {
        const kept = data as Partial<Stored>;
        this.current = typeof kept.current === "string" ? kept.current : null;
        this.matches = kept.matches ?? {};
        this.undo = Array.isArray(kept.undo) ? kept.undo.filter((u): u is string => typeof u === "string") : [];
      }
    } catch (err) {
      console.warn("domino-scorepad: the kept matches cannot be read", err);
    }
  }

  save(): void {
    const data: Stored = { current: this.current, matches: this.matches, undo: this.undo };
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify(data));
    } catch (err) {
      console.warn("domino-scorepad: cannot keep the matches", err);
    }
  }

  /** Keep `matches` and `current` as the new state, the old one on the undo stack. */
  commit(matches: Record<string, MatchData>, current: string | null): void {
    this.undo.push(JSON.stringify({ matches: this.matches, current: this.current }));
    if (this.undo.length > UNDO_LIMIT) this.undo.shift();
    this.matches = matches;
    this.current = current;
    this.save();
  }

  /** Go back to the state before the last commit; false when there is none. */
  back(): boolean {
    const last = this.undo.pop();
    if (!last) return false;
    const old = JSON.parse(last) as Pick<Stored, "matches" | "current">;
    this.matches = old.matches;
    this.current = old.current;
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

// Your puzzles, kept in this browser (localStorage): each puzzle the engine made of one of the
// reader's own moves (the review of a hand, bridge op "review"), with how the reader has done.
//
// Nothing kept is lost: the data carries its format's version; data that cannot be read (cut
// off, damaged, or from a newer page) is put aside under a key of its own, never written over,
// and offered as a download; a write that fails (storage full, private browsing) is told.
// A missed puzzle comes back after a few others (DUE_AFTER): every try counts one turn, and a
// miss sets the turn the puzzle is due again.

import type { Mistake } from "../../contract.gen";

const STORE_KEY = "domino-puzzles";
const ASIDE_PREFIX = "domino-puzzles/unreadable/";
export const STORE_VERSION = 1;
/** How many other puzzles come before a missed one comes back. */
export const DUE_AFTER = 3;

/** How the reader has done: not tried, solved at the first try, solved after a miss, missed. */
export type Status = "new" | "first" | "after" | "missed";

export interface KeptPuzzle { puzzle: Mistake; added: string; status: Status; due: number }

export interface Stored { version: typeof STORE_VERSION; turn: number; puzzles: KeptPuzzle[] }

/** What went wrong with the browser's storage: kept data put aside under `key`, or a failed write. */
export type Trouble = { kind: "unreadable"; key: string } | { kind: "not-kept" };

const STATUSES: readonly Status[] = ["new", "first", "after", "missed"];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A puzzle as the engine made it, checked for the shape the page relies on (the engine checks the rest,
 * and grades every answer: the best move and those as good, `also`, absent in puzzles kept before). */
export function isMistake(value: unknown): value is Mistake {
  return isObject(value) && typeof value.id === "string" && isObject(value.record) && typeof value.seat === "number"
    && typeof value.index === "number" && isObject(value.played) && isObject(value.best)
    && (value.also === undefined || Array.isArray(value.also));
}

/** The kept data, or null when it is not of this format (cut off, damaged, or from a newer page). */
export function parseStored(data: unknown): Stored | null {
  if (!isObject(data) || data.version !== STORE_VERSION || typeof data.turn !== "number" || !Array.isArray(data.puzzles)) return null;
  const puzzles: KeptPuzzle[] = [];
  for (const kept of data.puzzles) {
    if (!isObject(kept) || !isMistake(kept.puzzle) || typeof kept.added !== "string" || typeof kept.due !== "number") return null;
    const status = STATUSES.find((s) => s === kept.status);
    if (!status) return null;
    puzzles.push({ puzzle: kept.puzzle, added: kept.added, status, due: kept.due });
  }
  return { version: STORE_VERSION, turn: data.turn, puzzles };
}

function empty(): Stored {
  return { version: STORE_VERSION, turn: 0, puzzles: [] };
}

/** The kept puzzles; unreadable data is put aside (and said) and an empty store returned. */
export function load(onTrouble: (trouble: Trouble) => void): Stored {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORE_KEY);
  } catch {
    onTrouble({ kind: "not-kept" });
    return empty();
  }
  if (raw === null) return empty();
  let data: unknown = null;
  try {
    data = JSON.parse(raw);
  } catch { /* put aside below */ }
  const stored = parseStored(data);
  if (stored) return stored;
  const key = `${ASIDE_PREFIX}${new Date().toISOString()}`;
  try {
    localStorage.setItem(key, raw);
    localStorage.removeItem(STORE_KEY);
  } catch {
    onTrouble({ kind: "not-kept" });
    return empty();
  }
  onTrouble({ kind: "unreadable", key });
  return empty();
}

/** Write the store; false when the browser would not keep it. */
export function save(stored: Stored): boolean {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

/** Add the puzzles not kept yet (by id), newest last; how many were added. */
export function addPuzzles(stored: Stored, puzzles: Mistake[], now: Date = new Date()): number {
  const known = new Set(stored.puzzles.map((p) => p.puzzle.id));
  let added = 0;
  for (const puzzle of puzzles) {
    if (known.has(puzzle.id)) continue;
    known.add(puzzle.id);
    stored.puzzles.push({ puzzle, added: now.toISOString(), status: "new", due: 0 });
    added += 1;
  }
  return added;
}

/**
 * The reader's try at a puzzle, solved or missed (a solution shown counts as missed). Every try
 * counts one turn; a miss makes the puzzle due again DUE_AFTER turns later, so that a puzzle
 * missed again and again never keeps the others waiting.
 */
export function record(stored: Stored, id: string, solved: boolean): void {
  const kept = stored.puzzles.find((p) => p.puzzle.id === id);
  if (!kept) return;
  stored.turn += 1;
  if (solved) {
    kept.status = kept.status === "new" ? "first" : kept.status === "missed" ? "after" : kept.status;
  } else {
    kept.status = "missed";
    kept.due = stored.turn + DUE_AFTER;
  }
}

/** The next puzzle to try: a missed one that is due, else the oldest new one, else the missed one due first. */
export function next(stored: Stored): KeptPuzzle | null {
  const missed = stored.puzzles.filter((p) => p.status === "missed").sort((a, b) => a.due - b.due);
  const due = missed.find((p) => p.due <= stored.turn);
  return due ?? stored.puzzles.find((p) => p.status === "new") ?? missed[0] ?? null;
}

/** The kept data put aside as unreadable, to download. */
export function asideText(key: string): string {
  try {
    return localStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

/** The puzzles as a file the reader can take away and add again (Add puzzles from a file). */
export function exportText(stored: Stored): string {
  return JSON.stringify({ format: "dominorules-puzzles/1", puzzles: stored.puzzles.map((p) => p.puzzle) }, null, 1);
}

/** The puzzles in a file made by exportText (or a list of them); null when it holds none. */
export function importPuzzles(text: string): Mistake[] | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const list: unknown = isObject(data) ? data.puzzles : data;
  if (!Array.isArray(list)) return null;
  const puzzles = list.filter(isMistake);
  return puzzles.length ? puzzles : null;
}

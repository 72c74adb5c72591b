// Which tutorials the reader solved, kept in localStorage (one record for the whole site).

const PROGRESS_KEY = "dominorules.progress.v1";

export type Progress = Record<string, "solved">;

export function readProgress(): Progress {
  try {
    const data: unknown = JSON.parse(localStorage.getItem(PROGRESS_KEY) || "{}");
    if (typeof data !== "object" || data === null || Array.isArray(data)) return {};
    const out: Progress = {};
    for (const [id, value] of Object.entries(data)) if (value === "solved") out[id] = "solved";
    return out;
  } catch {
    return {}; // unreadable progress counts as none
  }
}

export function markSolved(id: string): void {
  const progress = readProgress();
  progress[id] = "solved";
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch (err) {
    console.warn("domino-tutorial: cannot keep progress", err);
  }
}

export function clearProgress(): void {
  try {
    localStorage.removeItem(PROGRESS_KEY);
  } catch (err) {
    console.warn("domino-tutorial: cannot clear progress", err);
  }
}

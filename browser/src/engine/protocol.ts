// The messages between a page (engine/client.ts) and the engine's worker (engine/worker.ts).

export type SnapshotSource = "site" | "off";
export type Stage = "python" | "engine";

/** What a start fetches: the runtime's folder, the engine archive, the standard library the engine
 * needs (all absolute URLs), and how many bytes a plain start downloads (decoded). */
export interface Files { pyodide: string; engine: string; stdlib: string; bytes: number }
/** The worker's start: its files, and how to start. */
export interface InitMessage extends Files { type: "init"; snapshot: SnapshotSource }
/** The files of a plain start downloaded before anyone starts (a first visit: engine/warm.ts). */
export interface PrefetchMessage extends Files { type: "prefetch" }
export interface CallMessage { type: "call"; id: number; request: string }
export type ToWorker = InitMessage | PrefetchMessage | CallMessage;

export interface ReadyMessage {
  type: "ready"; python: string; warm: boolean; how: "snapshot" | "plain"; fallback: string | null;
}
export type ToPage =
  | { type: "progress"; stage: Stage }
  | { type: "bytes"; loaded: number; total: number }
  | { type: "downloaded" } // a prefetch is done (or gave up: the start says why)
  | ReadyMessage
  | { type: "error"; message: string }
  | { type: "result"; id: number; response: string }
  | { type: "result"; id: number; error: string };

// The messages between a page (engine/client.ts) and the engine's worker (engine/worker.ts).

export type SnapshotSource = "site" | "off";
export type Stage = "python" | "engine";

/** The worker's start: the runtime's folder, the engine archive, the standard library the engine
 * needs (all absolute URLs), how to start, and how many bytes a plain start downloads (decoded). */
export interface InitMessage {
  type: "init"; pyodide: string; engine: string; stdlib: string; snapshot: SnapshotSource; bytes: number;
}
export interface CallMessage { type: "call"; id: number; request: string }
export type ToWorker = InitMessage | CallMessage;

export interface ReadyMessage {
  type: "ready"; python: string; warm: boolean; how: "snapshot" | "plain"; fallback: string | null;
}
export type ToPage =
  | { type: "progress"; stage: Stage }
  | { type: "bytes"; loaded: number; total: number }
  | ReadyMessage
  | { type: "error"; message: string }
  | { type: "result"; id: number; response: string }
  | { type: "result"; id: number; error: string };

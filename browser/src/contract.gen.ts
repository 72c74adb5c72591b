// PROVISIONAL, hand-written: the lead's generator (engine/dominorules/contract.py) replaces this
// file with the engine's own definition of every bridge operation's request and reply. Until it
// lands, the shapes below are read from engine/dominorules/bridge.py (commit d6efb02), with the
// same names the generated file will use.

export type Params = Record<string, string | number | boolean | null>;
export interface Text { id: string; params: Params; text: string }
export type MoveKind = "play" | "draw" | "pass";
export type End = "left" | "right";
export interface MoveJSON { kind: MoveKind; tile: string | null; end: End | null }
export interface ErrorReply { ok: false; error: Text }

/** A game record (dominorules/1): the engine reads and writes it; the page only passes it on. */
export type GameRecord = Record<string, unknown>;

/** The rules as a request gives them: a preset id, or a preset with changed fields. */
export type RulesJSON = string | Record<string, unknown>;

export interface MatchIn { scores?: number[]; hands?: number; previous_opener?: number; previous_winners?: number[] }
export interface MatchState {
  scores: number[]; hands: number; over: boolean; winners: number[];
  target: number | null; target_hands: number | null;
  verdict: Text | null; next: MatchIn | null;
}

export interface Outcome {
  end: string; winners: number[]; points: Record<string, number>; pips: Record<string, number>;
  reasons: Text[]; text: string[]; team_points?: Record<string, number>;
}

export interface BoardEvent { seat: number; move: MoveJSON; text: string }

/** The board after a deal or a move (the replies of "new" and "move"). */
export interface BoardReply {
  ok: true; record: GameRecord; rules: string; players: number; human: number;
  line: string[]; ends: [number, number] | null; hand: string[]; hand_sizes: number[];
  boneyard: number; drawable: number; to_move: number; opening: Text; legal: MoveJSON[];
  events: BoardEvent[]; over: boolean; outcome: Outcome | null; match?: MatchState;
}

export interface NewRequest { rules: RulesJSON; players: number; seed: number; human: number; lang: string; level?: string; match?: MatchIn }
export type NewReply = BoardReply;
export interface MoveRequest { record: GameRecord; human: number; move: Partial<MoveJSON>; lang: string; level?: string; seed?: number; match?: MatchIn }
export type MoveReply = BoardReply;
export interface HintRequest { record: GameRecord; human: number; seed: number; lang: string }
export interface HintReply { ok: true; move: MoveJSON; reason: Text }
export interface ReviewRequest { record: GameRecord; human: number; seed: number; lang: string }
export type VerdictWord = "best" | "good" | "inaccuracy" | "mistake";
export interface ReviewEntry {
  index: number; played: MoveJSON; best: MoveJSON; played_value: number; best_value: number; loss: number;
  verdict: VerdictWord; verdict_text: string; best_line: MoveJSON[];
}
export interface ReviewReply { ok: true; entries: ReviewEntry[] }
export interface ReplayRequest { record: GameRecord; steps: number; lang: string }
export interface ReplayReply {
  ok: true; line: string[]; hands: string[][]; boneyard: number; to_move: number; steps: number; total: number;
  over: boolean; events: Text[]; opening: Text; best?: Record<string, unknown>;
}
export type PresetsRequest = Record<string, never>;
export interface Preset { id: string; name: string; [field: string]: string | number | boolean | null }
export interface PresetsReply { ok: true; presets: Preset[] }
/** A text of the page: plain, or the two plural forms and the parameter that holds the count. */
export type UIText = string | { count: string; one: string; other: string };
export interface TranslateRequest { lang: string; ids: string[] }
export interface TranslateReply { ok: true; texts: Record<string, UIText> }

/** The operations the converted blocks do not type yet: free-form until the contract lands. */
export type LooseRequest = Record<string, unknown>;
export interface LooseReply { ok: true; [field: string]: unknown }

export interface Operations {
  new: { request: NewRequest; reply: NewReply };
  move: { request: MoveRequest; reply: MoveReply };
  hint: { request: HintRequest; reply: HintReply };
  review: { request: ReviewRequest; reply: ReviewReply };
  replay: { request: ReplayRequest; reply: ReplayReply };
  presets: { request: PresetsRequest; reply: PresetsReply };
  translate: { request: TranslateRequest; reply: TranslateReply };
  settle: { request: LooseRequest; reply: LooseReply };
  tutorial: { request: LooseRequest; reply: LooseReply };
  situation: { request: LooseRequest; reply: LooseReply };
  compare: { request: LooseRequest; reply: LooseReply };
  rules: { request: LooseRequest; reply: LooseReply };
  score: { request: LooseRequest; reply: LooseReply };
  score_match: { request: LooseRequest; reply: LooseReply };
}
export type Op = keyof Operations;

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
export interface ReplayRequest { record: GameRecord; steps: number; lang: string; best?: boolean; rules?: string }
export interface ReplayReply {
  ok: true; line: string[]; hands: string[][]; boneyard: number; to_move: number; steps: number; total: number;
  over: boolean; events: Text[]; opening: Text; best?: BestPlay;
}
export type PresetsRequest = Record<string, never>;
export interface Preset { id: string; name: string; [field: string]: string | number | boolean | null }
export interface PresetsReply { ok: true; presets: Preset[] }
/** A text of the page: plain, or the two plural forms and the parameter that holds the count. */
export type UIText = string | { count: string; one: string; other: string };
export interface TranslateRequest { lang: string; ids: string[] }
export interface TranslateReply { ok: true; texts: Record<string, UIText> }

/** A tutorial's board after some steps (the hook embeds the first one; "tutorial" state sends the others). */
export interface TutorialState {
  steps: number; total_steps: number; line: string[]; hands: (string[] | null)[]; hand_sizes: number[];
  boneyard: number; to_move: number | null; ends: [number, number] | null; over: boolean; seat: number | null;
}
/** A tutorial file's data as the engine reads it (the page passes it on). */
export type TutorialData = Record<string, unknown>;
/** What the reader answered a puzzle (its shape follows the question). */
export type TutorialAnswer =
  | { tiles: string[] } | { seat: number | null } | { pips: number } | { seat: number | null; points: number }
  | { actions: string[] } | { move: Partial<MoveJSON> };
// TODO(contract): one op each (tutorial_state, tutorial_grade, tutorial_solution, tutorial_hint)
export type TutorialRequest =
  | { tutorial: TutorialData; lang: string; action: "state"; steps: number }
  | { tutorial: TutorialData; lang: string; action: "grade"; reply: TutorialAnswer }
  | { tutorial: TutorialData; lang: string; action: "solution" }
  | { tutorial: TutorialData; lang: string; action: "hint" };
export interface TutorialStateReply extends TutorialState {
  ok: true; legal: MoveJSON[]; explained: Text[]; opening: Text | null;
}
export interface TutorialGradeReply { ok: true; correct: boolean; feedback: Text[] }
export interface TutorialSolutionReply { ok: true; solution: Text[] }
export interface TutorialHintReply { ok: true; hint: Text[] }
export type TutorialReply = TutorialStateReply | TutorialGradeReply | TutorialSolutionReply | TutorialHintReply;

/** A settler's situation (dominorules.situation): what the reader describes. */
export interface Situation {
  kind: "end" | "turn" | "deal"; players: number; hands: string[][]; line: string[]; teams: boolean;
  last?: number | null; boneyard?: number; drawn?: number; custom?: RulesJSON | null;
}
/** A reason with the place on a rules page that explains it. */
export interface Reason extends Text { anchor: string }
/** One system's answer to a situation. */
export interface SituationVerdict {
  rules: string; base: string; name: string; ok: boolean; missing?: string; reasons: Reason[];
  winners: number[]; points: number; moves: string[]; opener: number | null; tile?: string | null;
}
export type SituationRequest = ({ situation: Situation } | { query: string }) & { lang: string };
export interface SituationReply { ok: true; situation: Situation; query: string; verdicts: SituationVerdict[] }
export interface CompareRow { rules: string; base: string; name: string; follows: number; stops: number | null; reasons: Reason[] }
export interface CompareRequest { record: string; lang: string }
export interface CompareReply { ok: true; rows: CompareRow[]; first_difference: number | null; record: GameRecord; moves: number }
/** Winners and points (tutorial.Verdict). */
export interface Verdict { winners: number[]; points: number }
export interface BestPlay { steps: number; line: string[]; reasons: Text[]; verdict: Verdict | null; recorded: Verdict | null }

/** One hand as the score pad keeps it: how it ended and each player's pips (a number, text the
 * engine will name as wrong, or the tiles still held). */
export interface HandEntry { end: "out" | "blocked"; out?: number; last?: number; pips: (number | string | string[])[] }
/** A score pad's match (dominorules/1). */
export interface MatchFile {
  format: "dominorules/1"; rules: RulesJSON; players: number; names: string[]; opener: number; hands: HandEntry[];
}
export interface ScoredHand {
  hand: number; opener: number; end: string; winners: number[]; points: Record<string, number>;
  pips: Record<string, number>; reasons: Text[]; totals: number[]; settle: string | null;
}
export interface ScoreMatchRequest { match: MatchFile; lang: string }
export interface ScoreMatchReply {
  ok: true; hands: ScoredHand[]; totals: number[]; needed: number[] | null; target: number; over: boolean;
  winners: number[]; verdict: Text | null; next_opener: number | null; next_opening: Text | null;
}
export interface RulesRequest { c: string; players: number; lang: string }
export interface RulesReply {
  ok: true; rules: RulesJSON; fields: Record<string, unknown>; c: string; name: string; target: number | null;
  single_hand: boolean;
}

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
  tutorial: { request: TutorialRequest; reply: TutorialReply };
  situation: { request: SituationRequest; reply: SituationReply };
  compare: { request: CompareRequest; reply: CompareReply };
  rules: { request: RulesRequest; reply: RulesReply };
  score: { request: LooseRequest; reply: LooseReply };
  score_match: { request: ScoreMatchRequest; reply: ScoreMatchReply };
}
export type Op = keyof Operations;

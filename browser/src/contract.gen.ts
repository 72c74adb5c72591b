// Made by `python tools/contract_ts.py` from engine/dominorules/contract/.
// Do not edit: change the engine's contract and run `make contract`.

export type Lang = "en" | "sv" | "de" | "nb";
export type Level = "beginner" | "club" | "strong";
export type MoveKind = "play" | "draw" | "pass";
export type End = "left" | "right";
export type Ending = "out" | "blocked";
export type ReviewVerdict = "best" | "good" | "inaccuracy" | "mistake" | "forced" | "unrated";
export type FieldKind = "choice" | "flag" | "number" | "table";
export type PresetId = "block" | "partnership" | "draw" | "block-locker-loses" | "draw-until-playable" | "draw-100" | "pagat-draw";
export type Undealt = "set-aside" | "boneyard";
export type FirstOpener = "highest-double" | "first-seat" | "lot";
export type NoDouble = "redeal" | "heaviest-tile";
export type LaterOpener = "winner" | "left-of-previous" | "first-seat";
export type Direction = "clockwise" | "counterclockwise";
export type Draw = "none" | "one" | "until-playable";
export type WhenAble = "must-play" | "may-pass" | "may-draw";
export type BlockedWinner = "lowest" | "last-mover-loses";
export type Tie = "drawn" | "no-score" | "split";
export type OutPoints = "none" | "others";
export type GoingOut = "wins" | "lowest-total";
export type BlockedWhen = "boneyard-empty" | "no-tile-fits";
export type LastMover = "last-tile" | "last-action";
export type BlockedPoints = "none" | "others-minus-own" | "others";
export type TargetTie = "play-on" | "drawn";
export type RulesJSON = string | Record<string, unknown>;

/** A message in the reader's language: its id and parameters, and the sentence. */
export interface Text {
  id: string;
  params: Record<string, unknown>;
  text: string;
}

/** A piece of one sentence: the words of its link (`link`), or the words around them. */
export interface TextPart {
  text: string;
  link: boolean;
}

/** A reason the settler shows, with the section that explains it: `anchor` on the system's rules page, or on the disputes page for a mark of our reading or choice. */
export interface Reason extends Text {
  anchor: string;
  page: "rules" | "disputes";
  /** The reason and its link as one sentence of the language, in pieces: the reason with "(the rule)" after it, or a mark whose own words end in its link ("...; see the dispute."). */
  linked: TextPart[];
}

/** A move: `play` a tile at an end (`null` for the lead), `draw` or `pass`. */
export interface MoveJSON {
  kind: MoveKind;
  tile: string | null;
  end: End | null;
}

/** A move with how it is said in the reader's language ("4-2 at the left end"). */
export interface MoveSaid extends MoveJSON {
  text: string;
}

/** Every field of a `dominorules.core.rules.RuleSet` (size tables keyed by player count). */
export interface RuleFields {
  id: string;
  base: PresetId;
  max_pip: number;
  min_players: number;
  max_players: number;
  hand_size: Record<string, number>;
  undealt: Undealt;
  reserve: number;
  first_opener: FirstOpener;
  no_double: NoDouble;
  opener_plays_double: boolean;
  later_opener: LaterOpener;
  direction: Direction;
  draw: Draw;
  when_able: WhenAble;
  blocked_winner: BlockedWinner;
  tie: Tie;
  out_points: OutPoints;
  going_out: GoingOut;
  blocked_when: BlockedWhen;
  last_mover: LastMover;
  blocked_points: BlockedPoints;
  teams: boolean;
  target_points: Record<string, number>;
  target_hands: number;
  target_tie: TargetTie;
}

/** A finished hand scored: how it ended, who won, the points and pips by seat (keys are seat numbers) and why. */
export interface Scored {
  end: Ending;
  winners: number[];
  points: Record<string, number>;
  pips: Record<string, number>;
  team_points?: Record<string, number>;
  reasons: Text[];
}

/** How a hand on the board ended, with its reasons' sentences. */
export interface Outcome extends Scored {
  text: string[];
}

/** One move of the hand, said in words. */
export interface Event extends Text {
  seat: number;
  move: MoveJSON;
}

/** The match a hand belongs to, as the page sends it back (`MatchState.next`). */
export interface MatchIn {
  scores?: number[];
  hands?: number;
  previous_opener?: number;
  previous_winners?: number[];
  seed?: number;
  history?: number[][];
}

/** What to send with the next hand's `new`: the match so far and the next hand's seed. */
export interface MatchNext {
  scores: number[];
  hands: number;
  previous_opener: number;
  previous_winners: number[];
  seed: number;
  /** What each finished hand added to each seat's score, hand by hand. */
  history: number[][];
}

/** One row of a match's score table: a player, or a team (partners share a score). */
export interface MatchRow {
  seats: number[];
  /** The row's name: the team with its players, the reader ("Player 1 (you)"), or a player. */
  name: Text;
  /** What each finished hand gave the row, hand by hand (a team's points once). */
  points: number[];
  total: number;
}

/** A match after this hand: scores, target, whether it is over, who won and why. */
export interface MatchState {
  scores: number[];
  target: number;
  target_hands: number;
  /** These rules play one hand only: the hand is the whole game (no score table). */
  single_hand: boolean;
  hands: number;
  /** The number of the hand on the board, from 1. */
  hand: number;
  rows: MatchRow[];
  /** The score table's title: the target ("Game to 100"), the number of hands, or "Score". */
  title: Text;
  over: boolean;
  winners: number[];
  verdict: Text | null;
  next: MatchNext | null;
}

/** The winners of a hand and the points the winning side scores. */
export interface Verdict {
  winners: number[];
  points: number;
  /** Who wins and what they score in one sentence: every winner named (the verb in the plural for several), or the team with its players, or nobody. */
  summary: Text;
}

export interface ErrorReply {
  ok: false;
  error: Text;
  /** The hand of a match (from 1) the bad input is in, where it is in one (the score pad). */
  hand?: number;
  /** The seat (from 0) the bad input concerns, where it concerns one: the pad marks its field. */
  seat?: number;
  /** The input field the bad input is in, where the engine knows it (`last`, `pips`…). */
  field?: string;
}

export interface NewRequest {
  op: "new";
  lang?: Lang;
  rules: RulesJSON;
  players?: number;
  human?: number;
  seed?: number;
  level?: Level;
  match?: MatchIn;
}

export interface MoveRequest {
  op: "move";
  lang?: Lang;
  record: unknown;
  human?: number;
  move: MoveJSON;
  seed?: number;
  level?: Level;
  match?: MatchIn;
}

/** The board after the computer players have moved, as the human at `human` sees it. */
export interface BoardReply {
  ok: true;
  record: unknown;
  rules: string;
  players: number;
  human: number;
  /** The seats of each team (partners), or `null` when everyone plays alone. */
  teams: number[][] | null;
  /** Whether these rules give points (else a hand is only won, lost or drawn). */
  scores_points: boolean;
  line: string[];
  /** The tiles on the table from left to right, each as (left half, right half). */
  line_tiles: [number, number][];
  ends: [number, number] | null;
  hand: string[];
  hand_sizes: number[];
  boneyard: number;
  drawable: number;
  /** Whether these rules draw from a boneyard (a Draw button, even while nothing may be drawn). */
  draws: boolean;
  /** What the tiles not in a hand are and how many ("Boneyard: 13 tiles", "Set aside: 14 tiles"); null when every tile was dealt and none is set aside (a game of four with a double six). */
  stock: Text | null;
  /** Each seat's hand size in a sentence ("Player 2: 5 tiles in hand"; none left in words). */
  sizes_said: Text[];
  /** The position in sentences for screen readers: the line and its open ends, then each hand (the human's face up). */
  spoken: Text[];
  to_move: number;
  opening: Text;
  legal: MoveSaid[];
  events: Event[];
  over: boolean;
  outcome: Outcome | null;
  match?: MatchState;
}

export interface HintRequest {
  op: "hint";
  lang?: Lang;
  record: unknown;
  human?: number;
  seed?: number;
}

export interface HintReply {
  ok: true;
  move: MoveSaid;
  reason: Text;
  /** The move and its reason as the board says them: "The strong player would lay 6-4 on the left end. Gets rid of the double …". */
  advice: Text;
}

export interface ReviewRequest {
  op: "review";
  lang?: Lang;
  record: unknown;
  human?: number;
  seed?: number;
}

/** One of the human's moves against the strong player's, with the same evaluation behind the verdict, the cost and the face-up line (which starts with the recommended move). */
export interface ReviewEntry {
  index: number;
  played: MoveSaid;
  best: MoveSaid;
  played_value: number;
  best_value: number;
  loss: number;
  verdict: ReviewVerdict;
  verdict_text: string;
  /** The human played the strong player's move. */
  same: boolean;
  /** What the move cost on average, in points or in hands (null for a best or forced move); for a draw or a pass by choice (`unrated`), why it is not rated. */
  cost: Text | null;
  line_intro: Text;
  best_line: MoveSaid[];
  /** The face-up line said as one sequence in the reader's language. */
  line: Text;
  /** Said when the face-up line stops before the end of the hand (too long to work out). */
  line_rest: Text | null;
}

/** One of the human's moves made a puzzle (`dominorules.players.mistakes`), as the page keeps it on the device: the hand's record and the seat, the move's place in the hand, and what the engine found. The page sends it back as it is; the engine replays it. */
export interface Mistake {
  /** The same for the same move of the same hand (the page keeps each puzzle once). */
  id: string;
  record: unknown;
  seat: number;
  index: number;
  played: MoveJSON;
  best: MoveJSON;
  deals: number;
  best_in: number;
  played_in: number;
  proven: boolean;
  /** The other answers, each as good as `best` (any of them solves the puzzle); absent in a puzzle kept before answers came in sets. */
  also?: MoveJSON[];
  /** On how many deals each of `also` is best (as `best_in`). */
  also_in?: number[];
}

export interface ReviewReply {
  ok: true;
  entries: ReviewEntry[];
  summary: Text;
  /** The human's moves that make fair puzzles ("Your puzzles"). */
  puzzles: Mistake[];
  /** How many of them there are, in a sentence. */
  puzzles_said: Text;
  /** The same sentence in pieces, with the link to Your puzzles (`link`) after it where there are puzzles: one sentence of the language. */
  puzzles_linked: TextPart[];
}

export interface MistakeRequest {
  op: "mistake";
  lang?: Lang;
  puzzle: unknown;
  /** A move to grade (a move as the record writes it, or its JSON). */
  reply?: unknown;
  show?: "hint" | "solution";
}

/** The position as the player saw it: their own hand face up, the others' hidden. */
export interface MistakePosition {
  line: string[];
  line_tiles: [number, number][];
  hands: (string[] | null)[];
  hand_sizes: number[];
  boneyard: number;
  stock: Text | null;
  to_move: number;
}

export interface MistakeReply {
  ok: true;
  /** The rule system's name ("Block game", "Draw game, with changed rules"). */
  system: string;
  prompt: Text;
  /** The move the player made in the hand, said as such. */
  earlier: Text;
  position: MistakePosition;
  legal: MoveSaid[];
  correct?: boolean;
  feedback?: Text[];
  hint?: Text[];
  solution?: Text[];
}

/** What the build gives the play block in its page (hooks/boards.py), besides its texts. */
export interface EmbeddedBoard {
  /** Partners play at this table (the engine's teams for the block's rules and players): said before the start, beside the computer players' level. */
  partners: boolean;
  /** The score the block's rules play to at its table; a page's `?target=N` may lower it for a short match. `null` where the rules play to no score (the address's target is ignored). */
  target: number | null;
}

export interface PresetsRequest {
  op: "presets";
  lang?: Lang;
}

export interface Preset extends RuleFields {
  name: string;
}

export interface PresetsReply {
  ok: true;
  presets: Preset[];
}

export interface RulesRequest {
  op: "rules";
  lang?: Lang;
  rules?: RulesJSON;
  c?: string;
  players?: number;
}

/** A rule set as the score pad and the settler set it up. */
export interface RulesReply {
  ok: true;
  rules: RulesJSON;
  /** The system the rules start from (for a `c` string, its first item, read by the engine). */
  preset: PresetId;
  fields: RuleFields;
  c: string;
  name: string;
  target: number;
  /** Whether a table may choose its own target (the system plays to a score). */
  target_adjustable: boolean;
  single_hand: boolean;
  teams: number[][] | null;
  scores_points: boolean;
  /** Every tile of the set, highest first. */
  tiles: string[];
  players_min: number;
  players_max: number;
  /** What to ask about a blocked hand where the last mover loses: who placed the last tile, or (`last_mover: last-action`) who made the last move, a draw or a pass included. */
  last_question: Text;
}

export interface SchemaRequest {
  op: "schema";
  lang?: Lang;
}

/** One rule field as the settler's custom-rules form asks for it. */
export interface FieldSchema {
  name: string;
  kind: FieldKind;
  label: string;
  /** The values of a `choice` field (`flag`: `["yes", "no"]`), else empty. */
  choices: string[];
  choice_labels: Record<string, string>;
  minimum: number;
  maximum: number;
  /** The player counts a `table` field has an entry for (every count a situation may have); empty for the other kinds. */
  players: number[];
}

export interface SchemaReply {
  ok: true;
  fields: FieldSchema[];
  presets: PresetId[];
  languages: Lang[];
}

export interface ParseMoveRequest {
  op: "parse_move";
  lang?: Lang;
  text: string;
  max_pip?: number;
}

export interface ParseMoveReply {
  ok: true;
  move: MoveSaid;
}

export interface TranslateRequest {
  op: "translate";
  lang?: Lang;
  ids: string[];
}

/** A page text with a count: the parameter that holds it, the wording for 1 and for any other number (the rule of every language of the site). */
export interface PluralText {
  count: string;
  one: string;
  other: string;
}

export interface TranslateReply {
  ok: true;
  texts: Record<string, string | PluralText>;
}

export interface SettleRequest {
  op: "settle";
  lang?: Lang;
  record: unknown;
  rules?: RulesJSON[];
}

export interface SettleVerdict {
  rules: RulesJSON;
  ok: boolean;
  reasons: Text[];
  end?: Ending;
  winners?: number[];
  points?: Record<string, number>;
  pips?: Record<string, number>;
  team_points?: Record<string, number>;
}

export interface SettleReply {
  ok: true;
  verdicts: SettleVerdict[];
}

/** A situation a reader describes (`dominorules.formats.situation`): the tiles by their names, the line in the order laid (either way round: the engine turns each tile to fit). */
export interface Situation {
  kind: "end" | "turn" | "deal";
  players: number;
  hands: string[][];
  line: string[];
  teams?: boolean;
  last?: number | null;
  boneyard?: number;
  drawn?: number;
  custom?: string | Record<string, unknown> | null;
  /** Seats (from 0) whose tiles stand in for a pip count typed on the score pad. */
  stand_ins?: number[];
}

export interface SituationRequest {
  op: "situation";
  lang?: Lang;
  situation?: Situation;
  query?: string;
  rules?: RulesJSON[];
}

/** What one rule set says about the situation (keys by the question's kind). */
export interface SituationRow {
  rules: string;
  base: PresetId;
  ruleset: RulesJSON;
  name: string;
  ok: boolean;
  /** The reasons to show (never the pips left in each hand: the situation shows the hands), each mark of our reading or choice after the sentence it marks. */
  reasons: Reason[];
  missing?: string;
  end?: Ending;
  winners?: number[];
  points?: number;
  pips?: Record<string, number>;
  team_points?: Record<string, number>;
  moves?: MoveSaid[];
  opener?: number | null;
  tile?: string | null;
  next?: number;
  /** Who wins and what they score, every winner named (an end position's verdict), or who opens a deal and with which tile. */
  summary?: Text;
  /** What the player to move may do, the moves joined as the language joins a choice. */
  allowed?: Text;
}

export interface SituationReply {
  ok: true;
  situation: Situation;
  query: string;
  /** What the shown tiles are, when some stand in for counts typed on the score pad. */
  note: Text | null;
  verdicts: SituationRow[];
  /** The tiles of the line from left to right by their names in the tile set ("6-3" for a tile lying 3-6), so a page can find each one in its palette. */
  line_names: string[];
  /** The situation as a game record (`dominorules/1`), for the reader to keep. */
  record: unknown;
}

export interface CompareRequest {
  op: "compare";
  lang?: Lang;
  record: unknown;
  rules?: RulesJSON[];
}

export interface CompareRow {
  rules: string;
  base: PresetId;
  name: string;
  follows: number;
  stops: number | null;
  /** How far these rules allow the record: every move, up to a move, or not even the deal. */
  summary: Text;
  verdict: Verdict | null;
  /** The reasons to show (never the pips left in each hand). */
  reasons: Reason[];
  /** The system named, how far it allows the record and why, as one paragraph. */
  line: Text;
  /** Whether the record can be stepped through under these rules: they take the deal, and they are a preset (the `replay` request names them). */
  replayable: boolean;
}

export interface CompareReply {
  ok: true;
  rows: CompareRow[];
  first_difference: number | null;
  record: unknown;
  moves: number;
}

export interface ReplayRequest {
  op: "replay";
  lang?: Lang;
  record: unknown;
  steps?: number;
  rules?: RulesJSON;
  best?: boolean;
}

export interface BestPlay {
  steps: number;
  line: MoveSaid[];
  /** Best play from this move on, its moves said in the reader's language. */
  summary: Text;
  verdict: Verdict | null;
  recorded: Verdict | null;
  /** Whether best play changes the recorded result, both results said in full (`null` when the record or best play stops before the end of the hand). */
  result: Text | null;
  /** The reasons for best play's result to show (never the pips left in each hand). */
  reasons: Text[];
  /** Those reasons as one paragraph. */
  why: Text;
}

export interface ReplayReply {
  ok: true;
  line: string[];
  line_tiles: [number, number][];
  hands: string[][];
  /** How many tiles each hand holds, as the engine counts them. */
  hand_sizes: number[];
  boneyard: number;
  to_move: number;
  steps: number;
  total: number;
  over: boolean;
  events: Text[];
  opening: Text;
  stock: Text | null;
  /** The position for screen readers, every hand face up (core/position.py). */
  spoken: Text[];
  best?: BestPlay;
}

/** A preset as the settler's custom rules start from it. */
export interface SettlerPreset {
  id: PresetId;
  /** The preset's name in the page's language. */
  name: string;
  /** The value of each rule field. */
  fields: Record<string, string | number | boolean | Record<string, number> | null>;
  min_players: number;
  max_players: number;
  /** The player counts at which these rules answer a situation played in teams (none: never). */
  team_players: number[];
}

/** What a question of one kind asks (`formats.situation_form.KIND_PARTS`), so the form asks just that. */
export interface KindForm {
  kind: "end" | "turn" | "deal";
  /** Only the hand of the player to move, not one per player. */
  one_hand: boolean;
  /** Whether the question has a line of play. */
  line: boolean;
  /** Whether it asks who moved last. */
  last: boolean;
  /** Whether it may be played in teams. */
  teams: boolean;
  /** The most tiles the boneyard and the tiles drawn may be (null: the question asks neither). */
  stock: number | null;
}

/** The settler's data in its page (`hooks/dominosite/settler_html.py`), from the engine. */
export interface EmbeddedSettler {
  presets: SettlerPreset[];
  /** The custom rules' fields, their kinds, choices and bounds, labelled in the page's language. */
  schema: FieldSchema[];
  /** The tile set, by the tiles' names. */
  tiles: string[];
  /** The player counts a situation may have. */
  players: number[];
  /** The player counts at which a situation may be played in teams (by any preset). */
  team_players: number[];
  /** The questions, in the order the form offers them, each with what it asks. */
  kinds: KindForm[];
}

/** `playable`: the tiles the reader chose. */
export interface TilesAnswer {
  tiles: string[];
}

/** `opener`: a seat; `target`: a seat, or null for "nobody yet". */
export interface SeatAnswer {
  seat: number | null;
}

/** `pips`: the count. */
export interface PipsAnswer {
  pips: number;
}

/** `winner`: a seat of the winning side, or null for "nobody"; the points, or null when they are not asked (nobody wins, or the rules score no points). */
export interface WinnerAnswer {
  seat: number | null;
  points: number | null;
}

/** `action`: everything the reader says the seat must or may do. */
export interface ActionsAnswer {
  actions: MoveKind[];
}

/** `play-to-win`: the move the reader makes. */
export interface MoveAnswer {
  move: MoveJSON;
}

/** What a tutorial's board shows after some steps (the state reply without its texts). */
export interface TutorialBoard {
  boneyard: number;
  /** The seat the board marks as to move: null when the hand is over and in a puzzle (its question names the seat; marking who moves would give an opener away). */
  to_move: number | null;
  ends: [number, number] | null;
  /** The open ends in words, null before the first tile. */
  open_ends: Text | null;
  over: boolean;
  outcome: Verdict | null;
  steps: number;
  total_steps: number;
  line: string[];
  line_tiles: [number, number][];
  hands: (string[] | null)[];
  hand_sizes: number[];
  seat: number | null;
  legal: MoveSaid[];
  /** What the tiles outside the hands are and how many (null when there are none). */
  stock: Text | null;
  /** The position for screen readers: the line with its open ends, then each hand (core/position.py, as the board says it). */
  spoken: Text[];
}

/** What the build embeds in a tutorial's section (`hooks/dominosite/tutorial_html.py`). */
export interface EmbeddedTutorial {
  /** The tutorial as its file says it: sent back with every request. */
  tutorial: unknown;
  kind: "example" | "puzzle" | "dispute";
  question: "playable" | "opener" | "pips" | "winner" | "play-to-win" | "action" | "target" | null;
  /** A puzzle's question, addressed to its seat (the label of its choices). */
  question_text: string | null;
  /** A puzzle's written hint. */
  hint: string | null;
  /** The seat the question is about. */
  seat: number;
  players: number;
  /** A "who wins" puzzle asks for the points too: its rules score points (`RuleSet.scores_points`). */
  asks_points: boolean;
  /** Which answers are sent with the points typed, each seat's (from 0) and then "nobody" last; the others are sent with `points: null` (`features.tutorial.points_with`: never "nobody", nobody scores). Empty but for a "who wins" puzzle. */
  points_with: boolean[];
  board: TutorialBoard;
}

export interface TutorialRequest {
  lang?: Lang;
  tutorial: unknown;
}

export interface TutorialStateRequest extends TutorialRequest {
  op: "tutorial_state";
  steps?: number;
}

export interface TutorialStateReply extends TutorialBoard {
  ok: true;
  opening: Text | null;
  explained: Text[];
}

export interface TutorialGradeRequest extends TutorialRequest {
  op: "tutorial_grade";
  reply: TilesAnswer | SeatAnswer | PipsAnswer | WinnerAnswer | ActionsAnswer | MoveAnswer;
}

export interface TutorialGradeReply {
  ok: true;
  correct: boolean;
  feedback: Text[];
  /** What the page says, in one message: right, or "not right yet" with the tutorial's advice and the engine's reason. */
  feedback_text: Text;
}

export interface TutorialSolutionRequest extends TutorialRequest {
  op: "tutorial_solution";
}

export interface TutorialSolutionReply {
  ok: true;
  solution: Text[];
}

export interface TutorialHintRequest extends TutorialRequest {
  op: "tutorial_hint";
}

export interface TutorialHintReply {
  ok: true;
  hint: Text[];
  /** The engine's hint in one message (a best move, for "play to win"), null when it has none. */
  hint_text: Text | null;
}

/** One hand as a score pad keeps it (`dominorules.features.scorepad`): how it ended and each seat's pips (a count, text the engine names as wrong, or the tiles still held). */
export interface HandEntry {
  end: Ending;
  out?: number;
  last?: number | null;
  pips: (number | string | string[])[];
}

/** A match as the score pad sends it (`dominorules/1`). */
export interface MatchFile {
  format: "dominorules/1";
  rules: RulesJSON;
  players: number;
  names?: string[] | null;
  opener?: number;
  hands: HandEntry[];
}

export interface ScoreRequest {
  op: "score";
  lang?: Lang;
  rules?: RulesJSON;
  c?: string;
  players?: number;
  hand: HandEntry;
}

export interface ScoreReply extends Scored {
  ok: true;
  settle: string | null;
}

export interface ScoreMatchRequest {
  op: "score_match";
  lang?: Lang;
  /** A `MatchFile` as the pad keeps it, or as a shared link (`#match=`) or the pad's store gives it, not checked by the page: the engine reads it and names what is wrong in the reader's words, with the hand and the seat whose field it is. */
  match: unknown;
}

export interface HandRow extends Scored {
  hand: number;
  opener: number;
  /** The seat that went out (whether or not it won), or null for a blocked hand. */
  out: number | null;
  opening: Text | null;
  /** Who won the hand, each winner by the name typed for their seat, the verb agreeing. */
  summary: Text;
  /** Each seat's total after the hand, by the names typed, as one sentence. */
  standing: Text;
  totals: number[];
  settle: string | null;
  /** The hand in the list of hands played, as one sentence: its number, who won, the standing. */
  line: Text;
}

export interface ScoreMatchReply {
  ok: true;
  format: "dominorules/1";
  rules: RulesJSON;
  /** The rules' name: a system's, or "Draw game, with changed rules" (rule_names.name_of). */
  name: string;
  players: number;
  names: string[] | null;
  target: number;
  hands: HandRow[];
  totals: number[];
  needed: number[] | null;
  over: boolean;
  winners: number[];
  verdict: Text | null;
  /** Why the match goes on although the target is reached (a tie for the lead), or null. */
  play_on: Text | null;
  /** Whose move is the last one under these rules (`last_mover`). */
  last_mover: LastMover;
  /** Whether the rules score points; without them the totals are hands won. */
  scores_points: boolean;
  /** What the pad asks of a blocked hand: who placed the last tile, or who made the last move. */
  last_question: Text;
  /** Every tile of the rules' set, highest first: the tiles a player may tap to count pips. */
  tiles: string[];
  next_opener: number | null;
  next_opening: Text | null;
  /** Who opens the next hand and why, as one sentence; null before the first hand and once over. */
  next: Text | null;
  /** The match as a table (CSV), every cell in the reader's language. */
  csv: string;
}

/** A system as the score pad's set-up offers it (embedded in the page at build time). */
export interface ScorepadPreset {
  id: PresetId;
  /** The system's name in the page's language. */
  name: string;
  min_players: number;
  max_players: number;
  teams: boolean;
  single_hand: boolean;
  /** The target score by number of players ("2" to the most); 0 for a match of hands. */
  targets: Record<string, number>;
  /** Whether the table may choose the target (the engine's `rules` op says). */
  target_adjustable: boolean;
}

/** What the score pad's hook embeds in the page: the systems, in the order of the rules pages. */
export interface EmbeddedScorepad {
  presets: ScorepadPreset[];
  /** Whether a tile counted for one player cannot be counted for another (a set holds each tile once; the engine refuses it twice: `error.tile-twice`), so the pad greys it out. */
  each_tile_once: boolean;
}

export interface SheetRequest {
  op: "sheet";
  lang?: Lang;
  rules?: RulesJSON;
  c?: string;
  /** The number of players; a link's `p` the reader typed is passed on as it is (a string that is not a number), and the engine names it in its refusal. */
  players?: number | string;
}

/** The site's mark on a sentence of the sheet that states its own reading or choice: the kind, the mark in words ("(our reading)"), and the disputes page's entry that says why. */
export interface SheetNote {
  kind: "reading" | "choice";
  text: Text;
  /** `disputes.md#<anchor>` */
  anchor: string;
}

/** A sentence of the sheet, and its mark where it states the site's own reading or choice. */
export interface SheetStatement extends Text {
  note: SheetNote | null;
}

/** A part of the rules sheet: its title and its sentences, one per rule fact. */
export interface SheetSection {
  id: "setup" | "opening" | "turn" | "drawing" | "blocked" | "scoring" | "target";
  title: Text;
  statements: SheetStatement[];
}

/** A source as a reader knows it, and its entry in the disputes page's list of sources. */
export interface SheetSource {
  name: Text;
  /** `disputes.md#<anchor>` */
  anchor: string;
}

/** A piece of a sentence that names sources: a source's name (`link`), linked to its `anchor`, or the words around the names (`anchor` null). */
export interface SourcePart extends TextPart {
  /** `disputes.md#<anchor>`: the disputes page's entry of the source these words name. */
  anchor: string | null;
}

/** A sentence that names an option's sources, and the same sentence in pieces (`linked`): each source's name its own piece, to link to the source's entry. */
export interface SourceNote extends Text {
  linked: SourcePart[];
}

/** One answer to a question: its value, in plain words, the sources that play it, the site's mark, and the rule fields the answer sets. */
export interface SheetOption {
  value: string | number | boolean;
  label: Text;
  /** Each source once; empty where no source plays this option. */
  sources: SheetSource[];
  /** On the system's own answer where its own source does not give it: the disputes page's mark (*our reading*, *our choice*); the entry is the question's `anchor`. Otherwise null. */
  mark: "reading" | "choice" | null;
  /** The rule fields this answer sets, as the rules' JSON has them (a table keyed by player count). */
  changes: Record<string, unknown>;
  /** The sentences that name the sources: this game's own, then other games' (each source in `sources` appears in one of them by its `name`, a piece of `linked`), or that no source names this option. */
  notes: SourceNote[];
  /** The mark in words (*Our choice: …*), linked to the question's entry; null without a mark. */
  mark_note: Text | null;
}

/** An open question of the rules that applies to this system and number of players. */
export interface SheetQuestion {
  /** A rule field, or `hand_size` (the tiles each player is dealt) or `target`. */
  field: string;
  label: Text;
  options: SheetOption[];
  /** The rules' own answer, to show chosen. */
  answer: string | number | boolean;
  /** The disputes page's entry for the question (`disputes.md#<anchor>`). */
  anchor: string;
  /** The question with its place among the questions: "Question 2 of 7: Who opens …?". */
  heading: Text;
}

/** Our table's rules: the sheet in the reader's language, and the questions it answers. */
export interface SheetReply {
  ok: true;
  name: string;
  players: number;
  sections: SheetSection[];
  questions: SheetQuestion[];
  /** The rules in the short form `preset,field:value` (the settler's `c`). */
  c: string;
  /** The query string that sets these rules and players up again (`c=…&p=…`). */
  link_query: string;
  /** Why there are fewer or more questions than the system asks for these players (the answers so far leave some out or bring some up); null when there are as many. */
  count_note: Text | null;
}

/** A system as the table page offers it before the engine has started: its name in the page's language and its numbers of players. */
export interface TablePreset {
  id: string;
  name: string;
  min_players: number;
  max_players: number;
}

/** The data the table page's hook embeds (`.domino-table__data`): the presets, the words printed on the sheet in every language (a table can print its sheet in another language than the page's), and the languages, each by its own name. */
export interface EmbeddedTable {
  presets: TablePreset[];
  sheet: Record<string, Record<string, string | PluralText>>;
  languages: [Lang, string][];
}

/** Each operation's request and reply. */
export interface Operations {
  new: { request: NewRequest; reply: BoardReply };
  move: { request: MoveRequest; reply: BoardReply };
  hint: { request: HintRequest; reply: HintReply };
  review: { request: ReviewRequest; reply: ReviewReply };
  mistake: { request: MistakeRequest; reply: MistakeReply };
  presets: { request: PresetsRequest; reply: PresetsReply };
  rules: { request: RulesRequest; reply: RulesReply };
  schema: { request: SchemaRequest; reply: SchemaReply };
  parse_move: { request: ParseMoveRequest; reply: ParseMoveReply };
  translate: { request: TranslateRequest; reply: TranslateReply };
  settle: { request: SettleRequest; reply: SettleReply };
  situation: { request: SituationRequest; reply: SituationReply };
  compare: { request: CompareRequest; reply: CompareReply };
  replay: { request: ReplayRequest; reply: ReplayReply };
  tutorial_state: { request: TutorialStateRequest; reply: TutorialStateReply };
  tutorial_grade: { request: TutorialGradeRequest; reply: TutorialGradeReply };
  tutorial_solution: { request: TutorialSolutionRequest; reply: TutorialSolutionReply };
  tutorial_hint: { request: TutorialHintRequest; reply: TutorialHintReply };
  score: { request: ScoreRequest; reply: ScoreReply };
  score_match: { request: ScoreMatchRequest; reply: ScoreMatchReply };
  sheet: { request: SheetRequest; reply: SheetReply };
}
export type Op = keyof Operations;
export type Reply<K extends Op> = Operations[K]["reply"] | ErrorReply;

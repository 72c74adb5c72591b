"""Each operation of the bridge with its request and reply types."""

from .board import (
    BoardReply,
    HintReply,
    HintRequest,
    MistakeReply,
    MistakeRequest,
    MoveRequest,
    NewRequest,
    ReviewReply,
    ReviewRequest,
)
from .rules import (
    ParseMoveReply,
    ParseMoveRequest,
    PresetsReply,
    PresetsRequest,
    RulesReply,
    RulesRequest,
    SchemaReply,
    SchemaRequest,
    TranslateReply,
    TranslateRequest,
)
from .scorepad import ScoreMatchReply, ScoreMatchRequest, ScoreReply, ScoreRequest
from .settler import (
    CompareReply,
    CompareRequest,
    ReplayReply,
    ReplayRequest,
    SettleReply,
    SettleRequest,
    SituationReply,
    SituationRequest,
)
from .sheet import SheetReply, SheetRequest
from .tutorials import (
    TutorialGradeReply,
    TutorialGradeRequest,
    TutorialHintReply,
    TutorialHintRequest,
    TutorialSolutionReply,
    TutorialSolutionRequest,
    TutorialStateReply,
    TutorialStateRequest,
)

OPERATIONS: dict[str, tuple[type, type]] = {
    "new": (NewRequest, BoardReply),
    "move": (MoveRequest, BoardReply),
    "hint": (HintRequest, HintReply),
    "review": (ReviewRequest, ReviewReply),
    "mistake": (MistakeRequest, MistakeReply),
    "presets": (PresetsRequest, PresetsReply),
    "rules": (RulesRequest, RulesReply),
    "schema": (SchemaRequest, SchemaReply),
    "parse_move": (ParseMoveRequest, ParseMoveReply),
    "translate": (TranslateRequest, TranslateReply),
    "settle": (SettleRequest, SettleReply),
    "situation": (SituationRequest, SituationReply),
    "compare": (CompareRequest, CompareReply),
    "replay": (ReplayRequest, ReplayReply),
    "tutorial_state": (TutorialStateRequest, TutorialStateReply),
    "tutorial_grade": (TutorialGradeRequest, TutorialGradeReply),
    "tutorial_solution": (TutorialSolutionRequest, TutorialSolutionReply),
    "tutorial_hint": (TutorialHintRequest, TutorialHintReply),
    "score": (ScoreRequest, ScoreReply),
    "score_match": (ScoreMatchRequest, ScoreMatchReply),
    "sheet": (SheetRequest, SheetReply),
}
"""Each operation's request and reply types."""

"""The contract between the engine and the page: every bridge operation's request and reply.

This package is the one definition, a module per block of the site (:mod:`.board`,
:mod:`.rules`, :mod:`.settler`, :mod:`.tutorials`, :mod:`.scorepad`, :mod:`.sheet`) over the
shapes they share (:mod:`.shared`). :mod:`dominorules.bridge` builds its replies as these types
(``mypy --strict`` checks it), :func:`~.check.check` tests a value against a type at run time
(the bridge checks every request at its door; the tests check every kind of reply the site asks
for), and ``tools/contract_ts.py`` writes the
same types for the browser (``browser/src/contract.gen.ts``, which the tests keep up to date).
A change on one side that the other does not follow fails ``make test``.

Each operation ``op`` has a request ``<Op>Request`` and a reply ``<Op>Reply``; every reply
has ``ok: true``, and a refused request gets :class:`ErrorReply` instead, with the reason in
the reader's language (``lang``). :data:`OPERATIONS` maps each ``op`` to its two types.

>>> check({"kind": "play", "tile": "6-4", "end": "left"}, MoveJSON)
>>> sorted(OPERATIONS)[:3]
['compare', 'hint', 'mistake']
"""

from .board import *  # noqa: F403
from .check import check as check
from .check import check_reply as check_reply
from .operations import OPERATIONS as OPERATIONS
from .rules import *  # noqa: F403
from .scorepad import *  # noqa: F403
from .settler import *  # noqa: F403
from .shared import *  # noqa: F403
from .sheet import *  # noqa: F403
from .tutorials import *  # noqa: F403

MODULES = ("shared", "board", "rules", "settler", "tutorials", "scorepad", "sheet")
"""The contract's modules in the order the browser's types are written."""

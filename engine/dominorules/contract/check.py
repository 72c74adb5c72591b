"""Checking a value against a contract type at run time: the bridge checks every request at its
door (:func:`dominorules.bridge.handle`), and the tests check every kind of reply the site asks
for. A value that does not fit raises :class:`ContractError`, which names the place and the value.

>>> from .shared import MoveJSON, Text
>>> check({"id": "verdict.best", "params": {}, "text": "Best move"}, Text)
>>> check({"kind": "play", "tile": "6-4", "end": "up"}, MoveJSON)
Traceback (most recent call last):
...
dominorules.contract.shared.ContractError: $.end: 'up' is not one of 'left', 'right', None
>>> try:
...     check({"kind": "play", "tile": "6-4"}, MoveJSON)
... except ContractError as error:
...     print(error.path, error.problem)
$.end missing
"""

import types
import typing
from typing import Any, Literal, Union, get_args, get_origin

from .operations import OPERATIONS
from .shared import ContractError, ErrorReply


def _is_typeddict(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__required_keys__")


def _hints(tp: type) -> dict[str, Any]:
    return typing.get_type_hints(tp)


def _show(tp: Any) -> str:
    return ", ".join(repr(arg) for arg in get_args(tp))


def check(value: object, tp: Any, path: str = "$") -> None:
    """Raise :class:`ContractError` (naming where) unless ``value`` has the shape of ``tp``."""
    origin = get_origin(tp)
    if tp is Any or tp is object:
        return
    if tp is None or tp is type(None):
        if value is not None:
            raise ContractError(f"{path}: {value!r} is not null", path, value)
    elif origin is Literal:
        _check_literal(value, tp, path)
    elif origin in (Union, types.UnionType):
        _check_union(value, tp, path)
    elif _is_typeddict(tp):
        _check_typeddict(value, tp, path)
    elif origin in (list, tuple, dict):
        _CONTAINERS[origin](value, tp, path)
    else:
        _check_plain(value, tp, path)


def _check_literal(value: object, tp: Any, path: str) -> None:
    allowed = get_args(tp)
    if value not in allowed or isinstance(value, bool) != any(isinstance(a, bool) for a in allowed):
        raise ContractError(f"{path}: {value!r} is not one of {_show(tp)}", path, value)


def _check_union(value: object, tp: Any, path: str) -> None:
    literals = [arg for arg in get_args(tp) if get_origin(arg) is Literal or arg is type(None)]
    if literals and len(literals) == len(get_args(tp)):
        values = [a for lit in literals for a in (get_args(lit) if lit is not type(None) else (None,))]
        if value not in values:
            said = ", ".join(map(repr, values))
            raise ContractError(f"{path}: {value!r} is not one of {said}", path, value)
        return
    errors: list[ContractError] = []
    for arg in get_args(tp):
        try:
            check(value, arg, path)
            return
        except ContractError as error:
            errors.append(error)
    # where the value fits no type: the place and value of the type it came nearest to (the
    # deepest place, a wrong value before a missing or an unknown field)
    near = max(errors, key=lambda e: (e.path.count(".") + e.path.count("["), e.problem == "value"))
    raise ContractError(" / ".join(map(str, errors)), near.path, near.value, near.problem)


def _check_list(value: object, tp: Any, path: str) -> None:
    if not isinstance(value, list):
        raise ContractError(f"{path}: {value!r} is not a list", path, value)
    (item,) = get_args(tp)
    for i, element in enumerate(value):
        check(element, item, f"{path}[{i}]")


def _check_tuple(value: object, tp: Any, path: str) -> None:
    items = get_args(tp)
    if not isinstance(value, (list, tuple)) or len(value) != len(items):
        raise ContractError(f"{path}: {value!r} is not a pair of {len(items)}", path, value)
    for i, (element, item) in enumerate(zip(value, items, strict=True)):
        check(element, item, f"{path}[{i}]")


def _check_dict(value: object, tp: Any, path: str) -> None:
    if not isinstance(value, dict):
        raise ContractError(f"{path}: {value!r} is not an object", path, value)
    _, item = get_args(tp)
    for key, element in value.items():
        if not isinstance(key, str):
            raise ContractError(f"{path}: key {key!r} is not a string", path, value)
        check(element, item, f"{path}.{key}")


_CONTAINERS = {list: _check_list, tuple: _check_tuple, dict: _check_dict}


def _check_plain(value: object, tp: Any, path: str) -> None:
    if tp is bool:
        ok = isinstance(value, bool)
    elif tp is int:
        ok = type(value) is int
    elif tp is float:
        ok = type(value) in (int, float)
    elif tp is str:
        ok = isinstance(value, str)
    else:  # pragma: no cover - a type this module does not use
        raise ContractError(f"{path}: the contract has no check for {tp!r}")
    if not ok:
        raise ContractError(f"{path}: {value!r} is not {tp.__name__}", path, value)


def _check_typeddict(value: object, tp: type, path: str) -> None:
    if not isinstance(value, dict):
        raise ContractError(f"{path}: {value!r} is not an object ({tp.__name__})", path, value)
    hints = _hints(tp)
    required: frozenset[str] = tp.__required_keys__  # type: ignore[attr-defined]
    missing = sorted(required - value.keys())
    if missing:
        raise ContractError(f"{path}: {tp.__name__} lacks {', '.join(missing)}", f"{path}.{missing[0]}", None,
                            "missing")
    extra = sorted(value.keys() - hints.keys())
    if extra:
        raise ContractError(f"{path}: {tp.__name__} has no field {', '.join(extra)}", f"{path}.{extra[0]}",
                            value[extra[0]], "unknown")
    for key, element in value.items():
        check(element, hints[key], f"{path}.{key}")


def check_reply(op: str, reply: object) -> None:
    """Check a bridge reply: ``op``'s reply type, or :class:`ErrorReply`."""
    if isinstance(reply, dict) and reply.get("ok") is False:
        check(reply, ErrorReply)
    else:
        check(reply, OPERATIONS[op][1])

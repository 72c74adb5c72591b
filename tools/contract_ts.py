"""Write the engine's contract as TypeScript for the browser (``browser/src/contract.gen.ts``).

    python tools/contract_ts.py > browser/src/contract.gen.ts      # what `make contract` runs

Every ``TypedDict`` of :mod:`dominorules.contract` becomes an ``interface`` (a subclass one that
``extends`` its base, with only its own fields), each ``Literal`` alias a ``type``, and
:data:`~dominorules.contract.OPERATIONS` the ``Operations`` map that types the page's
``Engine.call``. Docstrings become the comments. Types come out module by module
(:data:`~dominorules.contract.MODULES`), each module's in the order it defines them.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
import types
import typing
from typing import Any, Literal, Union, get_args, get_origin

from dominorules import contract
from dominorules.contract.shared import RulesJSON
from dominorules.core import rule_choices

ALIASES: dict[str, Any] = {
    name: getattr(contract.shared, name)
    for name in ("Lang", "Level", "MoveKind", "End", "Ending", "ReviewVerdict", "FieldKind")
}
ALIASES |= {  # the rule fields' choices, as the rules define them
    name: getattr(rule_choices, name)
    for name in ("PresetId", "Undealt", "FirstOpener", "NoDouble", "LaterOpener", "Direction", "Draw",
                 "WhenAble", "BlockedWinner", "Tie", "OutPoints", "GoingOut", "BlockedWhen", "LastMover",
                 "BlockedPoints", "TargetTie")
}


def is_typeddict(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__required_keys__")


def ts(tp: Any) -> str:
    """A Python type of the contract as a TypeScript type."""
    for name, alias in ALIASES.items():
        if tp == alias:
            return name
    origin = get_origin(tp)
    if tp is object or tp is Any:
        return "unknown"
    if tp is None or tp is type(None):
        return "null"
    if origin is Literal:
        return " | ".join(ts_literal(arg) for arg in get_args(tp))
    if origin in (Union, types.UnionType):
        if tp == RulesJSON:
            return "RulesJSON"
        return " | ".join(ts(arg) for arg in get_args(tp))
    if is_typeddict(tp):
        return str(tp.__name__)
    if origin is list:
        inner = ts(get_args(tp)[0])
        return f"({inner})[]" if " | " in inner else f"{inner}[]"
    if origin is tuple:
        return "[" + ", ".join(ts(arg) for arg in get_args(tp)) + "]"
    if origin is dict:
        return f"Record<string, {ts(get_args(tp)[1])}>"
    return {bool: "boolean", int: "number", float: "number", str: "string"}[tp]


def ts_literal(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return repr(value)


def read_classes(module: types.ModuleType) -> tuple[dict[tuple[str, str], str], dict[str, list[str]]]:
    """Every field's docstring (the string after it in the class body) and every class's bases
    as written, read once per module (a TypedDict keeps no bases of its own at run time)."""
    docs: dict[tuple[str, str], str] = {}
    bases: dict[str, list[str]] = {}
    for node in ast.parse(inspect.getsource(module)).body:
        if not isinstance(node, ast.ClassDef):
            continue
        bases[node.name] = [base.id for base in node.bases if isinstance(base, ast.Name)]
        for field, following in zip(node.body, node.body[1:], strict=False):
            if (isinstance(field, ast.AnnAssign) and isinstance(field.target, ast.Name)
                    and isinstance(following, ast.Expr) and isinstance(following.value, ast.Constant)
                    and isinstance(following.value.value, str)):
                docs[node.name, field.target.id] = " ".join(following.value.value.split())
    return docs, bases


def plain(doc: str) -> str:
    """A docstring as one line of a TypeScript comment (``x`` and :class:`x` become `x`)."""
    text = " ".join(doc.split()).replace("``", "`")
    return re.sub(r":\w+:`~?([\w.]+)`", r"`\1`", text).replace("None", "null")


def interface(tp: type, docs: dict[tuple[str, str], str], written: list[str]) -> list[str]:
    """``tp`` as an interface; ``written`` are the bases its class statement names."""
    module = importlib.import_module(tp.__module__)
    bases = [getattr(module, name) for name in written if is_typeddict(getattr(module, name, None))]
    inherited: dict[str, Any] = {}
    for base in bases:
        inherited |= typing.get_type_hints(base)
    lines = []
    if tp.__doc__ and not tp.__doc__.startswith(f"{tp.__name__}("):
        lines.append(f"/** {plain(tp.__doc__)} */")
    extends = f" extends {', '.join(base.__name__ for base in bases)}" if bases else ""
    lines.append(f"export interface {tp.__name__}{extends} {{")
    optional: frozenset[str] = tp.__optional_keys__  # type: ignore[attr-defined]
    for key, field_type in typing.get_type_hints(tp).items():
        if key in inherited and inherited[key] == field_type:
            continue  # the base has it (a field narrowed by the subclass is written again)
        doc = docs.get((tp.__name__, key))
        if doc:
            lines.append(f"  /** {plain(doc)} */")
        lines.append(f"  {key}{'?' if key in optional else ''}: {ts(field_type)};")
    lines.append("}")
    return lines


def typescript() -> str:
    """The contract as TypeScript declarations."""
    out = ["// Made by `python tools/contract_ts.py` from engine/dominorules/contract/.",
           "// Do not edit: change the engine's contract and run `make contract`.", ""]
    for name, alias in ALIASES.items():
        out.append(f"export type {name} = {' | '.join(ts_literal(a) for a in get_args(alias))};")
    out.append("export type RulesJSON = string | Record<string, unknown>;")
    out.append("")
    seen: set[type] = set()
    for name in contract.MODULES:
        module = importlib.import_module(f"dominorules.contract.{name}")
        docs, bases = read_classes(module)
        for attr in module.__all__:
            tp = getattr(module, attr)
            if is_typeddict(tp) and tp.__module__ == module.__name__ and tp not in seen:
                seen.add(tp)
                out.extend(interface(tp, docs, bases.get(tp.__name__, [])))
                out.append("")
    out.append("/** Each operation's request and reply. */")
    out.append("export interface Operations {")
    for op, (request, reply) in contract.OPERATIONS.items():
        out.append(f"  {op}: {{ request: {request.__name__}; reply: {reply.__name__} }};")
    out.append("}")
    out.append("export type Op = keyof Operations;")
    out.append("export type Reply<K extends Op> = Operations[K][\"reply\"] | ErrorReply;")
    out.append("")
    return "\n".join(out)


if __name__ == "__main__":
    print(typescript(), end="")

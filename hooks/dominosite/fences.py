"""Find ``domino-board`` and ``domino-play`` fenced blocks in a page's Markdown.

Fences inside other fenced blocks (for example a page that shows the block syntax
inside a ````markdown fence) are left alone. Each block is replaced by a placeholder
paragraph; the hook swaps the placeholder for the finished HTML after Markdown ran,
so the blocks also work inside lists and admonitions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

KINDS = ("domino-board", "domino-play", "domino-tutorial", "domino-tutorials", "domino-practice",
         "domino-settler", "domino-scorepad", "domino-table", "domino-mypuzzles",
         "domino-offline")
_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^`\n]*?)[ \t]*$")


@dataclass
class Block:
    kind: str
    body: str
    line: int  # 1-based line of the opening fence
    token: str


def placeholder(n: int) -> str:
    return f"DOMINOSITEBLOCK{n:04d}X"


def extract(markdown: str) -> tuple[str, list[Block]]:
    """Return the Markdown with each domino block replaced by a placeholder, and the blocks."""
    lines = markdown.split("\n")
    out: list[str] = []
    blocks: list[Block] = []
    i = 0
    while i < len(lines):
        m = _OPEN.match(lines[i])
        if not m:
            out.append(lines[i])
            i += 1
            continue
        indent, fence, info = m.group("indent"), m.group("fence"), m.group("info")
        close = re.compile(r"^[ \t]*" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$")
        j = i + 1
        while j < len(lines) and not close.match(lines[j]):
            j += 1
        kind = info.split()[0] if info.split() else ""
        if kind not in KINDS:
            # some other fenced block: copy it untouched (do not look inside it)
            out.extend(lines[i : j + 1])
            i = j + 1
            continue
        body_lines = []
        for raw in lines[i + 1 : j]:
            body_lines.append(raw[len(indent) :] if raw.startswith(indent) else raw.lstrip())
        token = placeholder(len(blocks))
        blocks.append(Block(kind=kind, body="\n".join(body_lines), line=i + 1, token=token))
        out.extend(["", indent + token, ""])
        i = j + 1
    return "\n".join(out), blocks


def substitute(html: str, replacements: dict[str, str]) -> tuple[str, list[str]]:
    """Put the finished HTML in place of each placeholder; return the tokens not found."""
    missing = []
    for token, fragment in replacements.items():
        para = f"<p>{token}</p>"
        if para in html:
            html = html.replace(para, fragment)
        elif token in html:
            html = html.replace(token, fragment)
        else:
            missing.append(token)
    return html, missing

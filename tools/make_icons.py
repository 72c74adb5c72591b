"""Draw the site's app icons (a domino, 6 over 1) as PNG files, with the standard library only.

    python tools/make_icons.py     # writes docs/assets/icons/*.png

Run once; the PNGs are committed. The sizes are the ones the platforms ask for: 192 and
512 px for the web app manifest, a 512 px "maskable" one whose domino stays inside the
central 80 % safe zone (launchers cut the rest to a circle or a rounded square), and a
180 px ``apple-touch-icon`` without transparency.
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "docs" / "assets" / "icons"
TEAL = (0, 121, 107)        # the site's primary colour
FACE = (255, 253, 244)      # the tiles' face colour on the boards
INK = (29, 29, 29)          # pips and the dividing line
SAMPLES = 4                 # anti-aliasing: samples per pixel along each axis

Color = tuple[int, int, int]


def png(width: int, height: int, rows: list[bytes], alpha: bool) -> bytes:
    """A PNG file of 8-bit RGB or RGBA rows."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    color_type = 6 if alpha else 2
    header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    raw = b"".join(b"\x00" + row for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def _inside_rounded(x: float, y: float, box: tuple[float, float, float, float], radius: float) -> bool:
    left, top, right, bottom = box
    if not (left <= x <= right and top <= y <= bottom):
        return False
    cx = min(max(x, left + radius), right - radius)
    cy = min(max(y, top + radius), bottom - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2


def _pips(count: int, left: float, top: float, side: float) -> list[tuple[float, float]]:
    a, m, b = 0.27, 0.5, 0.73
    spots = {1: [(m, m)], 6: [(a, a), (a, m), (a, b), (b, a), (b, m), (b, b)]}[count]
    return [(left + u * side, top + v * side) for u, v in spots]


def draw(size: int, background: Color | None, scale: float) -> bytes:
    """The icon at ``size`` px: a domino (6 over 1) filling ``scale`` of the height, on
    ``background`` (``None``: transparent)."""
    height = size * scale
    width = height / 2
    left, top = (size - width) / 2, (size - height) / 2
    box = (left, top, left + width, top + height)
    radius, border = width * 0.12, max(1.0, width * 0.035)
    inner = (left + border, top + border, left + width - border, top + height - border)
    spots = _pips(6, left, top, width) + _pips(1, left, top + width, width)
    pip_r2 = (width * 0.095) ** 2
    line_half = max(0.75, width * 0.02)
    rows = []
    for py in range(size):
        row = bytearray()
        for px in range(size):
            totals = [0.0, 0.0, 0.0, 0.0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = px + (sx + 0.5) / SAMPLES
                    y = py + (sy + 0.5) / SAMPLES
                    color: Color | None = background
                    if _inside_rounded(x, y, box, radius):
                        color = INK
                        if _inside_rounded(x, y, inner, radius - border):
                            color = FACE
                            middle = top + height / 2
                            if abs(y - middle) <= line_half and left + width * 0.15 < x < left + width * 0.85:
                                color = INK
                            elif any((x - cx) ** 2 + (y - cy) ** 2 <= pip_r2 for cx, cy in spots):
                                color = INK
                    if color is not None:
                        totals[0] += color[0]
                        totals[1] += color[1]
                        totals[2] += color[2]
                        totals[3] += 1
            n = SAMPLES * SAMPLES
            covered = totals[3]
            if background is None:
                rgb = [round(c / covered) if covered else 0 for c in totals[:3]]
                row += bytes([*rgb, round(255 * covered / n)])
            else:
                row += bytes(round(c / n) for c in totals[:3])
        rows.append(bytes(row))
    return png(size, size, rows, alpha=background is None)


ICONS = {
    # name: (size, background, share of the height the domino fills)
    "icon-192.png": (192, TEAL, 0.8),
    "icon-512.png": (512, TEAL, 0.8),
    "icon-maskable-512.png": (512, TEAL, 0.62),   # inside the 80 % safe zone, with margin
    "apple-touch-icon.png": (180, TEAL, 0.78),    # no transparency: iOS would fill it black
    "favicon-32.png": (32, None, 0.94),
}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (size, background, scale) in ICONS.items():
        (OUT / name).write_bytes(draw(size, background, scale))
        print(f"{OUT / name}: {size} x {size}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

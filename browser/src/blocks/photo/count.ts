// Counting the pips of the tiles in a photo, by classical vision (no trained model, no library):
// every tile is found by its divider, the long thin dark line across its middle (a brass centre
// pin may break it in two: the pieces are joined, and the pin is never a pip); its pips are the
// round dark holes in the light within the tile's outline, which is drawn from the divider (a
// tile is about 1.25 dividers wide and twice as long). A pip belongs to the side of the divider
// it lies on. Tiles that touch each other are still told apart: each has its own divider.
// Ivory tiles with black or coloured pips first; if no divider shows, light pips on dark tiles.
//
// Why no OpenCV.js: what this needs (a threshold, connected regions and their moments) is a few
// hundred lines here, 9 KB with the panel; @techstark/opencv-js 4.5.2 (the npm registry's) is
// 7.7 MB (2.5 MB gzipped) and took 2.4 to 3.1 s in Chromium on the project's machine just to start,
// from disk (measured 2026-12-05), more than the 1.5 s a photo before any counting.

import { type Blob, type Channel, type Pixels, channel, crop, holes, otsu } from "./blobs";

export type { Pixels } from "./blobs";

export interface Point { readonly x: number; readonly y: number }

/** A pip found: its centre and radius, in the photo's pixels. */
export interface Pip extends Point { readonly r: number }

/** A tile found: its outline (four corners), its divider's ends, and the pips of each half. */
export interface Tile {
  readonly outline: readonly Point[];
  readonly divider: readonly [Point, Point];
  /** Half 0 is the upper half of a standing tile, the left half of a lying one. */
  readonly halves: readonly [readonly Pip[], readonly Pip[]];
}

export interface Count {
  readonly tiles: readonly Tile[];
  readonly total: number;
}

/** A tile is this many divider lengths wide (ivory tiles of double-six and double-twelve sets). */
const WIDTH_PER_DIVIDER = 1.25;

interface Divider { x: number; y: number; ax: number; ay: number; length: number; width: number }

/** A long thin line, as thick as a divider is beside the pips (the gaps between tiles are thinner). */
function isDivider(b: Blob, pip: number): boolean {
  return b.length >= 8 && b.length >= 4 * b.width && b.area >= 0.6 * b.length * b.width
    && b.width >= Math.max(1.5, 0.2 * pip);
}

/** The usual pip's diameter in the photo: the median of the round blobs' (0 if none). */
function pipSize(blobs: readonly Blob[]): number {
  const sizes = blobs.filter((b) => b.area >= 6 && b.length <= 1.5 * b.width)
    .map((b) => Math.sqrt(b.length * b.width)).sort((x, y) => x - y);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

/**
 * Two pieces of one divider (split by a centre pin): each shorter than a whole divider (which is
 * at least three pips long), parallel, in line, close end to end.
 */
function inLine(a: Divider, b: Divider, pip: number): boolean {
  if (Math.max(a.length, b.length) >= 3 * pip) return false;
  if (Math.abs(a.ax * b.ax + a.ay * b.ay) < 0.97) return false;
  const dx = b.x - a.x, dy = b.y - a.y;
  const across = Math.abs(-dx * a.ay + dy * a.ax);
  const along = Math.abs(dx * a.ax + dy * a.ay);
  // the gap a pin leaves is about as wide as the pin, a few times the line's thickness; the
  // dividers of two tiles side by side are further apart (each ends short of its tile's edge)
  return across <= Math.max(a.width, b.width) * 1.5 + 1
    && along - (a.length + b.length) / 2 <= 2.5 * Math.max(a.width, b.width) + 2;
}

function joined(a: Divider, b: Divider): Divider {
  const ends = [a, b].flatMap((d) => [-1, 1].map((s) => ({ x: d.x + s * d.ax * d.length / 2,
                                                            y: d.y + s * d.ay * d.length / 2 })));
  const proj = ends.map((p) => (p.x - a.x) * a.ax + (p.y - a.y) * a.ay);
  const lo = Math.min(...proj), hi = Math.max(...proj);
  const mid = (lo + hi) / 2;
  return { x: a.x + a.ax * mid, y: a.y + a.ay * mid, ax: a.ax, ay: a.ay, length: hi - lo,
           width: Math.max(a.width, b.width) };
}

function dividers(blobs: readonly Blob[]): Divider[] {
  const pip = pipSize(blobs);
  const found: Divider[] = blobs.filter((b) => isDivider(b, pip)).map((b) => ({ ...b }));
  for (let merged = true; merged;) {
    merged = false;
    outer: for (let i = 0; i < found.length; i++) {
      for (let j = i + 1; j < found.length; j++) {
        const a = found[i], b = found[j];
        if (a && b && inLine(a, b, pip)) {
          found.splice(j, 1);
          found[i] = joined(a, b);
          merged = true;
          break outer;
        }
      }
    }
  }
  // a whole divider is at least three pips long, and the longest line in its tile
  const longest = Math.max(0, ...found.map((d) => d.length));
  const whole = found.filter((d) => d.length >= 0.45 * longest && d.length >= 2.8 * pip);
  // in reading order: rows a tile wide, top to bottom, each from left to right
  const row = (d: Divider): number => Math.round(d.y / (longest * WIDTH_PER_DIVIDER));
  return whole.sort((a, b) => row(a) - row(b) || a.x - b.x);
}

/** The pip's place in the divider's frame: along the divider and across it (towards half 1). */
function frame(d: Divider, p: Point): { along: number; across: number } {
  // the normal points down for a standing tile, right for a lying one: half 0 above or left
  let nx = -d.ay, ny = d.ax;
  if (Math.abs(ny) >= Math.abs(nx) ? ny < 0 : nx < 0) { nx = -nx; ny = -ny; }
  const dx = p.x - d.x, dy = p.y - d.y;
  return { along: dx * d.ax + dy * d.ay, across: dx * nx + dy * ny };
}

function isPip(b: Blob, d: Divider): boolean {
  const diameter = Math.sqrt(b.length * b.width);
  return b.length <= 2.2 * b.width && diameter >= 0.08 * d.length && diameter <= 0.4 * d.length
    && b.area >= 0.5 * b.length * b.width;
}

function outline(d: Divider): Point[] {
  const w = d.length * WIDTH_PER_DIVIDER, nx = -d.ay, ny = d.ax;
  return [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([s, t]) => ({
    x: d.x + (s ?? 0) * d.ax * w / 2 + (t ?? 0) * nx * w,
    y: d.y + (s ?? 0) * d.ay * w / 2 + (t ?? 0) * ny * w,
  }));
}

/** Whether `p` lies on the tile's face, its outline shrunk (or grown) to `share` of its size. */
function onFace(d: Divider, p: Point, share: number): boolean {
  const w = d.length * WIDTH_PER_DIVIDER;
  const { along, across } = frame(d, p);
  return Math.abs(along) <= share * w / 2 && Math.abs(across) <= share * w;
}

/** The upright rectangle around the tile's outline grown to `share` of its size. */
function box(d: Divider, share: number): { x0: number; y0: number; x1: number; y1: number } {
  const corners = outline({ ...d, length: d.length * share });
  const xs = corners.map((q) => q.x), ys = corners.map((q) => q.y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs) + 1, y1: Math.max(...ys) + 1 };
}

/**
 * The pips of one tile, found again with a threshold of its own: Otsu's over its face alone (the
 * table around it left out), so that pale pips (grey, pink, yellow) on a white face are dark
 * enough, whatever the table's colour; a pip belongs to the side of the divider it lies on.
 */
function pipsOf(values: Uint8Array, w: number, h: number, d: Divider): [Pip[], Pip[]] {
  const inner = crop(values, w, h, box(d, 0.85));
  const face: number[] = [];
  for (let y = 0; y < inner.h; y++) {
    for (let x = 0; x < inner.w; x++) {
      if (onFace(d, { x: x + inner.x0, y: y + inner.y0 }, 0.85)) face.push(inner.values[y * inner.w + x] ?? 255);
    }
  }
  const threshold = otsu(Uint8Array.from(face));
  const around = crop(values, w, h, box(d, 1.15));
  const halves: [Pip[], Pip[]] = [[], []];
  for (const found of holes(around.values, around.w, around.h, threshold)) {
    const b = { ...found, x: found.x + around.x0, y: found.y + around.y0 };
    const { across } = frame(d, b);
    if (!isPip(b, d) || !onFace(d, b, 1) || Math.abs(across) < 0.12 * d.length * WIDTH_PER_DIVIDER) continue;
    halves[across > 0 ? 1 : 0].push({ x: b.x, y: b.y, r: Math.sqrt(b.length * b.width) / 2 });
  }
  return halves;
}

function tileOf(d: Divider, halves: [Pip[], Pip[]]): Tile {
  return {
    outline: outline(d),
    divider: [{ x: d.x - d.ax * d.length / 2, y: d.y - d.ay * d.length / 2 },
              { x: d.x + d.ax * d.length / 2, y: d.y + d.ay * d.length / 2 }],
    halves,
  };
}

/** The dividers found with the photo reduced to `kind`, and those values. */
function dividersBy(px: Pixels, kind: Channel): { ds: Divider[]; values: Uint8Array } {
  const values = channel(px, kind);
  return { ds: dividers(holes(values, px.width, px.height, otsu(values))), values };
}

/**
 * The tiles in the photo and the pips on each half. The tiles are found by their dividers in the
 * photo's darkest channel or its lightness, whichever shows more (ivory on a dark cloth, yellowed
 * ivory on a white table), else light on dark (black tiles); each tile's pips are then counted in
 * the darkest channel (or the lightest, for black tiles) with a threshold of the tile's own.
 */
export function countPips(px: Pixels): Count {
  const darkest = dividersBy(px, "darkest");
  const other = dividersBy(px, "lightness");
  let best = other.ds.length > darkest.ds.length ? other : darkest;
  let pipValues = darkest.values;
  if (!best.ds.length) {
    best = dividersBy(px, "lightest");
    pipValues = best.values;
  }
  const tiles = best.ds.map((d) => tileOf(d, pipsOf(pipValues, px.width, px.height, d)));
  return { tiles, total: pipTotal(tiles) };
}

/** The pips on the tiles, both halves of each. */
export function pipTotal(tiles: readonly { readonly halves: readonly [readonly Pip[], readonly Pip[]] }[]): number {
  return tiles.reduce((n, t) => n + t.halves[0].length + t.halves[1].length, 0);
}

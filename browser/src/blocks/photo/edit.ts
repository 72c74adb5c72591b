// The reader's corrections to a count (pure functions: the panel draws, these decide): a tap on a
// pip takes it away, a tap elsewhere on a tile adds one on that side of its divider, a tile can be
// left out; and what goes into the pips field.

import { type Count, type Pip, type Point, type Tile, pipTotal } from "./count";

/** A tile as the reader may change it. */
export interface EditTile {
  readonly outline: readonly Point[];
  readonly divider: readonly [Point, Point];
  readonly halves: [Pip[], Pip[]];
}

export function editable(count: Count): EditTile[] {
  return count.tiles.map((t: Tile) => ({ outline: t.outline, divider: t.divider,
                                         halves: [[...t.halves[0]], [...t.halves[1]]] }));
}

function inside(p: Point, poly: readonly Point[]): boolean {
  let yes = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i], b = poly[j];
    if (a && b && (a.y > p.y) !== (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) yes = !yes;
  }
  return yes;
}

/** The side of the divider `p` lies on: 0 above (or left of) it, 1 below (or right). */
function sideOf(tile: EditTile, p: Point): 0 | 1 {
  const [a, b] = tile.divider;
  let nx = -(b.y - a.y), ny = b.x - a.x;
  if (Math.abs(ny) >= Math.abs(nx) ? ny < 0 : nx < 0) { nx = -nx; ny = -ny; }
  return (p.x - (a.x + b.x) / 2) * nx + (p.y - (a.y + b.y) / 2) * ny > 0 ? 1 : 0;
}

function typicalRadius(tiles: readonly EditTile[]): number {
  const radii = tiles.flatMap((t) => [...t.halves[0], ...t.halves[1]].map((p) => p.r)).sort((x, y) => x - y);
  const [a, b] = tiles[0]?.divider ?? [{ x: 0, y: 0 }, { x: 0, y: 0 }];
  return radii[Math.floor(radii.length / 2)] ?? Math.max(2, Math.hypot(b.x - a.x, b.y - a.y) / 10);
}

/**
 * A tap at `p`: on a pip (within its radius and a half) it is taken away, elsewhere on a tile a
 * pip is added there on that side of the divider. Returns what changed, or "none" off every tile.
 */
export function tap(tiles: EditTile[], p: Point): "removed" | "added" | "none" {
  for (const tile of tiles) {
    for (const half of tile.halves) {
      const at = half.findIndex((q) => Math.hypot(q.x - p.x, q.y - p.y) <= q.r * 1.5);
      if (at >= 0) { half.splice(at, 1); return "removed"; }
    }
  }
  const tile = tiles.find((t) => inside(p, t.outline));
  if (!tile) return "none";
  tile.halves[sideOf(tile, p)].push({ x: p.x, y: p.y, r: typicalRadius(tiles) });
  return "added";
}

/** One pip more (+1) or less (-1) on a half, for the buttons (a new pip goes at the half's middle). */
export function step(tile: EditTile, half: 0 | 1, by: 1 | -1, radius: number): void {
  const pips = tile.halves[half];
  if (by < 0) { pips.pop(); return; }
  const [a, b] = tile.divider;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  // the middle of the half: halfway from the divider to the middle of the tile's far end
  const o = tile.outline;
  const ends = [[o[0], o[1]], [o[2], o[3]]].map(([p, q]) => ({ x: ((p?.x ?? mid.x) + (q?.x ?? mid.x)) / 2,
                                                            y: ((p?.y ?? mid.y) + (q?.y ?? mid.y)) / 2 }));
  const end = ends.find((e) => sideOf(tile, e) === half) ?? mid;
  pips.push({ x: (mid.x + end.x) / 2, y: (mid.y + end.y) / 2, r: radius });
}

export const total: (tiles: readonly EditTile[]) => number = pipTotal;

/** Each tile as the set names it, highest half first ("6-4"). */
export function names(tiles: readonly EditTile[]): string[] {
  return tiles.map((t) => {
    const [a, b] = [t.halves[0].length, t.halves[1].length].sort((x, y) => y - x);
    return `${String(a)}-${String(b)}`;
  });
}

/**
 * What goes into the pips field: the tiles ("6-4.3-3", the engine adds them up and says the sum)
 * when every tile read is a tile of the match's set and none is read twice, else the total.
 */
export function fieldValue(tiles: readonly EditTile[], set: readonly string[]): string {
  const read = names(tiles);
  const ok = read.length > 0 && read.every((n) => set.includes(n)) && new Set(read).size === read.length;
  return ok ? read.join(".") : String(total(tiles));
}

export { typicalRadius };

// A tile drawn for the blocks: its picture, and a placed tile of a line of play.

import { el, svgEl } from "./dom";

// TODO(contract): (a) tile parsing and normalisation: the engine's replies name tiles; the
// page should only look them up (line_tiles, legal moves with their ends).
export function halves(tile: string): [number, number] {
  const m = /^(\d+)\D+(\d+)$/.exec(String(tile).trim());
  return m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
}

// TODO(contract): (a) one normal form for a tile, the engine's.
export function tileKey(tile: string): string {
  const [a, b] = halves(tile);
  return `${Math.max(a, b)}-${Math.min(a, b)}`;
}

const P = { c: 0.5, l: 0.27, r: 0.73, t: 0.27, b: 0.73, m: 0.5 };
const PIPS: readonly (readonly [number, number][])[] = [
  [],
  [[P.c, P.c]],
  [[P.l, P.t], [P.r, P.b]],
  [[P.l, P.t], [P.c, P.c], [P.r, P.b]],
  [[P.l, P.t], [P.r, P.t], [P.l, P.b], [P.r, P.b]],
  [[P.l, P.t], [P.r, P.t], [P.c, P.c], [P.l, P.b], [P.r, P.b]],
  [[P.l, P.t], [P.m, P.t], [P.r, P.t], [P.l, P.b], [P.m, P.b], [P.r, P.b]],
];

/**
 * A tile as an SVG (upright: halves top/bottom; else left/right).
 * TODO(contract): (n) the hook's drawing (hooks/dominosite/svg.py) as the one drawing, a sprite.
 */
export function tileSVG(tile: string, upright: boolean): SVGSVGElement {
  const U = 28;
  const [a, b] = halves(tile);
  const w = upright ? U : 2 * U;
  const h = upright ? 2 * U : U;
  const svg = svgEl("svg", { viewBox: `0 0 ${w + 2} ${h + 2}`, width: w + 2, height: h + 2, class: "dm-svg", "aria-hidden": "true", focusable: "false" });
  svg.appendChild(svgEl("rect", { class: "dm-face", x: 1, y: 1, width: w, height: h, rx: 4, fill: "#fffdf4", stroke: "#2b2b2b", "stroke-width": 1.5 }));
  svg.appendChild(upright
    ? svgEl("line", { class: "dm-div", x1: 5, y1: U + 1, x2: U - 3, y2: U + 1, stroke: "#2b2b2b", "stroke-width": 1.2 })
    : svgEl("line", { class: "dm-div", x1: U + 1, y1: 5, x2: U + 1, y2: U - 3, stroke: "#2b2b2b", "stroke-width": 1.2 }));
  const origins: [number, number, number][] = upright ? [[1, 1, a], [1, U + 1, b]] : [[1, 1, a], [U + 1, 1, b]];
  const r = Math.round(U * 0.95) / 10; // U x 0.095 to a tenth, as the hook draws pips
  let d = ""; // every pip in one path, as the hook draws them (hooks/dominosite/svg.py, pip_path)
  for (const [ox, oy, n] of origins) {
    for (const pip of PIPS[n] ?? []) {
      let [px, py] = pip;
      if (upright && n === 6) [px, py] = [py, px];
      const cx = ox + px * U;
      const cy = oy + py * U;
      d += `M${(cx - r).toFixed(1)} ${cy.toFixed(1)}a${r} ${r} 0 1 0 ${(2 * r).toFixed(1)} 0a${r} ${r} 0 1 0 ${(-2 * r).toFixed(1)} 0z`;
    }
  }
  if (d) svg.appendChild(svgEl("path", { class: "dm-pip", d, fill: "#1d1d1d" }));
  return svg;
}

/** A tile in a line of play: a picture with its name for screen readers (inside an <li>). */
export function placedTile(className: string, tile: string): HTMLLIElement {
  const [a, b] = halves(tile);
  const li = el("li", className);
  li.dataset.tile = tile;
  const picture = el("span", "domino-picture");
  picture.setAttribute("role", "img");
  picture.setAttribute("aria-label", tile);
  picture.append(tileSVG(tile, a === b));
  li.append(picture);
  return li;
}

// A tile drawn for the blocks: its picture, and a placed tile of a line of play.

import { el, svgEl } from "./dom";

const U = 32; // a half tile in the sprite's drawing
const SCALE = 0.875; // the blocks show tiles a little smaller than the figures (28 px a half)

/** The two halves of a tile's name, to draw it ("6-3": 6 and 3). */
export function halves(tile: string): [number, number] {
  const m = /^(\d+)\D+(\d+)$/.exec(tile.trim());
  return m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
}

/** The site's sprite, one file with every tile's drawing (hooks/boards.py names it in the page). */
let spriteUrl: string | undefined;
function sprite(): string {
  spriteUrl ??= document.querySelector<HTMLMetaElement>('meta[name="domino-tiles"]')?.content ?? "";
  return spriteUrl;
}

/**
 * A tile as an SVG (upright: halves top/bottom; else left/right): the site's one drawing of it,
 * the sprite's symbol (hooks/dominosite/svg.py draws the sprite), higher half first and turned
 * half round when the lower half comes first.
 */
export function tileSVG(tile: string, upright: boolean): SVGSVGElement {
  const [a, b] = halves(tile);
  const w = upright ? U : 2 * U; // the symbol's box, as the hook draws it (a half: 32 px)
  const h = upright ? 2 * U : U;
  const svg = svgEl("svg", {
    viewBox: `0 0 ${String(w + 2)} ${String(h + 2)}`, width: (w + 2) * SCALE, height: (h + 2) * SCALE, class: "dm-svg",
    "aria-hidden": "true", focusable: "false",
  });
  const symbol = `dm-tile-${String(Math.max(a, b))}-${String(Math.min(a, b))}-${upright ? "u" : "l"}`;
  const use = svgEl("use", { href: `${sprite()}#${symbol}` });
  if (a < b) use.setAttribute("transform", `rotate(180 ${String((w + 2) / 2)} ${String((h + 2) / 2)})`);
  svg.append(use);
  return svg;
}

/**
 * A tile in a line of play: a picture with its name for screen readers (inside an <li>); a
 * double stands across the line. `placed`: its halves as the engine placed it (line_tiles).
 */
export function placedTile(className: string, tile: string, placed?: readonly [number, number]): HTMLLIElement {
  const [a, b] = placed ?? halves(tile);
  const li = el("li", className);
  li.dataset.tile = tile;
  const picture = el("span", "domino-picture");
  picture.setAttribute("role", "img");
  picture.setAttribute("aria-label", tile);
  picture.append(tileSVG(tile, a === b));
  li.append(picture);
  return li;
}

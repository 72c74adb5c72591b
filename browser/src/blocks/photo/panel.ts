// "Count from a photo" on the score pad: the reader takes or picks a photo, the pips are counted
// on the device (nothing is sent anywhere), the photo is shown with every tile outlined and every
// pip counted marked, a tap on it (or the buttons, for a screen reader) corrects the count, and
// "Use this count" puts it into the player's pips field. The score pad loads this module only when
// the reader asks for it (a dynamic import: a page that never counts fetches none of it).
// States for the tests: data-state on the panel (empty, counting, counted, none, unreadable).

import { button, el, h } from "../../ui/dom";
import { formatList, type T } from "../../ui/text";
import { type EditTile, editable, fieldValue, names, step, tap, total, typicalRadius } from "./edit";
import { countPhoto } from "./read";

export interface PhotoPanel {
  t: T;
  lang: string;
  /** The player's name, for the labels. */
  name: string;
  /** The tiles of the match's set (the engine's), highest half first. */
  set: readonly string[];
  /** The reader chose "Use this count": the field's new value (tiles, or the total). */
  use(value: string): void;
  close(): void;
}

function draw(canvas: HTMLCanvasElement, pixels: ImageData, tiles: readonly EditTile[]): void {
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  ctx.putImageData(pixels, 0, 0);
  const lw = Math.max(2, Math.max(pixels.width, pixels.height) / 300);
  ctx.lineWidth = lw;
  tiles.forEach((tile, i) => {
    ctx.strokeStyle = "#1565c0";
    ctx.beginPath();
    tile.outline.forEach((p, k) => { if (k) ctx.lineTo(p.x, p.y); else ctx.moveTo(p.x, p.y); });
    ctx.closePath();
    ctx.stroke();
    ctx.fillStyle = "#1565c0";
    ctx.font = `bold ${String(Math.round(lw * 7))}px sans-serif`;
    const first = tile.outline[0];
    if (first) ctx.fillText(String(i + 1), first.x + lw, first.y + lw * 7);
    ctx.strokeStyle = "#e65100";
    for (const half of tile.halves) {
      for (const p of half) {
        ctx.beginPath();
        ctx.arc(p.x, p.y, Math.max(p.r, lw * 2), 0, 2 * Math.PI);
        ctx.stroke();
      }
    }
  });
}

function tileRow(o: PhotoPanel, tile: EditTile, n: number, changed: () => void, drop: () => void,
                 radius: number): HTMLLIElement {
  const { t } = o;
  const [a, b] = [tile.halves[0].length, tile.halves[1].length];
  const row = el("li", "domino-photo__tile");
  row.append(el("span", "", t("ui.score.photo_tile", { n, a, b })));
  for (const half of [0, 1] as const) {
    const pips = tile.halves[half].length;
    row.append(button("domino-photo__more", t("ui.score.photo_more", { n, half: half + 1, pips }),
                      () => { step(tile, half, 1, radius); changed(); }));
    const less = button("domino-photo__less", t("ui.score.photo_less", { n, half: half + 1, pips }),
                        () => { step(tile, half, -1, radius); changed(); });
    less.disabled = pips === 0;
    row.append(less);
  }
  row.append(button("domino-photo__drop", t("ui.score.photo_drop", { n }), drop));
  return row;
}

/** The panel, ready for a photo. */
export function photoPanel(o: PhotoPanel): HTMLElement {
  const { t } = o;
  const input = h("input", { type: "file", accept: "image/*", className: "domino-photo__file" });
  input.setAttribute("capture", "environment");
  const status = el("p", "domino-photo__status");
  status.setAttribute("aria-live", "polite");
  const canvas = h("canvas", { className: "domino-photo__canvas", hidden: true });
  canvas.setAttribute("role", "img");
  const hint = el("p", "domino-photo__hint", t("ui.score.photo_hint"));
  hint.hidden = true;
  const list = el("ol", "domino-photo__tiles");
  const use = button("domino-photo__use md-button md-button--primary", t("ui.score.photo_use"), () => {
    o.use(fieldValue(tiles, o.set));
  });
  use.disabled = true;
  const root = h("div", { className: "domino-photo", dataset: { state: "empty" } },
    el("p", "domino-photo__limits", t("ui.score.photo_limits")),
    h("label", { className: "domino-photo__choose" }, el("span", "", t("ui.score.photo_choose", { name: o.name })), input),
    status, canvas, hint, list,
    h("div", { className: "domino-photo__buttons" }, use, button("domino-photo__close", t("ui.score.photo_close"), () => { o.close(); })));
  root.setAttribute("role", "group");
  root.setAttribute("aria-label", t("ui.score.photo_count", { name: o.name }));
  let tiles: EditTile[] = [];
  let pixels: ImageData | null = null;
  const show = (): void => {
    if (!pixels) return;
    draw(canvas, pixels, tiles);
    const result = t("ui.score.photo_result", { tiles: formatList(names(tiles), o.lang), pips: total(tiles) });
    status.textContent = tiles.length ? result : t("ui.score.photo_none");
    canvas.setAttribute("aria-label", status.textContent);
    const radius = typicalRadius(tiles);
    list.replaceChildren(...tiles.map((tile, i) => tileRow(o, tile, i + 1, show, () => { tiles.splice(i, 1); show(); }, radius)));
    use.disabled = !tiles.length;
    root.dataset.state = tiles.length ? "counted" : "none";
    root.dataset.total = String(total(tiles));
  };
  canvas.addEventListener("click", (event) => {
    const box = canvas.getBoundingClientRect();
    const p = { x: (event.clientX - box.left) * canvas.width / box.width,
                y: (event.clientY - box.top) * canvas.height / box.height };
    if (tap(tiles, p) !== "none") show();
  });
  input.addEventListener("change", () => {
    const file = input.files?.[0];
    if (!file) return;
    root.dataset.state = "counting";
    status.textContent = t("ui.score.photo_counting");
    countPhoto(file).then((got) => {
      pixels = got.pixels;
      tiles = editable(got.count);
      canvas.hidden = false;
      hint.hidden = false;
      show();
    }, () => {
      root.dataset.state = "unreadable";
      status.textContent = t("ui.score.photo_unreadable", { file: file.name });
    });
  });
  return root;
}

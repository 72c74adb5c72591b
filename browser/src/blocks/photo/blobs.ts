// The image side of the pip count: a photo's pixels reduced to one channel, split into light and
// dark by Otsu's threshold, and the dark regions that no edge of the photo touches (the holes in
// the light: pips and dividers on ivory tiles) measured as blobs. Pure functions, no DOM.

/** A photo's pixels, as an ImageData holds them (RGBA, row by row). */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** A dark region: its size, centre and shape from its second moments. */
export interface Blob {
  readonly area: number;
  readonly x: number;
  readonly y: number;
  /** Length and width of the rectangle with the same moments, in pixels. */
  readonly length: number;
  readonly width: number;
  /** The unit direction of its long axis. */
  readonly ax: number;
  readonly ay: number;
}

/**
 * How a pixel is reduced to one channel: `darkest` (ivory is light in all three, black, coloured
 * and brass pips are dark in at least one), `lightness` (the eye's brightness: yellowed ivory on a
 * white table is darker than the table in blue alone), or `lightest` inverted (light pips on dark tiles).
 */
export type Channel = "darkest" | "lightness" | "lightest";

/** One value a pixel, as `kind` says; dark stays dark, except for `lightest`, which is inverted. */
export function channel(px: Pixels, kind: Channel): Uint8Array {
  const n = px.width * px.height;
  const out = new Uint8Array(n);
  const d = px.data;
  for (let i = 0; i < n; i++) {
    const r = d[4 * i] ?? 0, g = d[4 * i + 1] ?? 0, b = d[4 * i + 2] ?? 0;
    out[i] = kind === "darkest" ? Math.min(r, g, b)
      : kind === "lightness" ? Math.round(0.299 * r + 0.587 * g + 0.114 * b) : 255 - Math.max(r, g, b);
  }
  return out;
}

/** The values of the rectangle x0..x1-1, y0..y1-1 (clipped to the photo) and where it starts. */
export function crop(values: Uint8Array, w: number, h: number,
                     box: { x0: number; y0: number; x1: number; y1: number }):
  { values: Uint8Array; w: number; h: number; x0: number; y0: number } {
  const x0 = Math.max(0, Math.floor(box.x0)), y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(w, Math.ceil(box.x1)), y1 = Math.min(h, Math.ceil(box.y1));
  const cw = Math.max(0, x1 - x0), ch = Math.max(0, y1 - y0);
  const out = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y++) out.set(values.subarray((y0 + y) * w + x0, (y0 + y) * w + x0 + cw), y * cw);
  return { values: out, w: cw, h: ch, x0, y0 };
}

/** Otsu's threshold over `values`: the level that best splits them into two classes. */
export function otsu(values: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const v of values) hist[v] = (hist[v] ?? 0) + 1;
  let total = 0, sum = 0;
  for (let t = 0; t < 256; t++) { total += hist[t] ?? 0; sum += t * (hist[t] ?? 0); }
  let best = 0, bestVar = -1, w0 = 0, s0 = 0;
  for (let t = 0; t < 256; t++) {
    w0 += hist[t] ?? 0;
    s0 += t * (hist[t] ?? 0);
    const w1 = total - w0;
    if (w0 === 0 || w1 === 0) continue;
    const between = w0 * w1 * (s0 / w0 - (sum - s0) / w1) ** 2;
    if (between > bestVar) { bestVar = between; best = t; }
  }
  return best;
}

function find(parent: Int32Array, i: number): number {
  let r = i;
  while ((parent[r] ?? r) !== r) r = parent[r] ?? r;
  let j = i;
  while (j !== r) { const next = parent[j] ?? r; parent[j] = r; j = next; }
  return r;
}

/** Each pixel's region (4-connected, dark pixels only; -1 for light ones), roots as labels. */
function label(dark: Uint8Array, w: number, h: number): Int32Array {
  const parent = new Int32Array(w * h).fill(-1);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!dark[i]) continue;
      parent[i] = i;
      if (x > 0 && dark[i - 1]) parent[find(parent, i)] = find(parent, i - 1);
      if (y > 0 && dark[i - w]) {
        const a = find(parent, i), b = find(parent, i - w);
        if (a !== b) parent[a] = b;
      }
    }
  }
  for (let i = 0; i < w * h; i++) if ((parent[i] ?? -1) >= 0) parent[i] = find(parent, i);
  return parent;
}

interface Sums { n: number; sx: number; sy: number; sxx: number; syy: number; sxy: number; edge: boolean }

function toBlob(s: Sums): Blob {
  const x = s.sx / s.n, y = s.sy / s.n;
  const cxx = s.sxx / s.n - x * x + 1 / 12, cyy = s.syy / s.n - y * y + 1 / 12, cxy = s.sxy / s.n - x * y;
  const mid = (cxx + cyy) / 2, spread = Math.sqrt(((cxx - cyy) / 2) ** 2 + cxy * cxy);
  const l1 = mid + spread, l2 = Math.max(mid - spread, 1 / 12);
  const angle = 0.5 * Math.atan2(2 * cxy, cxx - cyy);
  return { area: s.n, x, y, length: Math.sqrt(12 * l1), width: Math.sqrt(12 * l2),
           ax: Math.cos(angle), ay: Math.sin(angle) };
}

/**
 * The dark regions of `values` (at most `threshold`) that touch no edge of the photo, as blobs.
 */
export function holes(values: Uint8Array, w: number, h: number, threshold: number): Blob[] {
  const dark = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) dark[i] = (values[i] ?? 255) <= threshold ? 1 : 0;
  const labels = label(dark, w, h);
  const sums = new Map<number, Sums>();
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const l = labels[y * w + x] ?? -1;
      if (l < 0) continue;
      let s = sums.get(l);
      if (!s) { s = { n: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0, edge: false }; sums.set(l, s); }
      s.n += 1; s.sx += x; s.sy += y; s.sxx += x * x; s.syy += y * y; s.sxy += x * y;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) s.edge = true;
    }
  }
  return [...sums.values()].filter((s) => !s.edge && s.n >= 3).map(toBlob);
}

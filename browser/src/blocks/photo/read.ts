// A photo file (the camera's or one picked) read on the device into pixels and counted: the
// page and the bench (bench/photo_pips.py) both call countPhoto, so the bench measures the page's code.

import { type Count, countPips } from "./count";

/** Photos are scaled down to at most this many pixels on their longer side before counting. */
export const MAX_SIDE = 1024;

/** The photo's pixels, scaled to at most MAX_SIDE a side, as drawn on a canvas. */
export async function pixelsOf(photo: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(photo);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const w = Math.max(1, Math.round(bitmap.width * scale)), h = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("no 2d canvas");
  ctx.drawImage(bitmap, 0, 0, w, h);
  bitmap.close();
  return ctx.getImageData(0, 0, w, h);
}

/** The photo counted: its pixels (for drawing the result on) and the tiles and pips found. */
export async function countPhoto(photo: Blob): Promise<{ pixels: ImageData; count: Count }> {
  const pixels = await pixelsOf(photo);
  return { pixels, count: countPips(pixels) };
}

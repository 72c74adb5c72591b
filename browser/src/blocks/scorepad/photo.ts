// A player's "Count from a photo" on the score pad: the button opens the photo panel
// (browser/src/blocks/photo/panel.ts), loaded only now (a dynamic import: its own file).

import { button, el } from "../../ui/dom";
import type { HandForm } from "./hand";

/** The button and the place the panel opens in; `put` writes the count into the player's field. */
export function photoButton(f: HandForm, seat: number, put: (value: string) => void): HTMLElement {
  const name = f.nameOf(seat);
  const place = el("div", "domino-scorepad__photo");
  const open = button("domino-scorepad__photo-open", f.t("ui.score.photo_count", { name }), () => {
    open.disabled = true;
    import("../photo/panel").then(({ photoPanel }) => {
      const close = (): void => {
        place.replaceChildren();
        open.disabled = false;
        open.setAttribute("aria-expanded", "false");
        open.focus();
      };
      open.setAttribute("aria-expanded", "true");
      place.replaceChildren(photoPanel({
        t: f.t, lang: f.lang, name, set: f.tiles,
        use: (value) => { put(value); close(); },
        close,
      }));
    }, () => { open.disabled = false; });
  });
  open.setAttribute("aria-expanded", "false");
  const box = el("div", "domino-scorepad__photo-box");
  box.append(open, place);
  return box;
}

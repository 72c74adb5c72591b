// The page's side of the service worker (sw.ts, bundled as /sw.js), on every page:
//
// - it registers the service worker, which keeps pages and the runtime for a second or offline
//   visit;
// - the offline copy of the reader's language (every page with the search, the rules engine and
//   Python, kept by the service worker from the build's precache.json): when the site runs
//   installed (display-mode standalone) or the reader asked for the copy, the service worker is
//   asked to bring it up to date (it does nothing when the build did not change). A
//   ```domino-offline block (hooks: dominosite/offline_html.py) shows how much the copy keeps,
//   a button to keep or drop it, and how it stands (data-offline on the block).

import { part } from "./ui/dom";
import { embeddedTexts, formatMegabytes, langOf, textsOf } from "./ui/text";

const ROOT = new URL("../../", import.meta.url);
const DEFAULT_LANG = "en"; // the site's default language lives at its root, the others in <lang>/

/** Register the site's service worker (sw.js at the site root). */
function registerServiceWorker(rootURL: URL): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(new URL("sw.js", rootURL), { scope: rootURL.href }).catch((err: unknown) => {
    console.warn("domino: no service worker", err);
  });
}

/** The language of this page (its <html lang>). */
function pageLang(): string {
  return langOf(undefined);
}

const storeKey = (lang: string): string => `domino-offline/${lang}`;

function wanted(lang: string): boolean {
  let asked: boolean;
  try {
    asked = localStorage.getItem(storeKey(lang)) === "1";
  } catch {
    asked = false; // storage refused (private mode): only an installed site keeps the copy
  }
  return asked || window.matchMedia("(display-mode: standalone)").matches;
}

type ToWorker = { type: "offline" | "offline-drop" | "offline-status"; lang: string };

async function tellWorker(message: ToWorker): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  if (registration.active) registration.active.postMessage(message);
}

/** What the service worker says about a language's copy (sw.ts, Status). */
interface FromWorker { type?: unknown; lang?: unknown; copied?: unknown; total?: unknown; size?: unknown }

type OfflineState = "unsupported" | "working" | "ready" | "failed" | "off";

function mount(root: HTMLElement): void {
  const lang = pageLang();
  const t = textsOf(embeddedTexts(root, ".domino-offline__strings"), "domino-offline", lang);
  const about = part(root, ".domino-offline__about", HTMLElement);
  const toggle = part(root, ".domino-offline__keep", HTMLButtonElement);
  const status = part(root, ".domino-offline__status", HTMLElement);
  const show = (state: OfflineState, text: string): void => {
    root.dataset.offline = state;
    status.textContent = text;
  };
  toggle.hidden = false;
  if (!("serviceWorker" in navigator) || !window.isSecureContext || !("caches" in window)) {
    toggle.disabled = true;
    show("unsupported", t("ui.offline.unsupported"));
    return;
  }
  fetch(new URL(lang === DEFAULT_LANG ? "precache.json" : `${lang}/precache.json`, ROOT))
    .then((reply) => reply.json() as Promise<{ size?: unknown }>)
    .then((list) => {
      about.textContent = t("ui.offline.about", { size: formatMegabytes(Number(list.size), lang) });
    }).catch(() => {});
  const pressed = (): boolean => toggle.getAttribute("aria-pressed") === "true";
  toggle.setAttribute("aria-pressed", wanted(lang) ? "true" : "false");
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<unknown>) => {
    const msg: FromWorker = typeof event.data === "object" && event.data !== null ? event.data : {};
    if (msg.lang !== lang) return;
    if (msg.type === "offline-progress") {
      show("working", t("ui.offline.working", { percent: Math.floor((100 * Number(msg.copied)) / Number(msg.total)) }));
    } else if (msg.type === "offline-ready") {
      show("ready", t("ui.offline.ready", { size: formatMegabytes(Number(msg.size), lang) }));
    } else if (msg.type === "offline-failed") {
      show("failed", t("ui.offline.failed"));
    } else if (msg.type === "offline-none") {
      show("off", pressed() ? "" : t("ui.offline.dropped"));
    }
  });
  toggle.addEventListener("click", () => {
    const on = !pressed();
    toggle.setAttribute("aria-pressed", on ? "true" : "false");
    try {
      if (on) localStorage.setItem(storeKey(lang), "1");
      else localStorage.removeItem(storeKey(lang));
    } catch (err) {
      console.warn("domino-offline: cannot remember the choice", err);
    }
    if (on) show("working", t("ui.offline.working", { percent: 0 }));
    void tellWorker({ type: on ? "offline" : "offline-drop", lang });
  });
  if (!wanted(lang)) void tellWorker({ type: "offline-status", lang });
}

registerServiceWorker(ROOT);

if ("serviceWorker" in navigator && window.isSecureContext) {
  const lang = pageLang();
  if (wanted(lang)) tellWorker({ type: "offline", lang }).catch(() => {});
}

const setUp = (): void => {
  for (const root of document.querySelectorAll<HTMLElement>(".domino-offline")) {
    if (root.dataset.ready) continue;
    mount(root);
    root.dataset.ready = "1";
  }
};
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
else setUp();

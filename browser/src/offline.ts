// The page's side of the service worker (sw.ts, bundled as /sw.js), on every page:
//
// - it registers the service worker, unless the browser asks to save data (Save-Data) and the
//   reader has not asked to keep everything: then nothing is kept, not even the core;
// - after any visit it asks the service worker to keep the pages of the page's language (with
//   the search index) in the background, unless the browser asks to save data;
// - on a page with a board, the settler or the score pad, both wait: the reader's first answer
//   has the link to itself, then the engine is kept (engine/client.ts, `domino:keep`), then the
//   pages (`domino:keep-asked`);
// - a ```domino-offline block (hooks: dominosite/offline_html.py) says what is kept, and its
//   button keeps everything (every language's pages and the engine) with its size said before
//   and its progress shown, or, pressed again, undoes it; its state is data-offline on the
//   block: "off", "save-data", "pages", "working", "ready", "failed" or "unsupported";
// - on the site's offline page (hooks/offline.py) it lists the pages of its language that
//   are kept, with their titles.
//
// <html data-offline-pages="ready"> says the pages of the page's language are kept.

import { part } from "./ui/dom";
import { embeddedTexts, formatMegabytes, langOf, textsOf, type T } from "./ui/text";

const ROOT = new URL("../../", import.meta.url);

/** Register the site's service worker (sw.js at the site root); again is harmless. */
function registerServiceWorker(rootURL: URL): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(new URL("sw.js", rootURL), { scope: rootURL.href }).catch((err: unknown) => {
    console.warn("domino: no service worker", err);
  });
}

/** Is the site's service worker registered (by this visit or an earlier one)? */
async function registered(): Promise<boolean> {
  return (await navigator.serviceWorker.getRegistration(ROOT.href)) !== undefined;
}

/** The language of this page (its <html lang>). */
function pageLang(): string {
  return langOf(undefined);
}

/** Does the browser ask to save data (the Save-Data preference)? */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: unknown } }).connection;
  return connection?.saveData === true;
}

const storeKey = "domino-offline/everything";

function remember(on: boolean): void {
  try {
    if (on) localStorage.setItem(storeKey, "1");
    else localStorage.removeItem(storeKey);
  } catch (err) {
    console.warn("domino-offline: cannot remember the choice", err);
  }
}

function wantsEverything(): boolean {
  try {
    return localStorage.getItem(storeKey) === "1";
  } catch {
    return false; // storage refused (private mode)
  }
}

type ToWorker = { type: "offline" | "offline-drop" | "offline-status"; lang: string; what?: "pages" | "everything" };

async function tellWorker(message: ToWorker): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  if (registration.active) registration.active.postMessage(message);
}

/** What the service worker says (sw.ts, Status). */
interface FromWorker {
  type?: unknown; lang?: unknown; copied?: unknown; total?: unknown; pages?: unknown; everything?: unknown;
  engine?: unknown;
}

function fromWorker(event: MessageEvent<unknown>): FromWorker {
  return typeof event.data === "object" && event.data !== null ? event.data : {};
}

type OfflineState = "unsupported" | "off" | "save-data" | "pages" | "working" | "ready" | "failed";

/** The size of everything, said before the reader asks for it (offline.json, tools/precache.mjs). */
function sayTotalSize(about: HTMLElement, t: T, lang: string): void {
  fetch(new URL("offline.json", ROOT))
    .then((reply) => reply.json() as Promise<{ pages?: Record<string, { size?: unknown }>; search?: { size?: unknown }; engine?: { size?: unknown } }>)
    .then((summary) => {
      const size = Object.values(summary.pages ?? {}).reduce((sum, list) => sum + Number(list.size),
        Number(summary.search?.size) + Number(summary.engine?.size));
      if (Number.isFinite(size)) about.textContent = t("ui.offline.about", { size: formatMegabytes(size, lang) });
    }).catch(() => {});
}

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
  sayTotalSize(about, t, lang);
  const pressed = (): boolean => toggle.getAttribute("aria-pressed") === "true";
  toggle.setAttribute("aria-pressed", wantsEverything() ? "true" : "false");
  let undone = false;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<unknown>) => {
    const msg = fromWorker(event);
    if (msg.type === "offline-progress" && pressed()) {
      show("working", t("ui.offline.working", { percent: Math.floor((100 * Number(msg.copied)) / Number(msg.total)) }));
    } else if (msg.type === "offline-failed" && pressed()) {
      show("failed", t("ui.offline.failed"));
    } else if (msg.type === "offline-status" && msg.lang === lang) {
      if (typeof msg.everything === "number" && pressed()) {
        show("ready", t("ui.offline.ready", { size: formatMegabytes(msg.everything, lang) }));
      } else if (pressed()) {
        return; // everything is being copied: its progress follows
      } else if (typeof msg.pages === "number") {
        const size = formatMegabytes(msg.pages, lang);
        root.dataset.offlineEngine = msg.engine === true ? "kept" : "not-kept";
        show("pages", undone ? t("ui.offline.dropped")
          : t(msg.engine === true ? "ui.offline.pages_engine" : "ui.offline.pages", { size }));
      } else {
        show(savingData() ? "save-data" : "off", savingData() ? t("ui.offline.save_data") : "");
      }
    }
  });
  toggle.addEventListener("click", () => {
    const on = !pressed();
    toggle.setAttribute("aria-pressed", on ? "true" : "false");
    remember(on);
    undone = !on;
    if (on) show("working", t("ui.offline.working", { percent: 0 }));
    if (on) registerServiceWorker(ROOT); // not yet registered when the browser saves data
    void tellWorker(on ? { type: "offline", lang, what: "everything" } : { type: "offline-drop", lang });
  });
  if (savingData() && !wantsEverything()) {
    // no service worker may be registered to answer: say it here
    void registered().then((yes) => {
      if (yes) void tellWorker({ type: "offline-status", lang });
      else show("save-data", t("ui.offline.save_data"));
    });
  } else {
    void tellWorker({ type: "offline-status", lang });
  }
}

/** The offline page: links to the kept pages of its language (the service worker's copy). */
async function listKept(root: HTMLElement, lang: string): Promise<void> {
  const list = part(root, ".domino-offline-kept__list", HTMLUListElement);
  for (const name of await caches.keys()) {
    if (!name.startsWith(`dominorules-copy-pages-${lang}-`)) continue;
    const kept = await (await caches.open(name)).match(new URL("__offline__/precache.json", ROOT).href);
    if (!kept) continue;
    const data = await kept.json() as { entries?: { url: string; title?: string; section?: string }[] };
    const pages = (data.entries ?? []).filter((entry) => entry.title);
    const items = new Map<string, HTMLLIElement>();
    for (const entry of pages) {
      const link = document.createElement("a");
      link.href = new URL(entry.url.replace(/index\.html$/, ""), ROOT).href;
      link.textContent = entry.title ?? ""; // text, never HTML
      const item = document.createElement("li");
      item.append(link);
      items.set(entry.url, item);
    }
    // a section's pages under the section's own page
    for (const entry of pages) {
      const item = items.get(entry.url);
      const section = entry.section ? items.get(entry.section) : undefined;
      if (!item) continue;
      if (!section) {
        list.append(item);
        continue;
      }
      let sub = section.querySelector("ul");
      if (!sub) {
        sub = document.createElement("ul");
        section.append(sub);
      }
      sub.append(item);
    }
    root.hidden = list.children.length === 0;
    return;
  }
}

// a page with a board, the settler or the score pad (engine/warm.ts runs there)
const enginePage = document.querySelector("script[data-domino-warm]") !== null;
/** Resolves when the engine's copy was asked for, on such a page; at once elsewhere. */
const engineFirst = (event: "domino:keep" | "domino:keep-asked"): Promise<void> => {
  const done = document.documentElement.dataset[event === "domino:keep" ? "dominoKeep" : "dominoKeepAsked"];
  if (!enginePage || done) return Promise.resolve(); // (warm.js may have come first)
  return new Promise((resolve) => { document.addEventListener(event, () => { resolve(); }, { once: true }); });
};

if (wantsEverything()) registerServiceWorker(ROOT);
else if (!savingData()) void engineFirst("domino:keep").then(() => { registerServiceWorker(ROOT); });

if ("serviceWorker" in navigator && window.isSecureContext) {
  const lang = pageLang();
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<unknown>) => {
    const msg = fromWorker(event);
    if (msg.type === "offline-status" && msg.lang === lang && typeof msg.pages === "number") {
      document.documentElement.dataset.offlinePages = "ready";
      if (msg.engine === true) document.documentElement.dataset.offlineEngine = "kept";
    }
  });
  if (wantsEverything()) tellWorker({ type: "offline", lang, what: "everything" }).catch(() => {});
  else if (!savingData()) {
    void engineFirst("domino:keep-asked").then(() => tellWorker({ type: "offline", lang, what: "pages" })).catch(() => {});
  }
  else void registered().then((yes) => { if (yes) void tellWorker({ type: "offline-status", lang }); });
}

const setUp = (): void => {
  for (const root of document.querySelectorAll<HTMLElement>(".domino-offline")) {
    if (root.dataset.ready) continue;
    mount(root);
    root.dataset.ready = "1";
  }
  const kept = document.querySelector<HTMLElement>(".domino-offline-kept");
  if (kept && "caches" in window) listKept(kept, pageLang()).catch((err: unknown) => { console.warn("domino-offline", err); });
};
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
else setUp();

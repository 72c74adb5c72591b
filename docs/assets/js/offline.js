// @ts-check
// The offline copy of the reader's language: every page with the search, the rules engine and
// Python, kept by the service worker (sw.js, its last section) from the build's precache.json.
//
// On every page: when the site runs installed (display-mode standalone) or the reader asked
// for the copy, the service worker is asked to bring it up to date (it does nothing when the
// build did not change). A ```domino-offline block (hooks: dominosite/offline_html.py) shows
// how much the copy keeps, a button to keep or drop it, and how it stands.

const ROOT = new URL("../../", import.meta.url);
const OTHER_LANGS = ["sv", "de", "nb"];
const MB = 1024 * 1024;

/** The language of this page, from its place in the site. */
function pageLang() {
  const first = location.href.startsWith(ROOT.href) ? location.href.slice(ROOT.href.length).split("/")[0] : "";
  return OTHER_LANGS.includes(first) ? first : "en";
}

/** @param {string} lang */
const storeKey = (lang) => `domino-offline/${lang}`;

/** @param {string} lang */
function wanted(lang) {
  let asked;
  try {
    asked = localStorage.getItem(storeKey(lang)) === "1";
  } catch {
    asked = false; // storage refused (private mode): only an installed site keeps the copy
  }
  return asked || window.matchMedia("(display-mode: standalone)").matches;
}

/** @param {Object<string, any>} message */
async function tellWorker(message) {
  const registration = await navigator.serviceWorker.ready;
  if (registration.active) registration.active.postMessage(message);
}

/** @param {string} template @param {Object<string, string|number>} params */
function format(template, params) {
  return template.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** @param {number} bytes */
const megabytes = (bytes) => (bytes / MB).toFixed(1);

/** @param {HTMLElement} root */
function mount(root) {
  const lang = pageLang();
  /** @type {Object<string, string>} */
  const texts = JSON.parse(/** @type {HTMLElement} */ (root.querySelector(".domino-offline__strings")).textContent || "{}");
  const about = /** @type {HTMLElement} */ (root.querySelector(".domino-offline__about"));
  const toggle = /** @type {HTMLButtonElement} */ (root.querySelector(".domino-offline__keep"));
  const status = /** @type {HTMLElement} */ (root.querySelector(".domino-offline__status"));
  /** @param {string} state @param {string} text */
  const show = (state, text) => {
    root.dataset.offline = state;
    status.textContent = text;
  };
  toggle.hidden = false;
  if (!("serviceWorker" in navigator) || !window.isSecureContext || !("caches" in window)) {
    toggle.disabled = true;
    show("unsupported", texts["ui.offline.unsupported"]);
    return;
  }
  fetch(new URL(lang === "en" ? "precache.json" : `${lang}/precache.json`, ROOT)).then((reply) => reply.json()).then((list) => {
    about.textContent = format(texts["ui.offline.about"], { size: megabytes(list.size) });
  }).catch(() => {});
  const pressed = () => toggle.getAttribute("aria-pressed") === "true";
  toggle.setAttribute("aria-pressed", wanted(lang) ? "true" : "false");
  navigator.serviceWorker.addEventListener("message", (event) => {
    const msg = event.data || {};
    if (msg.lang !== lang) return;
    if (msg.type === "offline-progress") {
      show("working", format(texts["ui.offline.working"], { percent: Math.floor((100 * msg.copied) / msg.total) }));
    } else if (msg.type === "offline-ready") {
      show("ready", format(texts["ui.offline.ready"], { size: megabytes(msg.size) }));
    } else if (msg.type === "offline-failed") {
      show("failed", texts["ui.offline.failed"]);
    } else if (msg.type === "offline-none") {
      show("off", pressed() ? "" : texts["ui.offline.dropped"]);
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
    if (on) show("working", format(texts["ui.offline.working"], { percent: 0 }));
    tellWorker({ type: on ? "offline" : "offline-drop", lang });
  });
  if (!wanted(lang)) tellWorker({ type: "offline-status", lang });
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  const lang = pageLang();
  if (wanted(lang)) tellWorker({ type: "offline", lang }).catch(() => {});
}

const setUp = () => {
  for (const root of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".domino-offline"))) {
    if (root.dataset.ready) continue;
    mount(root);
    root.dataset.ready = "1";
  }
};
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
else setUp();

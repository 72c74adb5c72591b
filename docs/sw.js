// @ts-check
// The site's service worker: a second visit, and a visit with no network, start from here.
//
// - The Python runtime (pyodide/<version>/...), Python's snapshot with the engine
//   (pyodide/<version>/dominorules-<hash>.snapshot) and the engine (engine/dominorules-<hash>.zip)
//   have a version or a content hash in their URLs, so they never change: served from the
//   cache first. The page sends {type: "keep", urls} once Python has started (engine.js),
//   and they are copied into the cache from the HTTP cache then, not at install;
//   {type: "drop", urls} removes a snapshot that Python refused.
// - Everything else of this site (pages, styles, scripts, search index): from the network
//   first, so readers see changes at once; the copy in the cache answers when offline.
// - Requests to other hosts are never made by this site and are left alone.
// - The offline copy of a whole language (the last section) answers first when offline.

/** This script runs as the site's service worker. */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const VERSION = "dominorules-v1";
const IMMUTABLE = /\/(pyodide\/[^/]+\/|engine\/dominorules-[0-9a-f]+\.zip$)/;

sw.addEventListener("install", () => sw.skipWaiting());

sw.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // the offline copies (below) are replaced by a new build, not by a new service worker
    for (const name of await caches.keys()) if (name !== VERSION && !name.startsWith(OFFLINE)) await caches.delete(name);
    await sw.clients.claim();
  })());
});

sw.addEventListener("message", (event) => {
  const msg = event.data || {};
  if (!["keep", "drop"].includes(msg.type) || !Array.isArray(msg.urls)) return;
  const mine = msg.urls.filter((url) => typeof url === "string" && new URL(url).origin === sw.location.origin);
  if (msg.type === "drop") { // a kept file that did not work (a snapshot Python refused)
    event.waitUntil(caches.open(VERSION).then((cache) => Promise.all(mine.map((url) => cache.delete(url)))));
    return;
  }
  event.waitUntil((async () => {
    const cache = await caches.open(VERSION);
    for (const url of mine) {
      if (!(await cache.match(url))) {
        try {
          await cache.add(url);
        } catch (err) {
          console.warn("sw: cannot keep", url, err);
        }
      }
    }
    await dropOldSnapshots(cache, mine);
  })());
});

// Python's snapshot (about 30 MB) is named after the engine and lives in the runtime's folder:
// once the page keeps a new one, the others are of no use.
const SNAPSHOT = /\/pyodide\/[^/]+\/dominorules-[0-9a-f]+\.snapshot$/;
async function dropOldSnapshots(cache, kept) {
  if (!kept.some((url) => SNAPSHOT.test(new URL(url).pathname))) return;
  for (const request of await cache.keys()) {
    if (SNAPSHOT.test(new URL(request.url).pathname) && !kept.includes(request.url)) await cache.delete(request);
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(VERSION);
  const hit = (await offlineMatch(request)) || (await cache.match(request));
  if (hit) return hit;
  const reply = await fetch(request);
  if (reply.ok) cache.put(request, reply.clone());
  return reply;
}

async function networkFirst(request) {
  const cache = await caches.open(VERSION);
  try {
    const reply = await fetch(request);
    if (reply.ok && reply.type === "basic") cache.put(request, reply.clone());
    return reply;
  } catch (err) {
    const options = { ignoreSearch: request.mode === "navigate" };
    const hit = (await offlineMatch(request, options)) || (await cache.match(request, options));
    if (hit) return hit;
    throw err;
  }
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== sw.location.origin) return;
  if (request.headers.has("range")) return;
  event.respondWith(IMMUTABLE.test(new URL(request.url).pathname) ? cacheFirst(request) : networkFirst(request));
});

// ---------------------------------------------------------------- the offline copy of a language
//
// For readers who install the site or ask for it (assets/js/offline.js sends {type: "offline",
// lang}): every file listed in the language's precache.json, which the build makes with
// workbox-build (tools/precache.mjs) with a content revision per file. The copy lives in a cache
// of its own named after the build's version. A new build is copied whole into a new cache
// (files whose revision did not change are taken over from the old copy) and only then is the
// old copy deleted, so the offline site never mixes two builds. Pages are kept under their
// address ("sv/rules/draw/"), not their file ("sv/rules/draw/index.html").

const OFFLINE = "dominorules-offline-";
const PARALLEL = 4;
const working = new Map(); // lang -> the copy under way

const scoped = (path) => new URL(path, sw.registration.scope).href;
const keyOf = (url) => scoped(url.endsWith("index.html") ? url.slice(0, -"index.html".length) : url);
const LIST_KEY = () => scoped("__offline__/precache.json");
const listURL = (lang) => scoped(lang === "en" ? "precache.json" : `${lang}/precache.json`);

/** The complete offline copies (one per language at most). */
async function offlineCaches() {
  const out = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(OFFLINE)) continue;
    const cache = await caches.open(name);
    if (await cache.match(LIST_KEY())) out.push(cache);
  }
  return out;
}

async function offlineMatch(request, options) {
  for (const cache of await offlineCaches()) {
    const hit = await cache.match(request, options);
    if (hit) return hit;
  }
  return undefined;
}

/** Tell the page (or every page) how the copy of `lang` stands. */
async function report(client, message) {
  const targets = client ? [client] : await sw.clients.matchAll({ includeUncontrolled: true });
  for (const target of targets) target.postMessage(message);
}

async function keepOffline(lang, client) {
  const reply = await fetch(listURL(lang), { cache: "no-cache" });
  if (!reply.ok) throw new Error(`${listURL(lang)}: ${reply.status}`);
  const list = await reply.json();
  const name = `${OFFLINE}${lang}-${list.version}`;
  const older = (await caches.keys()).filter((n) => n.startsWith(`${OFFLINE}${lang}-`) && n !== name);
  const cache = await caches.open(name);
  const done = { type: "offline-ready", lang, version: list.version, count: list.count, size: list.size };
  if (!(await cache.match(LIST_KEY()))) {
    let previous = null;
    const revisions = new Map();
    for (const old of older) {
      const oldCache = await caches.open(old);
      const oldList = await oldCache.match(LIST_KEY());
      if (!oldList) continue;
      previous = oldCache;
      for (const entry of (await oldList.json()).entries) revisions.set(entry.url, entry.revision);
      break;
    }
    const queue = [...list.entries];
    let copied = 0;
    const copyNext = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const key = keyOf(entry.url);
        if (!(await cache.match(key))) {
          let response = previous && revisions.get(entry.url) === entry.revision ? await previous.match(key) : undefined;
          if (!response) {
            response = await fetch(scoped(entry.url), { cache: "no-cache" });
            if (!response.ok) throw new Error(`${entry.url}: ${response.status}`);
          }
          await cache.put(key, response);
        }
        copied += 1;
        if (copied % 10 === 0) report(client, { type: "offline-progress", lang, copied, total: list.count });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, copyNext));
    await cache.put(LIST_KEY(), new Response(JSON.stringify(list), { headers: { "content-type": "application/json" } }));
  }
  for (const old of older) await caches.delete(old);
  await report(client, done);
}

async function offlineStatus(lang) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(`${OFFLINE}${lang}-`)) continue;
    const list = await (await caches.open(name)).match(LIST_KEY());
    if (list) {
      const data = await list.json();
      return { type: "offline-ready", lang, version: data.version, count: data.count, size: data.size };
    }
  }
  return { type: "offline-none", lang };
}

sw.addEventListener("message", (event) => {
  const msg = event.data || {};
  const lang = typeof msg.lang === "string" && /^[a-z]{2}$/.test(msg.lang) ? msg.lang : null;
  if (!lang || !String(msg.type).startsWith("offline")) return;
  const client = event.source;
  if (msg.type === "offline") {
    if (!working.has(lang)) {
      working.set(lang, keepOffline(lang, client).catch((err) => {
        console.warn("sw: the offline copy", err);
        return report(client, { type: "offline-failed", lang, error: String(err) });
      }).finally(() => working.delete(lang)));
    }
    event.waitUntil(working.get(lang));
  } else if (msg.type === "offline-status") {
    event.waitUntil(offlineStatus(lang).then((status) => report(client, status)));
  } else if (msg.type === "offline-drop") {
    event.waitUntil((async () => {
      for (const name of await caches.keys()) if (name.startsWith(`${OFFLINE}${lang}-`)) await caches.delete(name);
      await report(client, { type: "offline-none", lang });
    })());
  }
});

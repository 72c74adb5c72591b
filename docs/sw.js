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

/** This script runs as the site's service worker. */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const VERSION = "dominorules-v1";
const IMMUTABLE = /\/(pyodide\/[^/]+\/|engine\/dominorules-[0-9a-f]+\.zip$)/;

sw.addEventListener("install", () => sw.skipWaiting());

sw.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== VERSION) await caches.delete(name);
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
  const hit = await cache.match(request);
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
    const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
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

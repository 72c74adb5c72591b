// The site's service worker: a second visit, and a visit with no network, start from here.
//
// - The Python runtime (pyodide/<version>/...), Python's snapshot with the engine
//   (pyodide/<version>/dominorules-<hash>.snapshot) and the engine (engine/dominorules-<hash>.zip)
//   have a version or a content hash in their URLs, so they never change: served from the
//   cache first. The page sends {type: "keep", urls} once Python has started (engine/client.ts),
//   and they are copied into the cache from the HTTP cache then, not at install;
//   {type: "drop", urls} removes a snapshot that Python refused.
// - Everything else of this site (pages, styles, scripts, search index): from the network
//   first, so readers see changes at once; the copy in the cache answers when offline.
// - Requests to other hosts are never made by this site and are left alone.
// - The offline copy of a whole language (the last section) answers first when offline.

/** This script runs as the site's service worker. */
declare const self: ServiceWorkerGlobalScope;
const sw = self;

/** The fields of a message from a page this worker reads (anything else is ignored). */
interface PageMessage { type?: unknown; urls?: unknown; lang?: unknown }
function pageMessage(data: unknown): PageMessage {
  return typeof data === "object" && data !== null ? data as PageMessage : {};
}

const VERSION = "dominorules-v1";
const IMMUTABLE = /\/(pyodide\/[^/]+\/|engine\/dominorules-[0-9a-f]+\.zip$)/;

sw.addEventListener("install", () => void sw.skipWaiting());

sw.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // the offline copies (below) are replaced by a new build, not by a new service worker
    for (const name of await caches.keys()) if (name !== VERSION && !name.startsWith(OFFLINE)) await caches.delete(name);
    await sw.clients.claim();
  })());
});

sw.addEventListener("message", (event) => {
  const msg = pageMessage(event.data);
  if ((msg.type !== "keep" && msg.type !== "drop") || !Array.isArray(msg.urls)) return;
  const urls: unknown[] = msg.urls;
  const mine = urls.filter((url): url is string => typeof url === "string" && new URL(url).origin === sw.location.origin);
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

// Python's snapshot (about 17 MB; 5.6 MB with brotli) is named after the engine and lives in the runtime's folder:
// once the page keeps a new one, the others are of no use.
const SNAPSHOT = /\/pyodide\/[^/]+\/dominorules-[0-9a-f]+\.snapshot$/;
async function dropOldSnapshots(cache: Cache, kept: string[]): Promise<void> {
  if (!kept.some((url) => SNAPSHOT.test(new URL(url).pathname))) return;
  for (const request of await cache.keys()) {
    if (SNAPSHOT.test(new URL(request.url).pathname) && !kept.includes(request.url)) await cache.delete(request);
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(VERSION);
  const hit = (await offlineMatch(request)) || (await cache.match(request));
  if (hit) return hit;
  const reply = await fetch(request);
  if (reply.ok) void cache.put(request, reply.clone());
  return reply;
}

async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(VERSION);
  try {
    const reply = await fetch(request);
    if (reply.ok && reply.type === "basic") void cache.put(request, reply.clone());
    return reply;
  } catch (err) {
    const options: CacheQueryOptions = { ignoreSearch: request.mode === "navigate" };
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
// For readers who install the site or ask for it (offline.ts, assets/js/offline.js, sends {type: "offline",
// lang}): every file listed in the language's precache.json, which the build makes with
// workbox-build (tools/precache.mjs) with a content revision per file. The copy lives in a cache
// of its own named after the build's version. A new build is copied whole into a new cache
// (files whose revision did not change are taken over from the old copy) and only then is the
// old copy deleted, so the offline site never mixes two builds. Pages are kept under their
// address ("sv/rules/draw/"), not their file ("sv/rules/draw/index.html").

const OFFLINE = "dominorules-offline-";
const PARALLEL = 4;
const working = new Map<string, Promise<void>>(); // lang -> the copy under way

/** A language's precache.json (tools/precache.mjs). */
interface PrecacheList { version: string; count: number; size: number; entries: { url: string; revision: string }[] }
/** What the page is told about a language's copy. */
type Status =
  | { type: "offline-ready"; lang: string; version: string; count: number; size: number }
  | { type: "offline-none"; lang: string }
  | { type: "offline-progress"; lang: string; copied: number; total: number }
  | { type: "offline-failed"; lang: string; error: string };

const scoped = (path: string): string => new URL(path, sw.registration.scope).href;
const keyOf = (url: string): string => scoped(url.endsWith("index.html") ? url.slice(0, -"index.html".length) : url);
const LIST_KEY = (): string => scoped("__offline__/precache.json");
const listURL = (lang: string): string => scoped(lang === "en" ? "precache.json" : `${lang}/precache.json`);

/** The complete offline copies (one per language at most). */
async function offlineCaches(): Promise<Cache[]> {
  const out: Cache[] = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(OFFLINE)) continue;
    const cache = await caches.open(name);
    if (await cache.match(LIST_KEY())) out.push(cache);
  }
  return out;
}

async function offlineMatch(request: Request, options?: CacheQueryOptions): Promise<Response | undefined> {
  for (const cache of await offlineCaches()) {
    const hit = await cache.match(request, options);
    if (hit) return hit;
  }
  return undefined;
}

/** Tell the page (or every page) how the copy of `lang` stands. */
async function report(client: Client | ServiceWorker | MessagePort | null, message: Status): Promise<void> {
  const targets = client ? [client] : await sw.clients.matchAll({ includeUncontrolled: true });
  for (const target of targets) target.postMessage(message);
}

async function keepOffline(lang: string, client: Client | ServiceWorker | MessagePort | null): Promise<void> {
  const reply = await fetch(listURL(lang), { cache: "no-cache" });
  if (!reply.ok) throw new Error(`${listURL(lang)}: ${reply.status}`);
  const list = await reply.json() as PrecacheList;
  const name = `${OFFLINE}${lang}-${list.version}`;
  const older = (await caches.keys()).filter((n) => n.startsWith(`${OFFLINE}${lang}-`) && n !== name);
  const cache = await caches.open(name);
  const done: Status = { type: "offline-ready", lang, version: list.version, count: list.count, size: list.size };
  if (!(await cache.match(LIST_KEY()))) {
    let previous: Cache | null = null;
    const revisions = new Map<string, string>();
    for (const old of older) {
      const oldCache = await caches.open(old);
      const oldList = await oldCache.match(LIST_KEY());
      if (!oldList) continue;
      previous = oldCache;
      for (const entry of (await oldList.json() as PrecacheList).entries) revisions.set(entry.url, entry.revision);
      break;
    }
    const queue = [...list.entries];
    let copied = 0;
    const copyNext = async (): Promise<void> => {
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
        if (copied % 10 === 0) void report(client, { type: "offline-progress", lang, copied, total: list.count });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, copyNext));
    await cache.put(LIST_KEY(), new Response(JSON.stringify(list), { headers: { "content-type": "application/json" } }));
  }
  for (const old of older) await caches.delete(old);
  await report(client, done);
}

async function offlineStatus(lang: string): Promise<Status> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(`${OFFLINE}${lang}-`)) continue;
    const list = await (await caches.open(name)).match(LIST_KEY());
    if (list) {
      const data = await list.json() as PrecacheList;
      return { type: "offline-ready", lang, version: data.version, count: data.count, size: data.size };
    }
  }
  return { type: "offline-none", lang };
}

sw.addEventListener("message", (event) => {
  const msg = pageMessage(event.data);
  const lang = typeof msg.lang === "string" && /^[a-z]{2}$/.test(msg.lang) ? msg.lang : null;
  if (!lang || !String(msg.type).startsWith("offline")) return;
  const client = event.source;
  if (msg.type === "offline") {
    if (!working.has(lang)) {
      working.set(lang, keepOffline(lang, client).catch((err: unknown) => {
        console.warn("sw: the offline copy", err);
        return report(client, { type: "offline-failed", lang, error: String(err) });
      }).finally(() => working.delete(lang)));
    }
    const copy = working.get(lang);
    if (copy) event.waitUntil(copy);
  } else if (msg.type === "offline-status") {
    event.waitUntil(offlineStatus(lang).then((status) => report(client, status)));
  } else if (msg.type === "offline-drop") {
    event.waitUntil((async () => {
      for (const name of await caches.keys()) if (name.startsWith(`${OFFLINE}${lang}-`)) await caches.delete(name);
      await report(client, { type: "offline-none", lang });
    })());
  }
});

// (a module to TypeScript, for its own `self`; esbuild bundles it as a classic script)
export {};

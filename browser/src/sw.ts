// The site's service worker, on Workbox (workbox-precaching, workbox-routing, workbox-strategies;
// pinned in package.json): a second visit, and a visit with no network, start from here.
//
// What it keeps, each file once (never a .br or .gz twin nor a source map):
// - the core (styles, scripts, icons, each language's offline page), precached when it installs
//   from the manifest tools/precache.mjs injects at build time (self.__WB_MANIFEST); a new
//   build is a new service worker, and workbox-precaching replaces the changed files;
// - the pages of a language (<lang>/precache.json) with the search indexes (one a language,
//   all in one list: search/precache.json), copied in the background once a page of that language
//   asks for it (offline.ts: after any visit, unless the browser asks to save data);
// - the engine: Python's runtime, the standard library it needs, the rules engine and Python's
//   snapshot. A page with a board, the settler or the score pad sends {type: "keep", urls} after
//   its first answer, or a while after it loaded when nobody starts anything (engine/warm.ts):
//   they are copied into the runtime cache one after the other (a start that asks for a file
//   being copied waits up to 8 s for that copy instead of downloading it again), then a mark says the
//   engine is kept; the snapshot, which only makes a start faster, comes after the pages the page
//   asks for next; {type: "drop", urls} removes a snapshot Python refused.
//   "Keep everything" (offline.ts) copies every language's pages and the whole engine
//   (engine/precache.json).
// - one copy at a time: the engine, then the pages, then the snapshot.
// - a script a page imports only when the reader asks (the photo panel: not in the core, so a
//   device that never counts a photo never downloads it), kept when first used; a new build
//   drops these (they are kept again at their next use).
//
// A list (pages of a language, or the engine) is kept in a cache named after its version, and
// the older copy is deleted only once the new one is complete: the offline site never mixes
// two builds.
//
// How it answers: the engine's files (their URLs carry a version or a content hash) from a
// copy first; everything else from the network first, so readers see changes at once, then
// from the copies; a page that is kept nowhere gets the site's offline page in the address's
// language. Requests to other hosts are never made by this site and are left alone.

import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";

/** This script runs as the site's service worker; the build injects the core's manifest. */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
const sw = self;

const LANGS = ["en", "sv", "de", "nb"] as const;
const DEFAULT_LANG = "en";
const VERSION = "dominorules-v1"; // the engine's files kept when a board starts
const COPY = "dominorules-copy-"; // + "pages-<lang>-<version>", "search-<version>" or "engine-<version>"
// a script a page imports only when the reader asks (the photo panel): not in the core, kept here
// when first used; its name is its content's hash, so a kept copy is never out of date
const ON_DEMAND = "dominorules-on-demand";
const ON_DEMAND_FILE = /\/assets\/js\/chunk-[A-Z0-9]+\.js$/;
const IMMUTABLE = /\/(pyodide\/[^/]+\/|engine\/dominorules-[0-9a-f]+\.zip$)/;
const SNAPSHOT = /\/pyodide\/[^/]+\/dominorules-[0-9a-f]+\.snapshot$/;
/** Python's snapshot (only a faster start: without it Python starts plain), by its URL. */
const isSnapshot = (url: unknown): boolean => typeof url === "string" && SNAPSHOT.test(url.split("?")[0] ?? "");
const PARALLEL = 4;
// where the runtime cache notes which files make the engine (written once they are all kept)
const ENGINE_MARK = (): string => scoped("__offline__/engine.json");

let lane: Promise<unknown> = Promise.resolve(); // the copies, one after the other
function inLane<T>(work: () => Promise<T>): Promise<T> {
  const next = lane.then(work, work);
  lane = next.catch(() => {});
  return next;
}
const copying = new Map<string, Promise<void>>(); // a runtime file being copied -> its copy
const COPY_WAIT_MS = 8000;

void sw.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

sw.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // the copy of the last hand-written worker (the whole site under one name, with .br/.gz twins)
    for (const name of await caches.keys()) if (name.startsWith("dominorules-offline-")) await caches.delete(name);
    // a new build: its on-demand files may have new names, kept again when next used
    await caches.delete(ON_DEMAND);
  })());
});

// ---------------------------------------------------------------- the copies of the lists

/** A list of tools/precache.mjs (<lang>/precache.json, engine/precache.json). */
interface PrecacheList {
  kind: "pages" | "search" | "engine"; lang?: string; version: string; count: number; size: number;
  entries: { url: string; revision: string; title?: string }[];
}
/** offline.json: the lists and their sizes. */
interface Summary { pages: Record<string, ListInfo>; search: ListInfo; engine: ListInfo }
interface ListInfo { url: string; version: string; count: number; size: number }

const scoped = (path: string): string => new URL(path, sw.registration.scope).href;
const keyOf = (url: string): string => scoped(url.endsWith("index.html") ? url.slice(0, -"index.html".length) : url);
// where a copy keeps its list (which also marks it complete)
const LIST_KEY = (): string => scoped("__offline__/precache.json");
const prefixOf = (what: string): string => `${COPY}${what}-`;

/** The complete copies, newest first. */
async function completeCopies(): Promise<{ name: string; cache: Cache }[]> {
  const out: { name: string; cache: Cache }[] = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(COPY)) continue;
    const cache = await caches.open(name);
    if (await cache.match(LIST_KEY())) out.push({ name, cache });
  }
  return out;
}

async function keptMatch(request: Request | string, options?: CacheQueryOptions): Promise<Response | undefined> {
  for (const { cache } of await completeCopies()) {
    const hit = await cache.match(request, options);
    if (hit) return hit;
  }
  return undefined;
}

/** The complete copy of `what` ("pages-sv", "engine"), with its list. */
async function keptList(what: string): Promise<PrecacheList | null> {
  for (const { name, cache } of await completeCopies()) {
    if (!name.startsWith(prefixOf(what))) continue;
    const list = await cache.match(LIST_KEY());
    if (list) return await list.json() as PrecacheList;
  }
  return null;
}

/**
 * Copy every file of the list at `listURL` into the cache of its version (files whose revision
 * did not change come from the older copy, the engine's from the runtime cache), then delete
 * the older copy. `step` is called after each file.
 */
async function keepList(what: string, list: PrecacheList, step: () => void): Promise<void> {
  const name = `${prefixOf(what)}${list.version}`;
  const older = (await caches.keys()).filter((n) => n.startsWith(prefixOf(what)) && n !== name);
  const cache = await caches.open(name);
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
    const runtime = await caches.open(VERSION);
    const queue = [...list.entries];
    const copyNext = async (): Promise<void> => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const key = keyOf(entry.url);
        if (!(await cache.match(key))) {
          let response = previous && revisions.get(entry.url) === entry.revision ? await previous.match(key) : undefined;
          response ??= list.kind === "engine" ? await runtime.match(key) : undefined;
          if (!response) {
            response = await fetch(scoped(entry.url), { cache: "no-cache" });
            if (!response.ok) throw new Error(`${entry.url}: ${String(response.status)}`);
          }
          await cache.put(key, response);
        }
        step();
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, copyNext));
    await cache.put(LIST_KEY(), new Response(JSON.stringify(list), { headers: { "content-type": "application/json" } }));
  }
  for (const old of older) await caches.delete(old);
  if (list.kind === "engine") { // each file once: the runtime cache's copies are in this one now
    const runtime = await caches.open(VERSION);
    for (const request of await runtime.keys()) await runtime.delete(request);
  }
}

async function fetchJSON<T>(url: string): Promise<T> {
  const reply = await fetch(scoped(url), { cache: "no-cache" });
  if (!reply.ok) throw new Error(`${url}: ${String(reply.status)}`);
  return await reply.json() as T;
}

/** What the page is told (offline.ts, FromWorker). */
type Status =
  | { type: "offline-status"; lang: string; pages: number | null; everything: number | null; engine: boolean }
  | { type: "offline-progress"; lang: string; copied: number; total: number }
  | { type: "offline-failed"; lang: string; error: string };

async function report(message: Status): Promise<void> {
  for (const target of await sw.clients.matchAll({ includeUncontrolled: true })) target.postMessage(message);
}

const total = (lists: (PrecacheList | null)[]): number | null =>
  lists.every((l) => l !== null) ? lists.reduce((sum, l) => sum + l.size, 0) : null;

/** The size of the language's pages with the search, and of everything (null: not all kept). */
async function status(lang: string): Promise<Status> {
  const search = await keptList("search");
  const pages = total([await keptList(`pages-${lang}`), search]);
  const everything = total([search, await keptList("engine"), ...await Promise.all(LANGS.map((l) => keptList(`pages-${l}`)))]);
  return { type: "offline-status", lang, pages, everything, engine: await engineKept() };
}

/**
 * Whether a start can do without the network: the whole engine copy, or every file of this
 * build's engine list but the snapshot (offline, where the list cannot be read, every file the
 * mark names: what the last engine page asked for).
 */
async function engineKept(): Promise<boolean> {
  if (await keptList("engine")) return true;
  const mark = await (await caches.open(VERSION)).match(ENGINE_MARK());
  if (!mark) return false;
  let urls = await mark.json() as string[];
  try {
    const summary = await fetchJSON<Summary>("offline.json");
    const list = await fetchJSON<PrecacheList>(summary.engine.url);
    urls = list.entries.map((entry) => scoped(entry.url)).filter((url) => !isSnapshot(url));
  } catch {
    // offline: the mark it is
  }
  for (const url of urls) if (!(await caches.match(url))) return false;
  return true;
}

const working = new Map<string, Promise<void>>(); // "pages-<lang>" or "everything" -> the copy under way

async function keepPages(lang: string): Promise<void> {
  const summary = await fetchJSON<Summary>("offline.json");
  const info = summary.pages[lang];
  if (!info) throw new Error(`no pages for ${lang}`);
  await keepList(`pages-${lang}`, await fetchJSON<PrecacheList>(info.url), () => {});
  await keepList("search", await fetchJSON<PrecacheList>(summary.search.url), () => {});
}

async function keepEverything(lang: string): Promise<void> {
  const summary = await fetchJSON<Summary>("offline.json");
  const infos: [string, ListInfo][] = [["search", summary.search], ["engine", summary.engine]];
  for (const l of LANGS) {
    const info = summary.pages[l];
    if (!info) throw new Error(`no pages for ${l}`);
    infos.push([`pages-${l}`, info]);
  }
  const lists = await Promise.all(infos.map(async ([what, info]): Promise<[string, PrecacheList]> => [what, await fetchJSON<PrecacheList>(info.url)]));
  const total = lists.reduce((sum, [, list]) => sum + list.count, 0);
  let copied = 0;
  const step = (): void => {
    copied += 1;
    if (copied % 10 === 0) void report({ type: "offline-progress", lang, copied, total });
  };
  for (const [what, list] of lists) await keepList(what, list, step);
}

function once(key: string, work: () => Promise<void>, lang: string): Promise<void> {
  let copy = working.get(key);
  if (!copy) {
    copy = inLane(work).catch(async (err: unknown) => {
      console.warn("sw: the offline copy", err); // (offline, say): what is kept stays kept
      await report({ type: "offline-failed", lang, error: String(err) });
    }).then(async () => report(await status(lang))).finally(() => working.delete(key));
    working.set(key, copy);
  }
  return copy;
}

/** The fields of a message from a page this worker reads (anything else is ignored). */
interface PageMessage { type?: unknown; urls?: unknown; lang?: unknown; what?: unknown }
function pageMessage(data: unknown): PageMessage {
  return typeof data === "object" && data !== null ? data : {};
}

sw.addEventListener("message", (event) => {
  const msg = pageMessage(event.data);
  const lang = typeof msg.lang === "string" && (LANGS as readonly string[]).includes(msg.lang) ? msg.lang : null;
  if (msg.type === "keep" || msg.type === "drop") {
    const urls = Array.isArray(msg.urls) ? msg.urls as unknown[] : [];
    // what a start needs first; the snapshot (only a faster start) after the pages the page asks
    // for next, which a reader offline needs more
    event.waitUntil(msg.type === "drop" ? keepRuntime("drop", urls)
      : inLane(() => keepRuntime("keep", urls.filter((url) => !isSnapshot(url))))
        .then((all) => all ? inLane(() => keepRuntime("keep", urls.filter(isSnapshot))) : false));
  } else if (lang && msg.type === "offline") {
    event.waitUntil(msg.what === "everything"
      ? once("everything", () => keepEverything(lang), lang)
      : once(`pages-${lang}`, () => keepPages(lang), lang));
  } else if (lang && msg.type === "offline-status") {
    event.waitUntil(status(lang).then(report));
  } else if (lang && msg.type === "offline-drop") { // undo "keep everything": the page's own language stays
    event.waitUntil((async () => {
      await working.get("everything")?.catch(() => {});
      for (const name of await caches.keys()) {
        const stays = [`pages-${lang}`, "search", "engine"].some((what) => name.startsWith(prefixOf(what)));
        if (name.startsWith(COPY) && !stays) await caches.delete(name);
      }
      await report(await status(lang));
    })());
  }
});

/**
 * The engine's files once Python has started (engine/client.ts), or a snapshot it refused;
 * whether every file asked for is kept.
 */
async function keepRuntime(type: "keep" | "drop", urls: unknown[]): Promise<boolean> {
  const mine = urls.filter((url): url is string => typeof url === "string" && new URL(url).origin === sw.location.origin);
  const cache = await caches.open(VERSION);
  if (type === "drop") {
    for (const url of mine) {
      await cache.delete(url);
      for (const { cache: copy } of await completeCopies()) {
        // a copy without one of its files is no longer complete (the next "keep" fills it in)
        if (await copy.delete(url)) await copy.delete(LIST_KEY());
      }
    }
    return true;
  }
  let all = true;
  for (const url of mine) {
    if ((await cache.match(url)) || (await keptMatch(url))) continue;
    const copy = cache.add(url);
    copying.set(url, copy.catch(() => {}));
    try {
      await copy;
    } catch (err) {
      if (!isSnapshot(url)) all = false; // (without the snapshot Python starts plain)
      console.warn("sw: cannot keep", url, err);
    } finally {
      copying.delete(url);
    }
  }
  // the mark: what a start needs (the snapshot aside: without it Python starts plain)
  const needed = mine.filter((url) => !isSnapshot(url));
  if (all && needed.length) {
    await cache.put(ENGINE_MARK(), new Response(JSON.stringify(needed), { headers: { "content-type": "application/json" } }));
  }
  // Python's snapshot is named after the engine: once a new one is kept, the others are of no use
  if (needed.length === mine.length) return all;
  for (const request of await cache.keys()) {
    if (isSnapshot(request.url) && !mine.includes(request.url)) await cache.delete(request);
  }
  return all;
}

// ---------------------------------------------------------------- routes

const sameOrigin = (url: URL, request: Request): boolean =>
  url.origin === sw.location.origin && !request.headers.has("range");

const runtimeFirst = new CacheFirst({ cacheName: VERSION });
registerRoute(({ url, request }) => sameOrigin(url, request) && IMMUTABLE.test(url.pathname), async (options) => {
  // a file being kept: its copy rather than a second download, unless it takes long (a start
  // must not go quiet for long: its page would call it stalled)
  const copy = copying.get(options.request.url);
  if (copy) await Promise.race([copy, new Promise((resolve) => setTimeout(resolve, COPY_WAIT_MS))]);
  return (await keptMatch(options.request)) ?? await runtimeFirst.handle(options);
});

const onDemandFirst = new CacheFirst({ cacheName: ON_DEMAND });
registerRoute(({ url, request }) => sameOrigin(url, request) && ON_DEMAND_FILE.test(url.pathname)
  && getCacheKeyForURL(url.href) === undefined, onDemandFirst);

const network = new NetworkOnly();
registerRoute(({ url, request }) => sameOrigin(url, request), async (options) => {
  try {
    return await network.handle(options);
  } catch (err) {
    const request = options.request;
    const hit = await keptMatch(request, { ignoreSearch: request.mode === "navigate" });
    if (hit) return hit;
    throw err;
  }
});

/** The language an address names (its first folder), the default language otherwise. */
function langOfURL(url: string): string {
  const first = new URL(url).href.slice(sw.registration.scope.length).split("/")[0] ?? "";
  return (LANGS as readonly string[]).includes(first) ? first : DEFAULT_LANG;
}

// a page kept nowhere: the site's offline page in the address's language (hooks/offline.py)
setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") {
    const lang = langOfURL(request.url);
    const page = await matchPrecache(lang === DEFAULT_LANG ? "offline.html" : `${lang}/offline.html`);
    if (page) return page;
  }
  return Response.error();
});

// The offline copy's manifests, made at build time with workbox-build (pinned in package.json).
//
//   node tools/precache.mjs SITE_DIR [SW_SRC [ON_DEMAND]]   (hooks/offline.py runs it after every build)
//
// SW_SRC: the bundled service worker with its injection point (docs/sw.js); SITE_DIR/sw.js by
// default. The result is SITE_DIR/sw.js. ON_DEMAND: the files of assets/js, comma-separated, that
// a page imports only when the reader asks (the photo panel: hooks/dominosite/bundle.py
// on_demand()); the core leaves them out, so a device that never uses them never downloads
// them, and the service worker keeps each when it is first used (sw.ts).
//
// Three kinds of list, each entry with a revision (a hash of the file's content), never a
// compressed twin (.br, .gz) nor a source map:
//
// - the core, injected into sw.js (workbox-precaching keeps it when the service worker
//   installs): the styles, the scripts, the icons, the web app manifests and each
//   language's offline page (offline.html, written by hooks/offline.py);
// - the pages of a language, <lang>/precache.json (precache.json at the root for English):
//   every page of the language; the service worker keeps them in the background after a first
//   visit, with the search indexes (one a language, all in one list: search/precache.json). Each page's
//   entry carries its heading and the section it is in (for the offline page's links);
// - the engine, engine/precache.json: Python's runtime, its snapshot and the rules engine.
//
// offline.json at the root sums them up (count, size, version of each list; the core's count
// and size). A list's
// `version` is a hash of its entries: the service worker keeps a list in a cache named after
// it and deletes the older one only once the new one is complete.

import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { getManifest, injectManifest } from "workbox-build";

const LANGS = ["en", "sv", "de", "nb"];
const DEFAULT = "en";
const NEVER = ["**/*.br", "**/*.gz", "**/*.map", "**/precache.json", "offline.json", "sitemap.xml"];
// lunr's languages: the ones of the site's search indexes (hooks/search.py: en, sv, de, no) and what they need
const LUNR = "assets/javascripts/lunr/min/lunr.{stemmer.support,multi,sv,de,no}.min.js";
const CORE = [
  "assets/css/**/*", "assets/stylesheets/*.css", "assets/javascripts/*.js", "assets/javascripts/workers/*.js",
  LUNR, "assets/js/**/*.{js,mjs}", "assets/icons/*", "assets/images/*", "**/manifest.webmanifest", "**/offline.html",
];
const ENGINE = ["pyodide/**/*", "engine/*.zip"];

const site = process.argv[2];
const onDemand = (process.argv[4] ?? "").split(",").filter(Boolean).map((name) => `assets/js/${name}`);
if (!site) {
  console.error("usage: node tools/precache.mjs SITE_DIR");
  process.exit(2);
}

const options = (globPatterns, globIgnores = []) => ({
  globDirectory: site,
  globPatterns,
  globIgnores: [...NEVER, ...globIgnores],
  maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
});

function checked(name, { manifestEntries, count, size, warnings }) {
  if (warnings.length) {
    console.error(`precache ${name}: ${warnings.join("; ")}`);
    process.exit(1);
  }
  const entries = manifestEntries
    .map(({ url, revision }) => ({ url, revision }))
    .sort((a, b) => a.url.localeCompare(b.url));
  const version = createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 16);
  console.log(`precache ${name}: ${count} files, ${(size / 1048576).toFixed(1)} MB, version ${version}`);
  return { version, count, size, entries };
}

const unescape = (text) => text.replace(/<[^>]*>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
  .replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").trim();
/** A page's heading (its first <h1>), or its <title>. */
const title = (file) => {
  const page = readFileSync(join(site, file), "utf-8");
  const found = /<h1[^>]*>(.*?)<\/h1>/s.exec(page) ?? /<title>([^<]*)<\/title>/.exec(page);
  return found ? unescape(found[1].replace(/<a [^>]*class="headerlink"[^>]*>.*?<\/a>/g, "")) : file;
};

const summary = { format: "dominorules-offline/1", pages: {}, search: null, engine: null };
for (const lang of LANGS) {
  const prefix = lang === DEFAULT ? "" : `${lang}/`;
  const others = LANGS.filter((l) => l !== DEFAULT && l !== lang).map((l) => `${l}/**`);
  const ignores = lang === DEFAULT ? LANGS.filter((l) => l !== DEFAULT).map((l) => `${l}/**`) : others;
  const list = checked(lang, await getManifest(options(
    [`${prefix}**/*.html`],
    [...ignores, "**/404.html", "**/offline.html", "assets/**", "pyodide/**"])));
  // each page's heading, and the section it is in (the folder's own page: "practice/index.html")
  const urls = new Set(list.entries.map((e) => e.url));
  for (const entry of list.entries) {
    if (!entry.url.endsWith(".html")) continue;
    entry.title = title(entry.url);
    const parts = entry.url.slice(prefix.length).split("/");
    const section = `${prefix}${parts[0]}/index.html`;
    if (parts.length > 2 && urls.has(section)) entry.section = section;
  }
  const url = `${prefix}precache.json`;
  writeFileSync(join(site, url), `${JSON.stringify({ format: "dominorules-precache/2", kind: "pages", lang, ...list })}\n`);
  summary.pages[lang] = { url, version: list.version, count: list.count, size: list.size };
}

// each language's search index (hooks/search.py): English's at the root, the others' in their folders
const search = checked("search", await getManifest(options(
  ["search/search_index.json", ...LANGS.filter((l) => l !== DEFAULT).map((l) => `${l}/search/search_index.json`)])));
writeFileSync(join(site, "search", "precache.json"), `${JSON.stringify({ format: "dominorules-precache/2", kind: "search", ...search })}\n`);
summary.search = { url: "search/precache.json", version: search.version, count: search.count, size: search.size };

const engine = checked("engine", await getManifest(options(ENGINE)));
writeFileSync(join(site, "engine", "precache.json"), `${JSON.stringify({ format: "dominorules-precache/2", kind: "engine", ...engine })}\n`);
summary.engine = { url: "engine/precache.json", version: engine.version, count: engine.count, size: engine.size };
// the core, into the service worker itself (its self.__WB_MANIFEST)
const core = await injectManifest({ ...options(CORE, onDemand), swSrc: process.argv[3] ?? join(site, "sw.js"), swDest: join(site, "sw.js") });
if (core.warnings.length) {
  console.error(`precache core: ${core.warnings.join("; ")}`);
  process.exit(1);
}
console.log(`precache core: ${core.count} files, ${(core.size / 1048576).toFixed(1)} MB (in sw.js)`);
summary.core = { url: "sw.js", count: core.count, size: core.size };
writeFileSync(join(site, "offline.json"), `${JSON.stringify(summary)}\n`);

// The offline copy's manifests, made at build time with workbox-build (pinned in package.json).
//
//   node tools/precache.mjs SITE_DIR      (hooks/offline.py runs it after every build)
//
// For each language, <lang>/precache.json (precache.json at the root for English) lists
// every file a reader of that language needs offline, each with a revision (a hash of its
// content): every page of the language, the search index, the styles and scripts, the
// icons, the rules engine and the Python runtime. `version` is a hash of the whole list, so
// the service worker (docs/sw.js) can tell a new build from the one it keeps and replace
// the whole copy at once.

import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { getManifest } from "workbox-build";

const LANGS = ["en", "sv", "de", "nb"];
const DEFAULT = "en";
const SHARED = ["assets/**/*", "search/search_index.json", "engine/*.zip", "pyodide/**/*"];

const site = process.argv[2];
if (!site) {
  console.error("usage: node tools/precache.mjs SITE_DIR");
  process.exit(2);
}

for (const lang of LANGS) {
  const prefix = lang === DEFAULT ? "" : `${lang}/`;
  const others = LANGS.filter((l) => l !== DEFAULT && l !== lang).map((l) => `${l}/**`);
  const own = lang === DEFAULT ? ["**/*.html", "manifest.webmanifest"] : [`${lang}/**/*.html`, `${lang}/manifest.webmanifest`];
  const ignores = lang === DEFAULT ? LANGS.filter((l) => l !== DEFAULT).map((l) => `${l}/**`) : others;
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: site,
    globPatterns: [...own, ...SHARED],
    globIgnores: [...ignores, "**/precache.json", "sitemap.xml*", "assets/js/inline/**/*.map"],
    maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
  });
  if (warnings.length) {
    console.error(`precache ${lang}: ${warnings.join("; ")}`);
    process.exit(1);
  }
  const entries = manifestEntries
    .map(({ url, revision }) => ({ url, revision }))
    .sort((a, b) => a.url.localeCompare(b.url));
  const version = createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 16);
  const manifest = { format: "dominorules-precache/1", lang, version, count, size, entries };
  writeFileSync(join(site, prefix, "precache.json"), `${JSON.stringify(manifest)}\n`);
  console.log(`precache ${lang}: ${count} files, ${(size / 1048576).toFixed(1)} MB, version ${version}`);
}

// ESLint for the browser code (make lint): ESLint's recommended rules and typescript-eslint's
// strictTypeChecked rules over browser/src, typed by the two TypeScript projects (tsconfig.json for
// the page scripts, tsconfig.workers.json for the worker and the service worker), with the browser's
// globals for the page scripts and the workers' for the worker and the service worker.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  js.configs.recommended,
  {
    files: ["browser/src/**/*.ts"],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser },
      parserOptions: {
        project: ["./tsconfig.json", "./tsconfig.workers.json"],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // the score pad's matches and drafts and the settler's custom rules are JSON records: a key goes with delete
      "@typescript-eslint/no-dynamic-delete": "off",
    },
  },
  {
    files: ["browser/src/engine/worker.ts"],
    languageOptions: { globals: { ...globals.worker, ...globals.sharedWorker } },
  },
  {
    // shared by the worker, the build (tools/snapshot.mjs) and the Node tests: only what all of them have
    files: ["browser/src/engine/python.ts"],
    languageOptions: { globals: { ...globals["shared-node-browser"], crypto: "readonly" } },
  },
  {
    files: ["browser/src/sw.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);

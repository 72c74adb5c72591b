// @ts-check
// Loaded early, as an async module in the <head> of a page with a block that runs the engine
// (hooks/boards.py adds it with that block's engine and runtime): on a return visit, Python
// starts while Material and the page are still loading (engine.js, warmUp). The blocks import
// the same engine.js later and find that start under way; on a first visit nothing happens.

import { warmUp } from "./engine.js";

const tag = document.querySelector("script[data-domino-warm]");
if (tag instanceof HTMLElement) warmUp(tag);

// Loaded early, as an async module in the <head> of a page with a block that runs the engine
// (hooks/boards.py adds it with that block's engine and runtime): on a return visit, Python
// starts while Material and the page are still loading (engine/warm.ts). The blocks share the
// same module (a common chunk of the bundle) and find that start under way.

import { warmUp } from "./engine/warm";

const tag = document.querySelector("script[data-domino-warm]");
if (tag instanceof HTMLElement) warmUp(tag);

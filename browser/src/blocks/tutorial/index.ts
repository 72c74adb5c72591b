// Tutorials: worked examples to step through, puzzles to answer, and the practice list.
//
// hooks/dominosite/tutorial_html.py writes each tutorial as a <section class="domino-tutorial">
// that reads well with no script: title, prompt, the position as SVG, and (examples) every
// step explained or (disputes) every system's verdict. This script adds the controls. The
// controls work at once; the rules engine (engine/client.ts) starts on the first press that
// needs it and answers everything: the state after each step, whether an answer is right, the
// hint's solution. Every text is inserted with textContent.

import { mountAll } from "../mount";
import { mountPractice } from "./practice";
import { Tutorial } from "./tutorial";

mountAll(".domino-tutorial", (root) => { new Tutorial(root); });
mountAll(".domino-practice", mountPractice);

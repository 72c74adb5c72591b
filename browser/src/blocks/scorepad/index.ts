// The score pad's entry (scorepad.ts).

import { mountAll } from "../mount";
import { ScorePad } from "./scorepad";

mountAll(".domino-scorepad", (root) => { new ScorePad(root); });

// The dispute settler's entry (settler.ts).

import { mountAll } from "../mount";
import { Settler } from "./settler";

mountAll(".domino-settler", (root) => { new Settler(root); });

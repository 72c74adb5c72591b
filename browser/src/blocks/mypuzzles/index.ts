// The entry of "Your puzzles" (mypuzzles.ts).

import { mountAll } from "../mount";
import { MyPuzzles } from "./mypuzzles";

mountAll(".domino-mypuzzles", (root) => { new MyPuzzles(root); });

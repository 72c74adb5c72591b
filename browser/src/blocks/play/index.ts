// The "deal and play" board's entry (play.ts; match.ts and review.ts beside it).

import { mountAll } from "../mount";
import { Board } from "./play";

mountAll(".domino-play", (root) => { new Board(root); });

// The entry of "Our table's rules" (table.ts).

import { mountAll } from "../mount";
import { TablePage } from "./table";

mountAll(".domino-table", (root) => { new TablePage(root); });

// Every function of the browser code (browser/src, the generated contract aside) is at most 60
// lines: a longer one does several things (make lint runs this; it names each one over).
//   node tools/function_lengths.mjs [MAX]
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const MAX = Number(process.argv[2] ?? 60);
const files = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory()
  ? files(path.join(dir, e.name))
  : e.name.endsWith(".ts") && !e.name.endsWith(".gen.ts") ? [path.join(dir, e.name)] : []));
let over = 0;
for (const file of files("browser/src")) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      if (last - first + 1 > MAX) {
        over += 1;
        console.log(`${file}:${first + 1}: ${node.name ? node.name.getText() : "(a function)"} is ${last - first + 1} lines (at most ${MAX})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
process.exit(over ? 1 : 0);

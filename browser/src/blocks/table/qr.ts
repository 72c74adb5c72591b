// The sheet's QR code: the link to these rules as an SVG of dark modules (qrcode-generator,
// pinned in package.json and bundled; nothing is fetched).

import qrcode from "qrcode-generator";
import { svgEl } from "../../ui/dom";

/** An SVG QR code of `text` (error correction M, a quiet zone of 4 modules), labelled `label`. */
export function qrSVG(text: string, label: string): SVGSVGElement {
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  code.make();
  const count = code.getModuleCount();
  const size = count + 8;
  const svg = svgEl("svg", { viewBox: `0 0 ${String(size)} ${String(size)}`, class: "domino-table__qr", role: "img",
    "aria-label": label, "shape-rendering": "crispEdges" });
  svg.append(svgEl("rect", { x: 0, y: 0, width: size, height: size, fill: "#fff" }));
  let d = "";
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.isDark(row, col)) d += `M${String(col + 4)} ${String(row + 4)}h1v1h-1z`;
    }
  }
  svg.append(svgEl("path", { d, fill: "#000" }));
  return svg;
}

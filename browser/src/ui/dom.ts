// Element helpers shared by every block. Texts are set with textContent, never as HTML.

const SVG_NS = "http://www.w3.org/2000/svg";

/** An element of `tag` (typed by its tag), with a class and a text. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** An SVG element with its attributes. */
export function svgEl<K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** A Material button with a class, a label and what it does. */
export function button(className: string, text: string, onClick?: (event: MouseEvent) => void): HTMLButtonElement {
  const b = el("button", `md-button ${className}`, text);
  b.type = "button";
  if (onClick) b.addEventListener("click", onClick);
  return b;
}

/** The browser's clipboard: none outside a secure context (a page over http), whatever the DOM types say. */
export function clipboard(): Clipboard | undefined {
  return navigator.clipboard;
}

/** Make `b` a toggle button: each press flips its aria-pressed. */
export function pressable(b: HTMLButtonElement): HTMLButtonElement {
  b.setAttribute("aria-pressed", "false");
  b.addEventListener("click", () => {
    b.setAttribute("aria-pressed", b.getAttribute("aria-pressed") === "true" ? "false" : "true");
  });
  return b;
}

/** A control inside its label: `<label class><span class>text</span>control</label>`. */
export function labelled(className: string, textClass: string, text: string, control: HTMLElement): HTMLLabelElement {
  const label = el("label", className);
  label.append(el("span", textClass, text), control);
  return label;
}

let controls = 0; // controls labelled by id so far (each gets an id of its own)

/** A control after its label, which names it by id: `<div class><label for>text</label>control</div>`. */
export function labelledFor(className: string, textClass: string, text: string, control: HTMLElement): HTMLDivElement {
  const box = el("div", className);
  controls += 1;
  control.id = `domino-field-${String(controls)}`;
  const label = el("label", textClass, text);
  label.htmlFor = control.id;
  box.append(label, control);
  return box;
}

/** A <select> of `[value, label]` choices with `value` chosen, and what a change does. */
export function select(className: string, choices: readonly (readonly [string, string])[], value: string,
  onChange?: (value: string) => void): HTMLSelectElement {
  const s = el("select", className);
  for (const [v, label] of choices) {
    const option = el("option", "", label);
    option.value = v;
    s.append(option);
  }
  s.value = value;
  if (onChange) s.addEventListener("change", () => { onChange(s.value); });
  return s;
}

/** A visually hidden live region: what it is given (a paragraph per sentence) is read out, not shown. */
export function spokenRegion(): HTMLDivElement {
  const region = el("div", "domino-sr");
  region.setAttribute("aria-live", "polite");
  return region;
}

/**
 * After a failure: a "Try again" button right after `status` that runs `again` once.
 * What the reader entered stays where it is; only the engine is started afresh.
 */
export function offerRetry(status: HTMLElement, label: string, again: () => void): HTMLButtonElement {
  const old = status.parentNode instanceof Element ? status.parentNode.querySelector(":scope > .domino-retry") : null;
  if (old) old.remove();
  const b = el("button", "md-button domino-retry", label);
  b.type = "button";
  b.addEventListener("click", () => {
    b.remove();
    again();
  }, { once: true });
  status.after(b);
  return b;
}

/** The first element under `root` matching `selector` that is a `type`, or an error naming what is missing. */
export function part<E extends Element>(root: ParentNode, selector: string, type: { new(): E; prototype: E }): E {
  const node = root.querySelector(selector);
  if (!(node instanceof type)) throw new Error(`missing ${selector}`);
  return node;
}

/**
 * The data the build embedded in the page for a block (a `<script type="application/json">`
 * under `root` with class `selector`), parsed, as the block's contract type `T` (`Embedded*` in
 * `contract.gen.ts`: the hook writes it with the same Python type, and the site tests check the
 * built pages' data against it). `key` is a field every `T` has: data without it (none, or
 * another block's) is an error naming what is missing, never a value of the wrong shape. The
 * one place a block reads what the build gave it.
 */
export function embedded<T extends object>(root: ParentNode, selector: string, key: keyof T & string): T {
  const data: unknown = JSON.parse(part(root, selector, HTMLElement).textContent || "null");
  if (typeof data !== "object" || data === null || !(key in data)) throw new Error(`${selector}: no ${key}`);
  return data as T;
}

type Child = Node | string | null | undefined | false;

/**
 * An element built in one expression: `h("p", {className: "x", hidden: true}, "text", child)`.
 * Properties are set on the element (so `textContent`, never HTML); `null`, `undefined` and
 * `false` children are left out, strings become text nodes.
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {},
  ...children: Child[]): HTMLElementTagNameMap[K] {
  const { dataset, ...rest } = props;
  const node = Object.assign(document.createElement(tag), rest);
  if (dataset) Object.assign(node.dataset, dataset);
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

/**
 * The engine failed or was too slow: say so in `error` (in the reader's words), mark the block
 * `data-state="failed"`, keep everything entered and offer "Try again", which runs `again`.
 */
export function engineFailure(block: { root: HTMLElement; status: HTMLElement; error: HTMLElement },
  message: string, retryLabel: string, again: () => void): void {
  block.status.textContent = "";
  block.error.textContent = message;
  block.root.dataset.state = "failed";
  offerRetry(block.error, retryLabel, again);
}

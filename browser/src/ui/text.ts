// The page's own words (the ui.* texts the hook embeds or the engine translates), with their
// {placeholders} and plural forms, and numbers, sizes and dates in the page's language.

import type { Lang, PluralText } from "../contract.gen";

/** A text of the page: plain, or its plural forms and the parameter that holds the count. */
export type UIText = string | PluralText;
// the engine's languages (the contract's Lang): the compiler checks that none is missing
const LANGS = ["en", "sv", "de", "nb"] as const satisfies readonly Lang[];
type Holds<T extends true> = T;
export type EveryLanguageListed = Holds<Exclude<Lang, (typeof LANGS)[number]> extends never ? true : false>;

/** The page's language as the engine knows it (the block's data-lang, else the page's). */
export function langOf(value: string | undefined): Lang {
  const lang = value || document.documentElement.lang;
  return LANGS.find((l) => l === lang) ?? "en";
}
/** The folder of a language's pages under the site's root: "" for English (the site's first
 * language, at the root), else "sv/", "de/", "nb/". */
export function langFolder(lang: string): string {
  return lang === "en" ? "" : `${lang}/`;
}
/** A page of the site in `lang`: `path` under that language's folder ("settle/", "disputes/#tie",
 * "table/?c=…"), from the site's root (`root`: a block's `data-root`, relative to this page). */
export function siteURL(lang: string, path: string, root = ""): URL {
  return new URL(`${root || "./"}${langFolder(lang)}${path}`, document.baseURI);
}
export type TextParams = Record<string, string | number>;
/** `t(id, params)`: one of the block's texts, filled in. */
export type T = (id: string, params?: TextParams) => string;

/** The page's language as Intl knows it (Norwegian pages are "nb"). */
export function locale(lang: string): string {
  return lang || document.documentElement.lang || "en";
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralRules(lang: string): Intl.PluralRules {
  let rules = plurals.get(lang);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    plurals.set(lang, rules);
  }
  return rules;
}

/**
 * A text with its {placeholders} filled in from `params`. A text with a count comes as
 * `{count, one, other}` (dominorules.words.i18n.browser_text): `count` names the parameter that holds
 * the number; Intl.PluralRules of the page's language chooses the form ("one", else "other":
 * the site's languages have these two, as gettext's "plural=(n != 1)" in their catalogs).
 */
export function format(template: UIText, params: TextParams = {}, lang = "en"): string {
  let text: string;
  if (typeof template === "object") {
    const n = Number(params[template.count]);
    text = pluralRules(lang).select(n) === "one" ? template.one : template.other;
  } else {
    text = template;
  }
  return text.replace(/\{(\w+)\}/g, (m: string, k: string) => (k in params ? String(params[k]) : m));
}

/** `t(id, params)` over the texts of one block; a missing text is reported, never shown as its id. */
export function textsOf(texts: Record<string, UIText>, who: string, lang: string): T {
  return (id, params) => {
    const text = texts[id];
    if (text === undefined) {
      console.error(`${who}: no text for`, id);
      return "";
    }
    return format(text, params ?? {}, lang);
  };
}

/** The texts a block's hook embedded as JSON in `selector` (an empty set when there are none). */
export function embeddedTexts(root: HTMLElement, selector: string): Record<string, UIText> {
  const node = root.querySelector(selector);
  if (!node?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(node.textContent);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const out: Record<string, UIText> = {};
    for (const [id, value] of Object.entries(parsed)) if (isUIText(value)) out[id] = value;
    return out;
  } catch (err) {
    console.warn(`${selector}: bad embedded strings`, err);
    return {};
  }
}

function isUIText(value: unknown): value is UIText {
  if (typeof value === "string") return true;
  return typeof value === "object" && value !== null && "count" in value && "one" in value && "other" in value
    && typeof value.count === "string" && typeof value.one === "string" && typeof value.other === "string";
}

/** A number in the page's language (`digits`: the most fraction digits shown). */
export function formatNumber(value: number, lang: string, digits = 0): string {
  try {
    return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: digits }).format(value);
  } catch {
    return String(Math.round(value * 10 ** digits) / 10 ** digits);
  }
}

/**
 * A size in megabytes with one decimal, in the page's language ("54,1" on a German page; the
 * texts say the unit: "{size} MB").
 */
export function formatMegabytes(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  try {
    return new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(mb);
  } catch {
    return mb.toFixed(1);
  }
}

/** A date (and time) in the page's language. */
export function formatDate(date: Date, lang: string, withTime = false): string {
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" };
  try {
    return new Intl.DateTimeFormat(locale(lang), options).format(date);
  } catch {
    return date.toISOString().slice(0, withTime ? 16 : 10);
  }
}

/** A list of names in the page's language ("A, B and C"). */
export function formatList(items: string[], lang: string): string {
  try {
    return new Intl.ListFormat(locale(lang), { style: "long", type: "conjunction" }).format(items);
  } catch {
    return items.join(", ");
  }
}

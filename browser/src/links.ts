// The language switch keeps what the reader was doing: Material's language links point at the
// same page in the other language, and this adds the page's query (a shared settler situation,
// ?seed=...) and its anchor (#try) at the moment one is followed. Both are read by the other
// language's page exactly as by this one.

function keepPlace(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>("a.md-select__link[hreflang]");
  if (!link || (!location.search && !location.hash)) return;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return;
  url.search = location.search;
  url.hash = location.hash;
  link.href = url.href;
}

// before the browser follows the link: a click, a middle click, Enter, or "open in new tab"
for (const type of ["click", "auxclick", "contextmenu", "focusin", "pointerdown"]) {
  document.addEventListener(type, keepPlace, true);
}

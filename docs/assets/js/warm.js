import{e as t}from"./chunk-IWR7WGG6.js";var o=document.querySelector("script[data-domino-warm]");o instanceof HTMLElement&&t(o);

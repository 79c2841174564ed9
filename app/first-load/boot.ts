/**
 * The first load, in the browser: the inline script at the end of every page (app/root.tsx).
 * The Worker has made React Router's module script inert and moved its module preloads
 * onto it (worker/first-load.ts); this loads them once the page's load event has fired,
 * or at once when the visitor touches, presses a key or moves the focus first. Until then
 * nothing competes with the page's first paint, and the page works as HTML (links, menus,
 * tel: links, the form's real POST). It also remembers a tap on a JavaScript-only button
 * made before hydration, for the app to replay (early-tap.ts).
 *
 * Bundled into one inline script at build time (`?inline-script`); the CSP allows it by
 * the hash of that text.
 */
import { rememberEarlyTap } from "./early-tap";
import { DEFERRED_MODULE, PRELOADS } from "./markers";

const EARLY_TRIGGERS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;
const listen = { capture: true, passive: true } as const;
let loaded = false;

function loadModules() {
  if (loaded) return;
  loaded = true;
  for (const type of EARLY_TRIGGERS) removeEventListener(type, loadModules, listen);
  const inert = document.querySelector<HTMLScriptElement>(`script[${DEFERRED_MODULE}]`);
  if (!inert) return;
  // The nonce the Worker wrote on the inert script is this response's: the new elements need it.
  const { nonce } = inert;
  for (const href of JSON.parse(inert.getAttribute(PRELOADS) ?? "[]") as string[]) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.nonce = nonce;
    document.head.appendChild(link);
  }
  const module = document.createElement("script");
  module.type = "module";
  module.nonce = nonce;
  module.textContent = inert.textContent;
  document.body.appendChild(module);
}

for (const type of EARLY_TRIGGERS) addEventListener(type, loadModules, listen);
if (document.readyState === "complete") loadModules();
else addEventListener("load", loadModules, { once: true });
addEventListener("click", (event) => rememberEarlyTap(event.target), listen);

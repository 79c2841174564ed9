/**
 * The site's first load in the browser: after the load event, render the blocks the first
 * frame left out, then load React Router's modules (made inert by worker/first-load.ts).
 */

/** Marks React Router's module script, inert (a data block) until the boot loads it. */
export const DEFERRED_MODULE = "data-after-load";
/** The module preloads the Worker took out of the page, as a JSON array of addresses. */
export const PRELOADS = "data-preloads";
/** The blocks below the first; app/app.css selects the same ones. */
export const LATER_BLOCKS = "main>*+*,body>footer";
/** Set on <html> at the first page opened in the app: from then on app.css leaves no block out. */
export const WHOLE_PAGES = "data-whole-pages";
/** Set on <html> once the app is hydrated (the tests wait for it, and CSS reads it). */
export const HYDRATED = "hydrated";

// Buttons with a native action (popovertarget) already did it: they are not replayed.
const JS_ONLY_BUTTON = 'button[type="button"]:not([popovertarget]):not([commandfor])';

declare global {
  interface Window {
    /** The one value the boot hands to the app: the button tapped before hydration. */
    __kestrelEarlyTap?: Element;
  }
}

/** Called by the app once it is hydrated: marks the page and replays a tap made before. */
export function pageHydrated(): void {
  document.documentElement.dataset[HYDRATED] = "true";
  const button = window.__kestrelEarlyTap;
  delete window.__kestrelEarlyTap;
  if (button instanceof HTMLElement && button.isConnected) button.click();
}

function rememberEarlyTap(target: EventTarget | null): void {
  if (document.documentElement.dataset[HYDRATED]) return;
  const button = (target as Element | null)?.closest?.(JS_ONLY_BUTTON);
  if (button) window.__kestrelEarlyTap = button;
}

const EARLY_TRIGGERS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;
const listen = { capture: true, passive: true } as const;
let loaded = false;

function loadModules() {
  if (loaded) return;
  loaded = true;
  for (const type of EARLY_TRIGGERS) removeEventListener(type, loadModules, listen);
  const inert = document.querySelector<HTMLScriptElement>(`script[${DEFERRED_MODULE}]`);
  if (!inert) return;
  // The new elements need this response's nonce, which the Worker wrote on the inert script.
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

// One block per task keeps every task short; a MessageChannel, not a timer a fake clock could stop.
function renderLaterBlocks(done: () => void) {
  const blocks = [...document.querySelectorAll<HTMLElement>(LATER_BLOCKS)];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const block = blocks.shift();
    if (!block) return done();
    block.style.contentVisibility = "visible";
    void block.offsetHeight;
    channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
}

/** The inline script's body (`?inline-script` calls it): the first touch loads the modules at once. */
export default function boot() {
  for (const type of EARLY_TRIGGERS) addEventListener(type, loadModules, listen);
  addEventListener("load", () => renderLaterBlocks(loadModules), { once: true });
  addEventListener("click", (event) => rememberEarlyTap(event.target), listen);
}

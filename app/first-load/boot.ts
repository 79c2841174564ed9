/** The site's first load in the browser: after the load event, render the blocks the first frame
 * left out, then load React Router's modules (made inert by worker/first-load.ts). */

export const DEFERRED_MODULE = "data-after-load";
export const PRELOADS = "data-preloads";
// The blocks below the first: app/app.css selects the same ones.
export const LATER_BLOCKS = "main>*+*,body>footer";
export const WHOLE_PAGES = "data-whole-pages";
export const HYDRATED = "hydrated";

const JS_ONLY_BUTTON = 'button[type="button"]:not([popovertarget]):not([commandfor])';

declare global {
  interface Window {
    __kestrelEarlyTap?: Element;
  }
}

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

// One block per task; a MessageChannel, not a timer a test's fake clock could stop.
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

// The inline script calls this (`?inline-script`); a first touch loads the modules at once.
export default function boot() {
  for (const type of EARLY_TRIGGERS) addEventListener(type, loadModules, listen);
  addEventListener("load", () => renderLaterBlocks(loadModules), { once: true });
  addEventListener("click", (event) => rememberEarlyTap(event.target), listen);
}

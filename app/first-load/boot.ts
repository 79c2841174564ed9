/**
 * The first load, in the browser: the inline script at the end of every page (app/root.tsx).
 * After the load event it renders the blocks below the first, one per task (app.css leaves
 * them out of the first frame with `content-visibility: auto`), then loads React Router's
 * modules: the Worker has made its module script inert and moved its module preloads onto
 * it (worker/first-load.ts). A touch, a key press or a focus before that loads the modules
 * at once. Until then nothing competes with the page's first paint, and the page works as
 * HTML (links, menus, tel: links, the form's real POST). It also remembers a tap on a
 * JavaScript-only button made before hydration, for the app to replay (early-tap.ts).
 *
 * Bundled into one inline script at build time (`?inline-script`); the CSP allows it by
 * the hash of that text.
 */
import { rememberEarlyTap } from "./early-tap";
import { DEFERRED_MODULE, LATER_BLOCKS, PRELOADS } from "./markers";

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

/**
 * Renders the blocks the first frame left out, one per task (reading a block's height
 * lays it out then), so no task is long; then `done`. A MessageChannel posts the tasks:
 * they run at once, with no timer a test's fake clock could stop.
 */
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

for (const type of EARLY_TRIGGERS) addEventListener(type, loadModules, listen);
addEventListener("load", () => renderLaterBlocks(loadModules), { once: true });
addEventListener("click", (event) => rememberEarlyTap(event.target), listen);

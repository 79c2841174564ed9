/**
 * The browser entry. The Worker holds the page's modules until the load event and the
 * blocks rendered after it, or until the visitor first touches, presses a key or moves
 * the focus (worker/pages.ts), so this runs after the page has painted. It hydrates the
 * server-rendered page when the browser is next idle, or at once if the visitor is
 * already interacting. React hydrates in a transition, in small slices, so the page keeps
 * answering. Until then the page works as HTML: links, the menus (<details>, popover),
 * tel: links and the consultation form (a real POST) need no JavaScript. The last tap on
 * a JavaScript-only button before the page was interactive is replayed then
 * (app/lib/early-clicks.ts). See docs/decisions/0015-edge-speed.md.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { PENDING_CLICK } from "~/lib/early-clicks";
import { whenIdle } from "~/lib/when-idle";

declare global {
  interface Window {
    [PENDING_CLICK]?: HTMLElement;
  }
}

const TRIGGERS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel"] as const;
const listen = { capture: true, passive: true } as const;

function whenHydrated(callback: () => void) {
  if (document.documentElement.dataset.hydrated) return callback();
  new MutationObserver((_, observer) => {
    if (!document.documentElement.dataset.hydrated) return;
    observer.disconnect();
    callback();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
}

let started = false;
function hydrate() {
  if (started) return;
  started = true;
  for (const type of TRIGGERS) window.removeEventListener(type, hydrate, listen);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  whenHydrated(() => {
    const button = window[PENDING_CLICK];
    delete window[PENDING_CLICK];
    if (button?.isConnected) button.click();
  });
}

for (const type of TRIGGERS) window.addEventListener(type, hydrate, listen);
// A tap already waiting, a scroll (a reload, a #fragment) or a focus: the visitor is engaged.
if (window[PENDING_CLICK] || window.scrollY > 0 || document.activeElement !== document.body) hydrate();
// Otherwise when the browser has nothing else to do.
else whenIdle(hydrate, { timeout: 1500, fallbackDelay: 300 });

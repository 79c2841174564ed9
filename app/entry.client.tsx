/**
 * The browser entry: hydrates the server-rendered page when the visitor first interacts
 * with it (moves the pointer, touches, scrolls, presses a key, focuses something), not
 * during the first load. Until then the page works as HTML: links, the menus (<details>,
 * popover), tel: links and the consultation form (a real POST) need no JavaScript.
 * React DOM's client (two thirds of the page's JavaScript) loads at that moment, so it is
 * not part of the first load. A click on a JavaScript-only button (type="button", no
 * popovertarget) that happens while hydration is under way is replayed once the page is
 * interactive.
 * See docs/decisions/0006-performance-budget.md.
 */
import { startTransition, StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";

const TRIGGERS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel"] as const;
const listen = { capture: true, passive: true } as const;

let pendingClick: HTMLElement | null = null;
function rememberClick(event: Event) {
  // Buttons with a native action (popovertarget: the drawer toggle) already did it.
  const button = (event.target as Element | null)?.closest?.('button[type="button"]:not([popovertarget]):not([commandfor])');
  if (button instanceof HTMLElement) pendingClick = button;
}

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
  window.addEventListener("click", rememberClick, listen);
  import("react-dom/client").then(({ hydrateRoot }) => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    whenHydrated(() => {
      window.removeEventListener("click", rememberClick, listen);
      const button = pendingClick;
      pendingClick = null;
      if (button?.isConnected) button.click();
    });
  });
}

for (const type of TRIGGERS) window.addEventListener(type, hydrate, listen);
// Already scrolled (a reload, a #fragment) or focused: the visitor is engaged.
if (window.scrollY > 0 || document.activeElement !== document.body) hydrate();

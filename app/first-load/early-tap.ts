/**
 * A tap made before the page is interactive. The page's modules load after the load event
 * (or at the first touch), and React hydrates after that, so a tap on a button that only
 * works with JavaScript (the video and map facades, the carousel and motion controls)
 * could land on a page that cannot answer it yet. The boot (boot.ts) remembers the last
 * such button tapped; the app replays the tap once it is hydrated (app/root.tsx). Buttons
 * with a native action (popovertarget: the drawer toggle) already did it and are not
 * replayed.
 */
export const JS_ONLY_BUTTON = 'button[type="button"]:not([popovertarget]):not([commandfor])';

declare global {
  interface Window {
    /** The one value the inline boot hands to the app: the button tapped before hydration. */
    __kestrelEarlyTap?: Element;
  }
}

/** Set on <html> once the app is hydrated (the tests wait for it, and CSS reads it). */
export const HYDRATED = "hydrated";

/** Called by the boot on every click until the app is hydrated. */
export function rememberEarlyTap(target: EventTarget | null): void {
  if (document.documentElement.dataset[HYDRATED]) return;
  const button = (target as Element | null)?.closest?.(JS_ONLY_BUTTON);
  if (button) window.__kestrelEarlyTap = button;
}

/** Called by the app once it is hydrated: marks the page and replays a waiting tap. */
export function pageHydrated(): void {
  document.documentElement.dataset[HYDRATED] = "true";
  const button = window.__kestrelEarlyTap;
  delete window.__kestrelEarlyTap;
  if (button instanceof HTMLElement && button.isConnected) button.click();
}

/**
 * Taps that land before the page is interactive. The page's modules load after the load
 * event, or at the visitor's first touch, key press or focus if that comes first
 * (worker/pages.ts), and React hydrates after that (app/entry.client.tsx). A tap on a
 * JavaScript-only button in between (the video and map facades, the carousel and motion
 * controls) is remembered by the Worker's boot script and replayed once the page is
 * interactive, so it is not lost. Buttons with a native action (popovertarget: the
 * drawer toggle) already did it and are not replayed.
 */
export const JS_ONLY_BUTTON = 'button[type="button"]:not([popovertarget]):not([commandfor])';

/** The window property that holds the last JavaScript-only button tapped before hydration. */
export const PENDING_CLICK = "__kestrelPendingClick" as const;

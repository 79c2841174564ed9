/**
 * What the Worker writes on React Router's module script (worker/first-load.ts) and the
 * boot reads from it (boot.ts), and the blocks the first frame leaves out.
 */

/** Marks the module script, made inert (a data block) until the boot loads it. */
export const DEFERRED_MODULE = "data-after-load";
/** The module preloads the Worker took out of the page, as a JSON array of addresses. */
export const PRELOADS = "data-preloads";

/** The blocks below the first: every block of <main> after the first, and the footer.
 * app/app.css selects the same ones (a stylesheet cannot import this). */
export const LATER_BLOCKS = "main>*+*,body>footer";

/** Set on <html> at the first page opened in the app (app/root.tsx): from then on app.css
 * leaves no block out, so a page opened in the app renders whole at once and its scroll
 * position is restored against real heights. */
export const WHOLE_PAGES = "data-whole-pages";

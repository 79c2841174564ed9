/**
 * What the Worker writes on React Router's module script (worker/first-load.ts) and the
 * boot reads from it (boot.ts).
 */

/** Marks the module script, made inert (a data block) until the boot loads it. */
export const DEFERRED_MODULE = "data-after-load";
/** The module preloads the Worker took out of the page, as a JSON array of addresses. */
export const PRELOADS = "data-preloads";

/**
 * How much slower than an idle machine the tests allow a machine to be: TEST_SLOWDOWN (a
 * number, default 1; CI or a run beside other work may set 2 or 3) multiplies every bound the
 * suites set (Playwright's test, expect and server timeouts, Vitest's test timeout, the engine
 * suite's step timeout, each hand-written polling bound). Bounds only: no test waits a fixed
 * time. The Worker tests read it from a binding vitest.config.ts passes on.
 */
const given = globalThis.process?.env?.TEST_SLOWDOWN || "1";

/** The factor: a number of at least 1 (a faster machine needs no shorter bound). */
export const SLOWDOWN = Number(given);
if (!Number.isFinite(SLOWDOWN) || SLOWDOWN < 1) throw new Error(`TEST_SLOWDOWN must be a number of at least 1, not "${given}"`);

/** A bound in milliseconds, scaled by TEST_SLOWDOWN. */
export const scaled = (ms: number) => Math.round(ms * SLOWDOWN);

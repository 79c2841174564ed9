/**
 * The site's own inline scripts, as the exact text the server renders. The page's
 * Content-Security-Policy allows each one by the SHA-256 of this text
 * (SCRIPT_HASHES in worker/http-headers.ts); test/worker/headers.test.ts recomputes the
 * hashes from these strings, so an edit here without a new hash fails the tests.
 * Keep them small, and free of anything that varies per page: data comes from the
 * script element's own data-* attributes (a hash covers only the text).
 */
import { FIRST_TOUCH_SCRIPT } from "~/attribution/capture";

/** Every inline script of the site, for the CSP hashes and their test: the first-touch
 * script every page runs (app/attribution/capture.ts). */
export const INLINE_SCRIPTS = [FIRST_TOUCH_SCRIPT] as const;

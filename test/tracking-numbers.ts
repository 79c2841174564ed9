/** The tracking numbers the tests set (CALL_TRACKING_NUMBERS): fictional 555-01xx numbers, each as long as the
 * main one. The Worker tests pass them in their env; the browser suite's server has them (playwright.config.ts). */
export const TEST_TRACKING_NUMBERS = {
  "google-ads": "+12535550121",
  "google-ads-es": "+12535550122",
  "organic-search": "+12535550126",
  tv: "+12535550127",
} as const;

export const TEST_TRACKING_SETTING = Object.entries(TEST_TRACKING_NUMBERS)
  .map(([key, e164]) => `${key}=${e164}`)
  .join(",");

import { defineConfig, devices } from "@playwright/test";
import "./scripts/cloudflare-env.mjs";
import { LIFTED_CAPS } from "./scripts/local-services.mjs";
import { scaled } from "./test/slowdown.ts";
import { TEST_TRACKING_SETTING } from "./test/tracking-numbers.ts";

/**
 * Browser tests: Debian's Chromium against the production build served by `npm start`
 * (wrangler dev: workerd, local D1, local email capture) on its own port and state. The
 * server builds only when build/ is older than the sources (scripts/build.mjs), so the
 * build `npm test` made first serves this suite and the engine suite alike.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const E2E_STATE_DIR = ".wrangler/e2e-state";

const chromium = { ...devices["Desktop Chrome"], channel: undefined };
const OUTAGE = /lead-outage\.spec\.ts$/;

export default defineConfig({
  testDir: "test/e2e",
  // Two workers share the one server: files run side by side, a file's tests in order.
  // Each test sends as its own client address (support.ts), so the lead limit is per test.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Bounds, not waits: a test waits on the page's own state, and a loaded machine (CI on a
  // shared 2-core box) can take several times longer than an idle one to get there;
  // TEST_SLOWDOWN scales every bound (test/slowdown.ts).
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace of every test costs each action a DOM snapshot: CI records one on a
    // failed test's retry only; locally every failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", use: chromium, testIgnore: OUTAGE },
    // Locks the server's D1 file: it runs alone, after every other test has finished.
    { name: "outage", use: chromium, testMatch: OUTAGE, dependencies: ["chromium"] },
  ],
  webServer: {
    command: `rm -rf ${E2E_STATE_DIR} && npm start`,
    // The tracking numbers too: a visit from an ad sees its number (test/e2e/visitor-number.spec.ts).
    env: { PORT: String(E2E_PORT), PERSIST_DIR: E2E_STATE_DIR, EXTRA_VARS: `${LIFTED_CAPS},CALL_TRACKING_NUMBERS:${TEST_TRACKING_SETTING}` },
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: scaled(180_000),
    stdout: "pipe",
    stderr: "pipe",
  },
});

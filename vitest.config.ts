import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import "./scripts/cloudflare-env.mjs";
import { articles } from "./scripts/articles-plugin.ts";
import { inlineScripts } from "./scripts/inline-script-plugin.ts";
import { LIFTED_CAPS } from "./scripts/local-services.mjs";

/** Test files that need a database and a rate limiter no other file has written to: they
 * count whole tables, rerun a migration, use fixed people, or send until the limiter says no. */
const OWN_STORAGE = [
  "acknowledgement",
  "channels",
  "deliveries",
  "delivery-guard",
  "desk-search",
  "due-queue",
  "lead-api",
  "lead-outage",
  "numbers",
  "same-person",
  "spend",
  "staff-email",
].map((name) => `test/worker/${name}.test.ts`);

const INLINED = { deps: { inline: true as const } };

// Worker tests run inside workerd with the bindings from wrangler.toml (local D1,
// local email, rate limiter). The local stand-ins of the firm's tools (Twilio, Clio Grow,
// webhooks) run in Node beside them, started by the same launcher as `npm start`
// (test/worker/stand-ins.global.ts).
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  // The delivery caps count every file's requests in the shared database: lifted here, and
  // test/worker/delivery-guard.test.ts sets the firm's own to test them.
  const caps = Object.fromEntries(LIFTED_CAPS.split(",").map((pair) => pair.split(":")));
  return {
    plugins: [
      inlineScripts(),
      ...articles(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...caps } },
      }),
      reactRouter(),
    ],
    resolve: { tsconfigPaths: true },
    define: { __BUILD_ID__: JSON.stringify("test-build") },
    test: {
      setupFiles: ["./test/worker/setup.ts"],
      globalSetup: ["./test/worker/stand-ins.global.ts"],
      // A file's first request of a page compiles the server build's modules in the
      // isolate: seconds on a busy 2-core machine, more than vitest's default 5 s.
      testTimeout: 30_000,
      // Most files share one workerd and its D1, so the server build is compiled once rather
      // than once per file; the OWN_STORAGE files each get their own. A project does not
      // inherit the dependency inlining cloudflareTest sets on the root, hence `server`.
      projects: [
        { extends: true, test: { name: "shared", include: ["test/worker/**/*.test.ts"], exclude: OWN_STORAGE, isolate: false, server: INLINED } },
        { extends: true, test: { name: "own-storage", include: OWN_STORAGE, isolate: true, server: INLINED } },
      ],
    },
  };
});

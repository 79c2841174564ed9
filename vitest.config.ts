import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import "./scripts/cloudflare-env.mjs";
import { articles } from "./scripts/articles-plugin.ts";
import { inlineScripts } from "./scripts/inline-script-plugin.ts";
import { LIFTED_CAPS } from "./scripts/local-services.mjs";
import { SLOWDOWN, scaled } from "./test/slowdown.ts";

/** Test files whose answers depend on what other files wrote (they count whole tables, rerun
 * a migration, use fixed people, or send until the limiter says no), in groups: the files of a
 * group share one workerd and one D1 with each other, never with the "shared" files. */
const APART = ["acknowledgement", "channels", "deliveries", "delivery-guard", "lead-api"];
/** Those that need a database no other file has written to: each its own (the scale files seed 5,000 requests). */
const OWN_STORAGE = [
  "desk-search",
  "due-queue",
  "lead-outage",
  "numbers",
  "same-person",
  "spend",
  "staff-email",
  "seed-requests",
  "scale-post",
  "scale-inbox",
  "scale-numbers",
  "lead-days",
  "csv-exports",
  "request-page-bounds",
  "call-days",
];
const files = (names: string[]) => names.map((name) => `test/worker/${name}.test.ts`);

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
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, TEST_SLOWDOWN: String(SLOWDOWN), ...caps } },
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
      testTimeout: scaled(30_000),
      hookTimeout: scaled(30_000),
      // Most files share one workerd and its D1, so the server build is compiled once rather
      // than once per file; the APART files share another, the OWN_STORAGE files each get their
      // own. Files run one at a time, on any machine: they share the stand-ins' records. A
      // project does not inherit the dependency inlining cloudflareTest sets on the root, hence `server`.
      maxWorkers: 1,
      projects: [
        {
          extends: true,
          test: { name: "shared", include: ["test/worker/**/*.test.ts"], exclude: files([...APART, ...OWN_STORAGE]), isolate: false, server: INLINED },
        },
        { extends: true, test: { name: "apart", include: files(APART), isolate: false, server: INLINED } },
        { extends: true, test: { name: "own-storage", include: files(OWN_STORAGE), isolate: true, server: INLINED } },
      ],
    },
  };
});

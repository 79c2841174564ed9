import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import "./scripts/cloudflare-env.mjs";
import { articles } from "./scripts/articles-plugin.ts";
import { inlineScripts } from "./scripts/inline-script-plugin.ts";

// Worker tests run inside workerd with the bindings from wrangler.toml (local D1,
// local email, rate limiter). Each test file gets its own isolated storage. The local
// stand-ins of the firm's tools (Twilio, Clio Grow, webhooks) run in Node beside them,
// started by the same launcher as `npm start` (test/worker/stand-ins.global.ts).
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      inlineScripts(),
      ...articles(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
      reactRouter(),
    ],
    resolve: { tsconfigPaths: true },
    define: { __BUILD_ID__: JSON.stringify("test-build") },
    test: {
      include: ["test/worker/**/*.test.ts"],
      setupFiles: ["./test/worker/setup.ts"],
      globalSetup: ["./test/worker/stand-ins.global.ts"],
      // A file's first request of a page compiles the server build's modules in the
      // isolate: seconds on a busy 2-core machine, more than vitest's default 5 s.
      testTimeout: 30_000,
    },
  };
});

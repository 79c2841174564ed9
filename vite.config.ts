import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import "./scripts/cloudflare-env.mjs";
import { articles } from "./scripts/articles-plugin.ts";
import { inlineScripts } from "./scripts/inline-script-plugin.ts";

export default defineConfig({
  plugins: [inlineScripts(), ...articles(), cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  // Every build its own id: the edge cache never serves an older build's pages (worker/pages.ts).
  define: { __BUILD_ID__: JSON.stringify(`${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`) },
  resolve: { tsconfigPaths: true },
  // The browser's JavaScript in few files: React, React DOM and React Router in one chunk,
  // the site's code that two routes or more share in another, each route's own in its own
  // (6 files on the home page's first load instead of 17: fewer requests and tasks while
  // the page loads). An `output` here replaces React Router's own, so its entry file
  // names (`assets/[name]-[hash].js`) are restated.
  // See docs/decisions/0016-first-load-work.md.
  environments: {
    client: {
      build: {
        // A dynamic import (an article's text) preloads what it needs but the framework
        // and the runtime, which every page has loaded before any route runs: Firefox
        // reports a second preload of a loaded module as a failed load.
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !/(^|\/)(framework|rolldown-runtime)-/.test(dep)) },
        rolldownOptions: {
          output: {
            entryFileNames: "assets/[name]-[hash].js",
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 20 },
                { name: "site", test: /[\\/]app[\\/]/, minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});

import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import "./scripts/cloudflare-env.mjs";
import { articles } from "./scripts/articles-plugin.ts";
import { clientChunks } from "./scripts/client-chunks-plugin.ts";
import { inlineScripts } from "./scripts/inline-script-plugin.ts";
import { onAPublicPage } from "./scripts/site-chunks.ts";

export default defineConfig({
  plugins: [inlineScripts(), ...articles(), cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter(), clientChunks()],
  define: { __BUILD_ID__: JSON.stringify(`${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`) },
  resolve: { tsconfigPaths: true },
  // Few browser files, fewer requests and tasks on a first load; React Router's entry names restated.
  environments: {
    client: {
      build: {
        // Not the framework or runtime, loaded before any route: Firefox reports a second preload as failed.
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !/(^|\/)(framework|rolldown-runtime)-/.test(dep)) },
        rolldownOptions: {
          output: {
            entryFileNames: "assets/[name]-[hash].js",
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                // What a public page imports (scripts/site-chunks.ts); the rest stays with the pages that need it.
                {
                  name: (id, ctx) => (onAPublicPage(id, process.cwd(), (m) => ctx.getModuleInfo(m)) ? "site" : null),
                  debugName: "site",
                  minShareCount: 2,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
});

/**
 * The Worker: /api/* goes to the Hono sub-router (worker/api.ts), the hero video's files
 * to worker/media.ts (byte ranges), everything else to React Router. Every answer gets
 * the site's security and cache headers (worker/http-headers.ts). The Cron trigger
 * retries staff notifications that were not delivered.
 */
import { api } from "./api";
import { renderApp } from "./app";
import { methodNotAllowed, PAGE_METHODS, withResponseHeaders } from "./http-headers";
import { retryDueNotifications } from "./leads/notify.server";
import { RANGED_MEDIA, serveRangedMedia } from "./media";

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    const response =
      pathname === "/api" || pathname.startsWith("/api/")
        ? await api.fetch(request, env, ctx)
        : RANGED_MEDIA.test(pathname) && (request.method === "GET" || request.method === "HEAD")
          ? await serveRangedMedia(request, env.ASSETS)
          : PAGE_METHODS.includes(request.method)
            ? await renderApp(request, env, ctx)
            : methodNotAllowed();
    return withResponseHeaders(request, response);
  },

  async scheduled(_controller, env) {
    await retryDueNotifications(env);
  },
} satisfies ExportedHandler<Env>;

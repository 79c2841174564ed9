/**
 * The Worker: /api/* goes to the Hono sub-router (worker/api.ts), everything else to
 * React Router. The Cron trigger retries staff notifications that were not delivered.
 */
import { api } from "./api";
import { renderApp } from "./app";
import { retryDueNotifications } from "./leads/notify.server";

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) return api.fetch(request, env, ctx);
    return renderApp(request, env, ctx);
  },

  async scheduled(_controller, env) {
    await retryDueNotifications(env);
  },
} satisfies ExportedHandler<Env>;

/**
 * The Worker: /api/* goes to the Hono sub-router (worker/api.ts), every other address to
 * React Router (the pages, and their form actions). Every answer gets the site's security
 * and cache headers (worker/http-headers.ts). The Cron trigger retries staff emails that
 * were not delivered.
 */
import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "~/lib/app-context";
import { retryDueNotifications } from "~/leads/notify.server";
import { api } from "./api";
import { createNonce, methodNotAllowed, PAGE_METHODS, withResponseHeaders } from "./http-headers";

const handlePage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

function renderPage(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(appContext, { env, ctx, nonce });
  return handlePage(request, context);
}

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    const nonce = createNonce();
    const response =
      pathname === "/api" || pathname.startsWith("/api/")
        ? await api.fetch(request, env, ctx)
        : PAGE_METHODS.includes(request.method)
          ? await renderPage(request, env, ctx, nonce)
          : methodNotAllowed();
    return withResponseHeaders(request, response, nonce);
  },

  async scheduled(_controller, env) {
    await retryDueNotifications(env);
  },
} satisfies ExportedHandler<Env>;

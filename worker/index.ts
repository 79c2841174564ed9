/**
 * The Worker: /api/* goes to the Hono sub-router (worker/api.ts), everything else to
 * React Router. The Cron trigger retries staff notifications that were not delivered.
 */
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "../app/lib/cloudflare";
import { api } from "./api";

const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) return api.fetch(request, env, ctx);
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    return handleRequest(request, context);
  },
} satisfies ExportedHandler<Env>;

/**
 * The Worker: /api/* goes to the Hono sub-router (worker/api.ts), the hero video's files
 * to worker/media.ts (byte ranges), every other address to React Router (the pages, and
 * their form actions). Every answer gets the site's security and cache headers
 * (worker/http-headers.ts). The Cron trigger retries staff emails that were not
 * delivered (and deletes day counts past their keeping time); the queue consumers store
 * leads that D1 could not take at once.
 */
import { createRequestHandler, RouterContextProvider } from "react-router";
import { pruneCounts } from "~/attribution/counts.server";
import { consumeDeadLetters, consumeLeadQueue, LEAD_DEAD_LETTER_QUEUE, type QueuedLead } from "~/leads/handover.server";
import { siteOrigins } from "~/leads/http.server";
import { retryDueNotifications } from "~/leads/notify.server";
import { appContext } from "~/lib/app-context";
import { errorMessage, log } from "~/lib/log";
import { api } from "./api";
import { withFirstTouch } from "./first-touch";
import { createNonce, methodNotAllowed, PAGE_METHODS, withResponseHeaders } from "./http-headers";
import { RANGED_MEDIA, serveRangedMedia } from "./media";

const handlePage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

async function renderPage(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(appContext, { env, ctx, nonce });
  return withFirstTouch(request, await handlePage(request, context), siteOrigins(request, env.SITE_ORIGIN));
}

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    const nonce = createNonce();
    const response =
      pathname === "/api" || pathname.startsWith("/api/")
        ? await api.fetch(request, env, ctx)
        : RANGED_MEDIA.test(pathname) && (request.method === "GET" || request.method === "HEAD")
          ? await serveRangedMedia(request, env.ASSETS)
          : PAGE_METHODS.includes(request.method)
            ? await renderPage(request, env, ctx, nonce)
            : methodNotAllowed();
    return withResponseHeaders(request, response, nonce);
  },

  async scheduled(_controller, env) {
    await retryDueNotifications(env);
    await pruneCounts(env.DB).catch((error) => log("error", "counts_prune_failed", { message: errorMessage(error) }));
  },

  async queue(batch, env) {
    await (batch.queue === LEAD_DEAD_LETTER_QUEUE ? consumeDeadLetters(batch, env) : consumeLeadQueue(batch, env));
  },
} satisfies ExportedHandler<Env, QueuedLead>;

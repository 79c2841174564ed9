/**
 * The Worker: /desk and everything under it is answered only for staff whose Cloudflare
 * Access token the Worker verified itself (worker/desk-access.ts), else 403; /api/* goes
 * to the Hono sub-router (worker/api.ts), the hero video's files
 * to worker/media.ts (byte ranges), every other address to the pages (worker/pages.ts:
 * the edge cache, React Router, and their form actions) once worker/page-post.ts has
 * refused posts from other origins and worker/page-address.ts has answered the odd
 * addresses (encoded, capitals, short: a 301 to the page, or a 404). Every answer
 * gets the site's security and cache headers (worker/http-headers.ts). The Cron trigger
 * (every minute) sweeps deliveries a lost queue message left behind, sends the desk's
 * "still new" reminders, and deletes day counts past their keeping time; the queue consumers store leads that D1 could not take
 * at once, and wake deliveries' retries.
 */
import { pruneCounts } from "~/attribution/counts.server";
import { consumeDeliveryQueue, DELIVERY_QUEUE, sweepDeliveries } from "~/deliveries/engine.server";
import { sendReminders } from "~/deliveries/reminders.server";
import { backfillPersonColumns } from "~/leads/repository.server";
import { consumeDeadLetters, consumeLeadQueue, LEAD_DEAD_LETTER_QUEUE } from "~/leads/handover.server";
import { errorMessage, log } from "~/lib/log";
import { accessLogout, isAccessLogout } from "./access-logout";
import { api } from "./api";
import { deskSpelling, DESK_PATH, isDeskPath } from "~/desk/paths";
import { deskDenied, verifyDeskAccess } from "./desk-access";
import { createNonce, methodNotAllowed, PAGE_METHODS, withResponseHeaders } from "./http-headers";
import { RANGED_MEDIA, serveRangedMedia } from "./media";
import { oddAddressAnswer } from "./page-address";
import { crossOriginPageRefusal } from "./page-post";
import { serveDeskPage, servePage } from "./pages";

/**
 * A desk request, of any method: verified before anything else is looked at. A verified
 * odd spelling (`/DESK`, `/%64esk`, `//desk`) is sent on to the desk's own (301), which
 * meets the same check again; only the desk's own spelling reaches React Router.
 */
async function answerDesk(request: Request, url: URL, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  const access = await verifyDeskAccess(request, env);
  if (!access.ok) {
    log("warn", "desk_access_denied", { reason: access.reason, path: url.pathname });
    return deskDenied();
  }
  if (!PAGE_METHODS.includes(request.method)) return methodNotAllowed();
  if (!DESK_PATH.test(url.pathname)) {
    const location = deskSpelling(url.pathname).split("/").map(encodeURIComponent).join("/");
    return new Response(null, { status: 301, headers: { Location: location + url.search } });
  }
  return serveDeskPage(request, env, ctx, nonce, { email: access.email });
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const { pathname } = url;
    const nonce = createNonce();
    const response = isDeskPath(pathname)
      ? await answerDesk(request, url, env, ctx, nonce)
      : isAccessLogout(pathname)
        ? accessLogout(env)
        : pathname === "/api" || pathname.startsWith("/api/")
          ? await api.fetch(request, env, ctx)
          : RANGED_MEDIA.test(pathname) && (request.method === "GET" || request.method === "HEAD")
            ? await serveRangedMedia(request, env.ASSETS)
            : PAGE_METHODS.includes(request.method)
              ? (crossOriginPageRefusal(request, url, env.SITE_ORIGIN) ?? oddAddressAnswer(url) ?? (await servePage(request, env, ctx, nonce)))
              : methodNotAllowed();
    return withResponseHeaders(request, response, nonce);
  },

  async scheduled(_controller, env) {
    // Four jobs, none held up by another's failure.
    await Promise.all([
      sweepDeliveries(env).catch((error) => log("error", "delivery_sweep_failed", { message: errorMessage(error) })),
      sendReminders(env).catch((error) => log("error", "desk_reminders_failed", { message: errorMessage(error) })),
      pruneCounts(env.DB).catch((error) => log("error", "counts_prune_failed", { message: errorMessage(error) })),
      backfillPersonColumns(env.DB).catch((error) => log("error", "person_backfill_failed", { message: errorMessage(error) })),
    ]);
  },

  async queue(batch, env) {
    if (batch.queue === DELIVERY_QUEUE) await consumeDeliveryQueue(batch, env);
    else if (batch.queue === LEAD_DEAD_LETTER_QUEUE) await consumeDeadLetters(batch, env);
    else await consumeLeadQueue(batch, env);
  },
} satisfies ExportedHandler<Env, unknown>;

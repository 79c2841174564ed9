/** The Worker: the desk behind its door, /api, the hero video, odd addresses and cross-origin
 * posts, then the pages, all with the site's headers; the Cron trigger's sweeps and reminders,
 * and the queues' consumers. */
import { db } from "~/db/client.server";
import { pruneCounts } from "~/attribution/store.server";
import { consumeDeliveryQueue, DELIVERY_QUEUE, sweepDeliveries } from "~/deliveries/engine.server";
import { sendCallReminders } from "~/calls/reminders.server";
import { sendConsultationReminders } from "~/consultations/messages.server";
import { deleteDueRecordings } from "~/phone/recordings.server";
import { consumeDeadLetters, consumeLeadQueue, LEAD_DEAD_LETTER_QUEUE } from "~/intake/outage.server";
import { backfillPersonColumns, rebuildMissingDays } from "~/leads/store.server";
import { fillConflictNames } from "~/conflicts/store.server";
import { fillSearchIndex } from "~/search/store.server";
import { assignWaiting } from "~/owners/round-robin.server";
import { sweepCalls } from "~/phone/sweep.server";
import { rebuildMissingCallDays } from "~/phone/store.server";
import { keyNewCampaigns } from "~/spend/store.server";
import { errorMessage, log } from "~/lib/log";
import { accessLogout, isAccessLogout } from "./access-logout";
import { api } from "./api";
import { deskSpelling, DESK_PATH, isDeskPath } from "~/desk/paths";
import { deskDenied, verifyDeskAccess } from "./desk-access";
import { createNonce, methodNotAllowed, PAGE_METHODS, withResponseHeaders } from "./http-headers";
import { RANGED_MEDIA, serveRangedMedia } from "./media";
import { oddAddressAnswer } from "./page-address";
import { crossOriginDeskRefusal, crossOriginPageRefusal } from "./page-post";
import { serveDeskPage, servePage } from "./pages";

/** Verified before anything else; a verified odd spelling gets a 301 to the desk's own, so only
 * that spelling reaches React Router. */
async function answerDesk(request: Request, url: URL, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  const access = await verifyDeskAccess(request, env);
  if (!access.ok) {
    log("warn", "desk_access_denied", { reason: access.reason, path: url.pathname });
    return deskDenied();
  }
  if (!PAGE_METHODS.includes(request.method)) return methodNotAllowed();
  const refused = crossOriginDeskRefusal(request, url);
  if (refused) return refused;
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
    const store = db(env);
    // Owners first, so reminders go to them; each job on its own: none held up by another's failure.
    await assignWaiting(store, new Date()).catch((error) => log("error", "owner_assign_failed", { message: errorMessage(error) }));
    await Promise.all([
      sweepDeliveries(env).catch((error) => log("error", "delivery_sweep_failed", { message: errorMessage(error) })),
      sendCallReminders(env).catch((error) => log("error", "call_reminders_failed", { message: errorMessage(error) })),
      deleteDueRecordings(env, store, new Date()).catch((error) => log("error", "recording_deletions_failed", { message: errorMessage(error) })),
      sendConsultationReminders(env).catch((error) => log("error", "consultation_reminders_failed", { message: errorMessage(error) })),
      pruneCounts(store).catch((error) => log("error", "counts_prune_failed", { message: errorMessage(error) })),
      backfillPersonColumns(store).catch((error) => log("error", "person_backfill_failed", { message: errorMessage(error) })),
      fillConflictNames(store).catch((error) => log("error", "conflict_names_backfill_failed", { message: errorMessage(error) })),
      fillSearchIndex(store).catch((error) => log("error", "search_backfill_failed", { message: errorMessage(error) })),
      sweepCalls(env, store, new Date()).catch((error) => log("error", "call_sweep_failed", { message: errorMessage(error) })),
      rebuildMissingDays(store).catch((error) => log("error", "numbers_days_failed", { message: errorMessage(error) })),
      rebuildMissingCallDays(store).catch((error) => log("error", "call_days_failed", { message: errorMessage(error) })),
      keyNewCampaigns(store).catch((error) => log("error", "campaign_keys_failed", { message: errorMessage(error) })),
    ]);
  },

  async queue(batch, env) {
    if (batch.queue === DELIVERY_QUEUE) await consumeDeliveryQueue(batch, env);
    else if (batch.queue === LEAD_DEAD_LETTER_QUEUE) await consumeDeadLetters(batch, env);
    else await consumeLeadQueue(batch, env);
  },
} satisfies ExportedHandler<Env, unknown>;

/**
 * The lead service: one consultation request, from the fields a visitor sent to a stored
 * lead and its deliveries (the staff email, the visitor's acknowledgement...) on their way. Both doors call it: the JSON endpoint
 * (worker/api.ts) and the form action of the pages (app/leads/action.server.ts). It knows
 * nothing of HTTP: a door reads the request, hands over the fields and how they came, and
 * turns the outcome into its own answer (app/leads/http.server.ts).
 *
 *   validate -> honeypot -> lead key -> seen this request? -> Turnstile -> rate limit
 *   -> store the lead and its deliveries (one D1 batch) -> attempt every delivery in the
 *   background (ctx.waitUntil; app/deliveries/ retries each)
 *
 * The lead key (lead-key.server.ts) is the lead's identity from here on: the row, the
 * queue message, the "NOT SAVED" mark and every later step know the lead by it.
 *
 * If D1 cannot store the lead, it is handed over (handover.server.ts): to the lead queue,
 * or else by email to staff at once. "Sent" is said only when one of them holds it.
 */
import { type FirstTouch, firstTouch } from "~/attribution/first-touch.server";
import { formWords } from "~/content/consultation-form";
import type { Lang } from "~/content/i18n";
import { findSitePage } from "~/lib/addresses";
import { type CallbackAnswer, callbackFor } from "~/lib/callback";
import { errorMessage, log } from "~/lib/log";
import { pageWords } from "~/lib/page-words";
import { withTimeout } from "~/lib/with-timeout";
import { type LeadFieldErrors, newIdempotencyKey } from "./fields";
import { planDeliveries } from "~/deliveries/plan.server";
import { handOver } from "./handover.server";
import { computeLeadKey } from "./lead-key.server";
import { rateLimitKey, requestLanguage, resolveSourceUrl } from "./sender.server";
import { findStoredRequest, storeLead } from "./repository.server";
import { leadStored } from "./stored.server";
import { type Lead, leadFieldErrors, leadSchema } from "./schema";
import type { NewLeadRow } from "~/db/schema.server";
import { verifyTurnstile } from "./turnstile.server";
import { db } from "~/db/client.server";

/** How long the visitor's request waits for D1 before the lead is handed over. */
const STORE_TIMEOUT_MS = 10_000;

/** How a request reached the service, as its door saw it. */
interface Submission {
  /** 'json': the form with JavaScript (or any JSON client); 'form': posted without JavaScript. */
  via: "json" | "form";
  /** The client's IP address (rate limit, Turnstile), or "unknown". */
  ip: string;
  /** The origins of this site, the one the request came to first: the page address must be on one of them. */
  origins: string[];
}

export type LeadOutcome =
  /**
   * Stored (or already stored: a retry), or a bot that filled the honeypot. `callback`:
   * what the firm promises, decided from when the request was stored (none for a bot).
   */
  | { ok: true; callback?: CallbackAnswer }
  | { ok: false; reason: "invalid"; fieldErrors: LeadFieldErrors }
  /** Turnstile refused the token. */
  | { ok: false; reason: "unverified" }
  /** Turnstile is on and a JSON request came without a token (docs/decisions/0021). */
  | { ok: false; reason: "token-required" }
  | { ok: false; reason: "rate-limited" }
  /** Neither D1, nor the queue, nor the staff email took it: the visitor is told to call. */
  | { ok: false; reason: "not-stored" };

export async function submitLead(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  input: Record<string, unknown>,
  submission: Submission,
): Promise<LeadOutcome> {
  // Validate with the shared schema, in the language of the form's page; the page address
  // must be one of this site's.
  const lang = requestLanguage(input, null);
  const result = leadSchema(lang).safeParse(input);
  const fieldErrors: LeadFieldErrors = result.success ? {} : leadFieldErrors(result.error);
  const sourceUrl = resolveSourceUrl(typeof input.sourceUrl === "string" ? input.sourceUrl.trim() : undefined, submission.origins);
  if (sourceUrl === null) fieldErrors.sourceUrl = formWords[lang].fieldMessages.sourceUrl;
  if (!result.success || sourceUrl === null) return { ok: false, reason: "invalid", fieldErrors };
  const lead = result.data;

  // Honeypot: a bot gets an ordinary success; nothing is stored or sent.
  if (typeof lead.website === "string" ? lead.website.trim() !== "" : lead.website != null) {
    log("info", "lead_honeypot", { submittedVia: submission.via });
    return { ok: true };
  }

  // The lead's identity, once: the raw key alone may be shared by two visitors of one cached page.
  const idempotencyKey = lead.idempotencyKey ?? newIdempotencyKey();
  const leadKey = await computeLeadKey({ ...lead, idempotencyKey });

  // A retry of a stored request (its answer was lost, or a double click): success again,
  // no second lead, no second email. Before Turnstile: a retry carries a spent token.
  const earlier = lead.idempotencyKey ? await withTimeout(findStoredRequest(db(env), leadKey), STORE_TIMEOUT_MS).catch(() => undefined) : undefined;
  if (earlier) return { ok: true, callback: callbackFor(new Date(earlier.createdAt)) };

  // A token Cloudflare rejects is refused. Without a token: the JSON door is refused (the
  // form with JavaScript falls back to its ordinary post when the widget did not load);
  // a form post (no JavaScript) is accepted and marked, under a stricter rate limit.
  const turnstile = await verifyTurnstile(env, lead.turnstileToken, submission.ip);
  if (turnstile === "failed") return { ok: false, reason: "unverified" };
  if (turnstile === "missing" && submission.via === "json") {
    log("warn", "lead_token_missing", { submittedVia: submission.via });
    return { ok: false, reason: "token-required" };
  }

  if (!(await withinRateLimit(env, submission.ip, turnstile === "missing" ? "form-without-token" : "ordinary"))) {
    log("warn", "lead_rate_limited", { submittedVia: submission.via, tokenless: turnstile === "missing" });
    return { ok: false, reason: "rate-limited" };
  }

  // Store first; if D1 fails, hand the lead over. Only if nothing takes it is the visitor told to call.
  const row = toRow(lead, { idempotencyKey, leadKey }, lang, sourceUrl, submission.via, turnstile, firstTouch(lead, submission.origins));
  let stored;
  try {
    // A D1 that hangs is a D1 that failed: the lead is handed over (the queue's insert is
    // idempotent, should this one still land).
    stored = await withTimeout(storeLead(db(env), row, planDeliveries(env, row)), STORE_TIMEOUT_MS);
  } catch (error) {
    log("error", "lead_store_failed", { leadKey, message: errorMessage(error) });
    return (await handOver(env, row)) ? { ok: true, callback: callbackFor(new Date(row.createdAt)) } : { ok: false, reason: "not-stored" };
  }
  log("info", "lead_stored", { leadId: stored.lead.id, created: stored.created, submittedVia: submission.via });

  // Then its deliveries (and the day's count), without making the visitor wait; each is
  // retried on its own if it fails.
  if (stored.created) ctx.waitUntil(leadStored(env, stored));
  // An email is promised only when an acknowledgement will go (not skipped, not misconfigured).
  const email = stored.deliveries.some((d) => d.channel === "acknowledgement" && (d.status === "pending" || d.status === "sent"));
  return { ok: true, callback: { ...callbackFor(new Date(stored.lead.createdAt)), email } };
}

/**
 * The per-IP limit: the ordinary bucket, or the stricter one for form posts without a
 * Turnstile token while Turnstile is on (nothing checked them but the honeypot). If the
 * limiter itself fails, the request is let through: a lead is worth more than a moment
 * without flood protection.
 */
async function withinRateLimit(env: Env, ip: string, bucket: "ordinary" | "form-without-token"): Promise<boolean> {
  try {
    const limiter = bucket === "ordinary" ? env.LEAD_RATE_LIMITER : env.LEAD_FORM_RATE_LIMITER;
    return (await limiter.limit({ key: `lead:${rateLimitKey(ip)}` })).success;
  } catch (error) {
    log("error", "lead_rate_limiter_failed", { message: errorMessage(error) });
    return true;
  }
}

/** The row to store: cleaned values, its keys, and where it came from and how. */
function toRow(
  lead: Lead,
  keys: Pick<NewLeadRow, "idempotencyKey" | "leadKey">,
  lang: Lang,
  sourceUrl: URL | undefined,
  via: Submission["via"],
  turnstile: string,
  touch: FirstTouch,
): NewLeadRow {
  const path = sourceUrl?.pathname ?? "";
  const page = path ? findSitePage(path) : undefined;
  return {
    createdAt: new Date().toISOString(),
    name: lead.name,
    email: lead.email,
    phone: lead.phone || null,
    caseType: lead.caseType,
    description: lead.description,
    sourcePage: lead.sourcePage || path,
    sourceUrl: sourceUrl?.href ?? "",
    pageTitle: lead.pageTitle || (page ? pageWords(page).seo.title : ""),
    privacyConsent: lead.privacyConsent,
    ...keys,
    submittedVia: via,
    // Only a form post gets this far without a token (the JSON door refuses it).
    turnstile: turnstile === "missing" ? "skipped-no-js" : turnstile,
    language: lang,
    landingPage: touch.landingPage,
    referrer: touch.referrer,
    utmSource: touch.utm_source,
    utmMedium: touch.utm_medium,
    utmCampaign: touch.utm_campaign,
    utmTerm: touch.utm_term,
    utmContent: touch.utm_content,
    gclid: touch.gclid,
    gbraid: touch.gbraid,
    wbraid: touch.wbraid,
    msclkid: touch.msclkid,
    fbclid: touch.fbclid,
    channel: touch.channel,
  };
}

// The web doors' service: submitLead (both doors call it; the page action is here) checks a request
// and stores it through createLead; when D1 fails it hands the request to the outage path.
import { newAnswersKey } from "~/questions/store.server";
// The web doors: jsonDoor (worker/api.ts, after its HTTP checks) and leadFormAction (the pages with the form)
// both call submitLead, which reads the request, stores it through createLead, or hands it to the outage path.
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { type FirstTouch, firstTouch } from "~/attribution/source";
import { attributionSchema } from "~/attribution/schema";
import { readTrackingNumbers, visitorNumber } from "~/attribution/tracking-number";
import { formWords } from "~/content/consultation-form";
import { firm } from "~/content/firm";
import { type Lang, langOfPath } from "~/content/i18n";
import { db } from "~/db/client.server";
import type { NewLeadRow } from "~/db/schema.server";
import { findSitePage, pagePath } from "~/lib/addresses";
import { appContext } from "~/lib/app-context";
import { type CallbackAnswer, callbackFor, callbackSearch } from "~/lib/callback";
import { errorMessage, log } from "~/lib/log";
import { isSameOrigin, siteOrigins, clientIp, FORM_MEDIA_TYPE, mediaType, networkKey, readBoundedBody, withinRateLimit } from "~/lib/http.server";
import { pageWords } from "~/lib/page-words";
import { ANSWERS_KEY_PARAM, holdsSecret, withoutSecrets } from "~/lib/private-addresses";
import { textConsentColumns, formColumns, IDEMPOTENCY_KEY, type LeadFieldErrors, leadFields, leadLimits, type PostedForm, typedFields } from "~/leads/fields";
import { withTimeout } from "~/lib/with-timeout";
import { displayNumber } from "~/lib/tel";
import { type Lead, type LeadBody, type ReadLead, readLead, refusal, requestLanguage } from "~/leads/schema";
import { verifyTurnstile } from "~/lib/turnstile.server";
import { findByKey } from "~/leads/store.server";
import { createLead, leadStored } from "./arrival.server";
import { handOver } from "./outage.server";

const STORE_TIMEOUT_MS = 10_000;

interface Submission {
  via: "json" | "form";
  ip: string;
  origins: string[];
}

export type LeadOutcome =
  /** `answersKey`: the key to the questions after Send, when the request is in D1 (not when queued). */
  | { ok: true; callback?: CallbackAnswer; answersKey?: string }
  | { ok: false; reason: "invalid"; fieldErrors: LeadFieldErrors }
  | { ok: false; reason: "unverified" }
  /** Turnstile is on and a JSON request came without a token (docs/decisions/0039). */
  | { ok: false; reason: "token-required" }
  | { ok: false; reason: "rate-limited" }
  | { ok: false; reason: "not-stored" };

export async function submitLead(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  body: LeadBody,
  submission: Submission,
): Promise<{ outcome: LeadOutcome; input: Record<string, unknown> }> {
  const read = await readLead(body);
  return { outcome: await keepLead(env, ctx, read, submission), input: read.input };
}

async function keepLead(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, read: ReadLead, submission: Submission): Promise<LeadOutcome> {
  const { input, lang } = read;
  if (!read.ok && read.shape) return { ok: false, reason: "invalid", fieldErrors: read.fieldErrors };
  const fieldErrors: LeadFieldErrors = read.ok ? {} : read.fieldErrors;
  const sourceUrl = resolveSourceUrl(typeof input.sourceUrl === "string" ? input.sourceUrl.trim() : undefined, submission.origins);
  if (sourceUrl === null) fieldErrors.sourceUrl = formWords[lang].fieldMessages.sourceUrl;
  if (!read.ok || sourceUrl === null) return { ok: false, reason: "invalid", fieldErrors };
  const { lead, idempotencyKey, leadKey } = read;

  // Honeypot: a bot gets an ordinary success; nothing is stored or sent.
  if (typeof lead.website === "string" ? lead.website.trim() !== "" : lead.website != null) {
    log("info", "lead_honeypot", { submittedVia: submission.via });
    return { ok: true };
  }

  // A retry (a lost answer, a double click) succeeds again; checked before Turnstile, as it carries a spent token.
  const earlier = lead.idempotencyKey ? await withTimeout(findByKey(db(env), leadKey), STORE_TIMEOUT_MS).catch(() => undefined) : undefined;
  if (earlier) return { ok: true, callback: callbackFor(new Date(earlier.createdAt)), ...(await answersKeyFor(env, earlier.id)) };

  // Without a token the JSON door refuses; a form post (no JavaScript) is kept and marked, under a stricter limit.
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

  // Store first; if D1 fails, hand the lead over.
  const row = toRow(lead, { idempotencyKey, leadKey }, lang, sourceUrl, submission.via, turnstile, firstTouch(lead, submission.origins));
  let stored;
  try {
    // A D1 that hangs is a D1 that failed: the lead is handed over (the queue's insert is idempotent, should
    // this one still land).
    // The client's network counts toward the first text's cap; it is not stored on the request.
    stored = await withTimeout(createLead(env, db(env), row, { network: networkKey(submission.ip) ?? undefined }), STORE_TIMEOUT_MS);
  } catch (error) {
    log("error", "lead_store_failed", { leadKey, message: errorMessage(error) });
    return (await handOver(env, row)) ? { ok: true, callback: callbackFor(new Date(row.createdAt)) } : { ok: false, reason: "not-stored" };
  }
  log("info", "lead_stored", { leadId: stored.lead.id, created: stored.created, submittedVia: submission.via });

  if (stored.created) ctx.waitUntil(leadStored(env, stored));
  // An email is promised only when an acknowledgement will go (not skipped, not misconfigured).
  const email = stored.deliveries.some((d) => d.channel === "acknowledgement" && (d.status === "pending" || d.status === "sent"));
  return { ok: true, callback: { ...callbackFor(new Date(stored.lead.createdAt)), email }, ...(await answersKeyFor(env, stored.lead.id)) };
}

/** A key to the questions; none if it cannot be kept now (the invitation simply does not appear). */
async function answersKeyFor(env: Env, leadId: number): Promise<{ answersKey?: string }> {
  try {
    return { answersKey: await withTimeout(newAnswersKey(db(env), leadId, new Date()), STORE_TIMEOUT_MS) };
  } catch (error) {
    log("warn", "answers_key_failed", { leadId, message: errorMessage(error) });
    return {};
  }
}

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
  const now = new Date();
  return {
    createdAt: now.toISOString(),
    ...formColumns(lead),
    sourcePage: lead.sourcePage && !holdsSecret(lead.sourcePage) ? lead.sourcePage : path,
    sourceUrl: sourceUrl?.href ?? "",
    pageTitle: lead.pageTitle || (page ? pageWords(page).seo.title : ""),
    privacyConsent: lead.privacyConsent,
    ...textConsentColumns(lead.textConsent === true && Boolean(lead.phone), now),
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

/** The form's page as a URL of this site, without a secret its address held (decision 0064); null when it
 * points elsewhere. */
export function resolveSourceUrl(raw: string | undefined, origins: string[]): URL | null | undefined {
  const url = parseSourceUrl(raw, origins);
  if (!url) return url;
  url.hash = "";
  return withoutSecrets(url);
}

function parseSourceUrl(raw: string | undefined, origins: string[]): URL | null | undefined {
  if (!raw) return undefined;
  if (raw.startsWith("/")) {
    if (raw.startsWith("//") || raw.startsWith("/\\")) return null;
    try {
      const url = new URL(raw, origins[0]);
      return origins.includes(url.origin) ? url : null;
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(raw);
    return (url.protocol === "https:" || url.protocol === "http:") && origins.includes(url.origin) ? url : null;
  } catch {
    return null;
  }
}

/** The page door: a form posted without JavaScript to the page that shows it. */
export async function leadFormAction({ request, context }: ActionFunctionArgs) {
  const { env, ctx } = context.get(appContext);
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const { errors } = formWords[lang];
  const origins = siteOrigins(request, env.SITE_ORIGIN);
  // Read (or drain) the body before any answer.
  const body = await readBoundedBody(request, leadLimits.body);
  // The same order of checks as the JSON door: origin (403), size (413), type (415).
  if (!isSameOrigin(request.headers, origins)) return answer({}, 403, errors.crossOrigin);
  if (body.tooLarge) return answer({}, 413, errors.tooLarge(leadLimits.body / 1024, firm.phone.display));
  if (mediaType(request.headers) !== FORM_MEDIA_TYPE) return answer({}, 415, errors.mediaType);

  url.searchParams.delete("index");
  const { outcome, input } = await submitLead(
    env,
    ctx,
    { form: new URLSearchParams(body.text), lang, page: url },
    { via: "form", ip: clientIp(request), origins },
  );
  if (outcome.ok) return redirect(confirmationAddress(lang, outcome), 303);
  const { status, error, fieldErrors } = refusal(outcome, lang, numberShown(env, input, lang));
  // Field messages speak for themselves; anything else is said once for the form.
  const shown = Object.fromEntries(leadFields.filter((f) => fieldErrors[f]).map((f) => [f, fieldErrors[f]]));
  return answer(input, status, Object.keys(shown).length > 0 ? undefined : error, shown);
}

/** What the JSON door (worker/api.ts, after its origin, size and type checks) answers: JSON, or a form post's 303. */
export type DoorAnswer = { redirect: string } | { status: 200 | 400 | 403 | 429 | 500; body: Record<string, unknown> };

export async function jsonDoor(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  post: { form: boolean; text: string; referer: string | null; ip: string; origins: string[] },
): Promise<DoorAnswer> {
  let body: LeadBody;
  if (post.form) body = { form: new URLSearchParams(post.text) };
  else {
    const json: unknown = JSON.parse(post.text);
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      return { status: 400, body: { success: false, error: formWords[requestLanguage(undefined, post.referer)].errors.notObject, fieldErrors: {} } };
    }
    body = { json: json as Record<string, unknown>, referer: post.referer };
  }
  const { outcome, input } = await submitLead(env, ctx, body, { via: post.form ? "form" : "json", ip: post.ip, origins: post.origins });
  if (outcome.ok) {
    // The promise (when the firm will call) rides along: in the confirmation page's address, or as `callback`.
    // The questions' key too (decision 0048): the only addition to the contract, and optional.
    const { callback, answersKey } = outcome;
    if (post.form) return { redirect: confirmationAddress(requestLanguage(input, post.referer), outcome) };
    return { status: 200, body: { success: true, ...(callback && { callback }), ...(answersKey && { answersKey }) } };
  }
  const lang = requestLanguage(input, post.referer);
  const { status, error, fieldErrors } = refusal(outcome, lang, numberShown(env, input, lang));
  return { status, body: { success: false, error, fieldErrors } };
}

/** The number a refusal names: the one the visitor's page shows, by the first touch the form sent (decision 0094). */
function numberShown(env: Env, input: Record<string, unknown>, lang: Lang): string {
  const shown = visitorNumber(attributionSchema.parse(input), lang, readTrackingNumbers(env));
  return shown ? displayNumber(shown.e164) : firm.phone.display;
}

/** The confirmation page's address: the promise and the questions' key ride in its query. */
export function confirmationAddress(lang: Lang, outcome: { callback?: CallbackAnswer; answersKey?: string }): string {
  const search = outcome.callback ? callbackSearch(outcome.callback) : "";
  if (!outcome.answersKey) return `${pagePath("confirmation", lang)}${search}`;
  return `${pagePath("confirmation", lang)}${search ? `${search}&` : "?"}${ANSWERS_KEY_PARAM}=${outcome.answersKey}`;
}

function answer(input: Record<string, unknown>, status: number, formError?: string, fieldErrors: PostedForm["fieldErrors"] = {}) {
  const text = (name: string, max: number) => (typeof input[name] === "string" ? (input[name] as string).slice(0, max) : undefined);
  const key = text("idempotencyKey", 100);
  const posted: PostedForm = {
    values: {
      ...Object.fromEntries(typedFields.map((field) => [field, text(field, leadLimits[field])])),
      idempotencyKey: key && IDEMPOTENCY_KEY.test(key) ? key : undefined,
      privacyConsent: input.privacyConsent === true,
      textConsent: input.textConsent === true,
    },
    fieldErrors,
    formError,
    attribution: attributionSchema.parse(input),
  };
  return data(posted, { status });
}

// Keeping a lead: submitLead (both doors call it; the page action is here), the store with
// its deliveries in one D1 batch, and the outage path (the lead queue, its dead letters, the
// "NOT SAVED" email), so that no lead is lost.
import { arrivalColumns } from "./arrival.server";
import { arrivalOwnerStatement } from "./owners.server";
import { newAnswersKey } from "~/questions/store.server";
import { recheckConflicts } from "~/conflicts/store.server";
import { eq, isNull } from "drizzle-orm";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import * as z from "zod/mini";
import { sources } from "~/attribution/source";
import { countEvent } from "~/attribution/counts.server";
import { type FirstTouch, firstTouch } from "~/attribution/first-touch.server";
import { attributionSchema } from "~/attribution/schema";
import { formWords } from "~/content/consultation-form";
import { isLang, type Lang, langOfPath, languages } from "~/content/i18n";
import { type Db, db } from "~/db/client.server";
import { type DeliveryRow, type LeadRow, leads, type NewLeadRow, type StoredVia } from "~/db/schema.server";
import { attemptNew } from "~/deliveries/engine.server";
import { leadEmail } from "~/deliveries/lead-email";
import { enqueueForLead, type PlannedDelivery, planDeliveries } from "~/deliveries/plan.server";
import { deliveriesOfLeadKey } from "~/deliveries/store.server";
import { outsideAreaLine, readStaffEmail } from "~/deliveries/staff-email.server";
import { markEmailedUnsaved, wasEmailedUnsaved } from "~/deliveries/unsaved-mark.server";
import { findSitePage, pagePath } from "~/lib/addresses";
import { appContext } from "~/lib/app-context";
import { oneLineHeaders } from "~/lib/email-message";
import { type CallbackAnswer, callbackFor, callbackSearch } from "~/lib/callback";
import { errorMessage, log } from "~/lib/log";
import { isSameOrigin, siteOrigins, clientIp, FORM_MEDIA_TYPE, mediaType, networkKey, readBoundedBody, withinRateLimit } from "~/lib/http.server";
import { pageWords } from "~/lib/page-words";
import { personColumns } from "~/lib/people";
import { ANSWERS_KEY_PARAM, holdsSecret, withoutSecrets } from "~/lib/private-addresses";
import { textConsentColumns } from "~/lib/texting";
import { withTimeout } from "~/lib/with-timeout";
import { computeLeadKey, type Lead, LEAD_KEY, leadFieldErrors, leadSchema, refusal } from "./checks";
import { verifyTurnstile } from "~/lib/turnstile.server";
import { IDEMPOTENCY_KEY, type LeadFieldErrors, leadFields, leadFromForm, leadLimits, newIdempotencyKey, pageAddress, type PostedForm } from "./lead";

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
  input: Record<string, unknown>,
  submission: Submission,
): Promise<LeadOutcome> {
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

  // A retry (a lost answer, a double click) succeeds again; checked before Turnstile, as it carries a spent token.
  const earlier = lead.idempotencyKey ? await withTimeout(findStoredRequest(db(env), leadKey), STORE_TIMEOUT_MS).catch(() => undefined) : undefined;
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
    stored = await withTimeout(storeLead(db(env), row, planDeliveries(env, { ...row, network: networkKey(submission.ip) ?? undefined })), STORE_TIMEOUT_MS);
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
    name: lead.name,
    email: lead.email,
    phone: lead.phone || null,
    caseType: lead.caseType,
    description: lead.description,
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

export function requestLanguage(input: Record<string, unknown> | undefined, referer: string | null): Lang {
  if (isLang(input?.language)) return input.language;
  for (const address of [input?.sourceUrl, referer]) {
    if (typeof address !== "string") continue;
    try {
      return langOfPath(new URL(address, "http://site.invalid").pathname);
    } catch {
      // not an address: try the next
    }
  }
  return "en";
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


export async function consultationAction({ request, context }: ActionFunctionArgs) {
  const { env, ctx } = context.get(appContext);
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const { errors } = formWords[lang];
  const origins = siteOrigins(request, env.SITE_ORIGIN);
  // Read (or drain) the body before any answer.
  const body = await readBoundedBody(request, leadLimits.body);
  // The same order of checks as the JSON door: origin (403), size (413), type (415).
  if (!isSameOrigin(request.headers, origins)) return answer({}, 403, errors.crossOrigin);
  if (body.tooLarge) return answer({}, 413, errors.tooLarge(leadLimits.body / 1024));
  if (mediaType(request.headers) !== FORM_MEDIA_TYPE) return answer({}, 415, errors.mediaType);

  const fields = new URLSearchParams(body.text);
  const input: Record<string, unknown> = { ...leadFromForm((name) => fields.get(name)), language: lang };
  // The page's own address when the form did not say (its action URL names the page).
  url.searchParams.delete("index");
  input.sourceUrl ||= pageAddress(url.pathname, url.search);

  const outcome = await submitLead(env, ctx, input, { via: "form", ip: clientIp(request), origins });
  if (outcome.ok) return redirect(confirmationAddress(lang, outcome), 303);
  const { status, error, fieldErrors } = refusal(outcome, lang);
  // Field messages speak for themselves; anything else is said once for the form.
  const shown = Object.fromEntries(leadFields.filter((f) => fieldErrors[f]).map((f) => [f, fieldErrors[f]]));
  return answer(input, status, Object.keys(shown).length > 0 ? undefined : error, shown);
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
      name: text("name", leadLimits.name),
      email: text("email", leadLimits.email),
      phone: text("phone", leadLimits.phone),
      caseType: text("caseType", leadLimits.caseType),
      description: text("description", leadLimits.description),
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

export async function findStoredRequest(db: Db, leadKey: string): Promise<LeadRow | undefined> {
  return db.select().from(leads).where(eq(leads.leadKey, leadKey)).get();
}

export interface StoredLead {
  lead: LeadRow;
  created: boolean;
  deliveries: DeliveryRow[];
}

/** Once per lead key, with its deliveries, in one D1 batch: both or neither. */
export async function storeLead(db: Db, typed: NewLeadRow, planned: PlannedDelivery[] = []): Promise<StoredLead> {
  // Normalized here, where every path (at once, the queue, its dead letters) stores.
  const person = { ...typed, ...personColumns(typed) };
  const now = new Date();
  const values = { ...person, ...(await arrivalColumns(db, person, now)) };
  const d1 = (statement: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql, params } = statement.toSQL();
    return db.$client.prepare(sql).bind(...params);
  };
  const [insertResult] = await db.$client.batch([
    d1(db.insert(leads).values(values).onConflictDoNothing({ target: leads.leadKey })),
    arrivalOwnerStatement(db, values.leadKey),
    ...enqueueForLead(db, values, planned, now).map(d1),
  ]);
  const [[lead], deliveries] = await db.batch([db.select().from(leads).where(eq(leads.leadKey, values.leadKey)), deliveriesOfLeadKey(db, values.leadKey)]);
  if (!lead) throw new Error("Lead neither inserted nor found");
  return { lead, created: insertResult.meta.changes > 0, deliveries };
}

export async function backfillPersonColumns(db: Db, limit = 200): Promise<number> {
  const rows = await db
    .select({ id: leads.id, email: leads.email, phone: leads.phone })
    .from(leads)
    .where(isNull(leads.emailKey))
    .limit(limit);
  if (rows.length === 0) return 0;
  // An address that normalizes to nothing is kept as typed, so the row is not read again.
  await db.batch(rows.map((row) => {
    const person = personColumns(row);
    return db.update(leads).set({ ...person, emailKey: person.emailKey ?? row.email.trim().toLowerCase() }).where(eq(leads.id, row.id));
  }) as [never]);
  return rows.length;
}

function touchOf(row: LeadRow): FirstTouch {
  const touch: FirstTouch = { channel: row.channel ?? "direct" };
  const values = {
    landingPage: row.landingPage,
    referrer: row.referrer,
    utm_source: row.utmSource,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
    utm_term: row.utmTerm,
    utm_content: row.utmContent,
    gclid: row.gclid,
    gbraid: row.gbraid,
    wbraid: row.wbraid,
    msclkid: row.msclkid,
    fbclid: row.fbclid,
  };
  for (const [name, value] of Object.entries(values)) if (value) touch[name as keyof typeof values] = value;
  return touch;
}

export async function leadStored(env: Env, { lead: row, created, deliveries }: StoredLead): Promise<void> {
  const page = row.sourceUrl ? new URL(row.sourceUrl).pathname : row.sourcePage;
  await Promise.all([
    attemptNew(env, deliveries),
    created &&
      countEvent(db(env), "consultation_request", page, touchOf(row)).catch((error) =>
        log("error", "lead_count_failed", { leadId: row.id, message: errorMessage(error) }),
      ),
    created && recheckConflicts(db(env), row.id).catch((error) => log("error", "conflict_check_failed", { leadId: row.id, message: errorMessage(error) })),
  ]);
}

/** The queues' names, as wrangler.toml declares them (a Worker test holds them equal). */
export const LEAD_QUEUE = "kestrel-leads";
export const LEAD_DEAD_LETTER_QUEUE = "kestrel-leads-dlq";
export const LEAD_QUEUE_MAX_RETRIES = 100;
export const DEAD_LETTER_MAX_RETRIES = 100;

/** Never past a minute, so queued leads are stored within a minute of D1's return. */
export function queuedLeadRetryDelaySeconds(attempts: number): number {
  return Math.min(60, 5 * 2 ** Math.max(0, attempts - 1));
}

const SEND_TIMEOUT_MS = 30_000;

export async function handOver(env: Env, lead: NewLeadRow): Promise<boolean> {
  const queued: QueuedLead = { leadKey: lead.leadKey, lead };
  try {
    await withTimeout(env.LEAD_QUEUE.send(queued, { contentType: "json" }), SEND_TIMEOUT_MS);
    log("warn", "lead_queued", { leadKey: lead.leadKey });
    return true;
  } catch (error) {
    log("error", "lead_queue_failed", { leadKey: lead.leadKey, message: errorMessage(error) });
  }
  return emailUnsaved(env, queued, "The database and the backup queue were both unavailable when this request was sent.");
}

/** A lead already emailed so (a retry, a redelivered message) is not emailed again. */
async function emailUnsaved(env: Env, { leadKey, lead }: QueuedLead, why: string): Promise<boolean> {
  if (await wasEmailedUnsaved(leadKey)) return true;
  try {
    const staff = readStaffEmail(env);
    if (staff.state !== "on") throw new Error(staff.state === "off" ? "LEAD_FROM_ADDRESS and LEAD_TO_ADDRESSES are not set" : staff.problem);
    await withTimeout(env.EMAIL.send(oneLineHeaders(leadEmail(lead, staff.config, { unsaved: why, outsideArea: outsideAreaLine(env, lead.phone) }))), SEND_TIMEOUT_MS);
    await markEmailedUnsaved(leadKey);
    log("error", "lead_emailed_unsaved", {
      leadKey,
      action: "This lead is only in the staff email (subject starts with NOT SAVED): keep that email.",
    });
    return true;
  } catch (error) {
    log("error", "lead_email_unsaved_failed", { leadKey, message: errorMessage(error) });
    return false;
  }
}

async function storeAndDeliver(env: Env, { lead, leadKey }: QueuedLead, storedVia: StoredVia): Promise<void> {
  const row = { ...lead, leadKey, storedVia };
  const stored = await storeLead(db(env), row, planDeliveries(env, row));
  log("info", "lead_stored", { leadId: stored.lead.id, created: stored.created, storedVia });
  await leadStored(env, stored);
}

/** A malformed body cannot become readable by trying again: it is logged and acknowledged. */
async function eachQueuedLead(
  batch: MessageBatch<unknown>,
  handle: (message: Message<unknown>, queued: QueuedLead) => Promise<void>,
): Promise<void> {
  for (const message of batch.messages) {
    const read = await readQueuedLead(message.body, message.timestamp);
    if (read.ok) {
      await handle(message, read.queued);
      continue;
    }
    log("error", "lead_queue_malformed", {
      queue: batch.queue,
      messageId: message.id,
      attempts: message.attempts,
      problem: read.problem,
      body: carriedBody(message.body),
      action: "This message could not be read as a lead: if it holds one, enter it by hand from this line.",
    });
    message.ack();
  }
}

export async function consumeLeadQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  await eachQueuedLead(batch, async (message, queued) => {
    try {
      await storeAndDeliver(env, queued, "queue");
      message.ack();
    } catch (error) {
      const delaySeconds = queuedLeadRetryDelaySeconds(message.attempts);
      log("warn", "lead_queue_retry", { leadKey: queued.leadKey, attempts: message.attempts, delaySeconds, message: errorMessage(error) });
      message.retry({ delaySeconds });
    }
  });
}

export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  await eachQueuedLead(batch, async (message, queued) => {
    try {
      await storeAndDeliver(env, queued, "dead-letter");
      message.ack();
      return;
    } catch (error) {
      log("error", "lead_dead_letter_store_failed", { leadKey: queued.leadKey, message: errorMessage(error) });
    }
    if (await emailUnsaved(env, queued, "The database stayed unavailable through every retry of the backup queue.")) {
      message.ack();
    } else if (message.attempts > DEAD_LETTER_MAX_RETRIES) {
      // Nothing else will try again: the log line is the last record of this lead.
      log("error", "lead_lost", { leadKey: queued.leadKey, lead: queued.lead, action: "Neither D1 nor email took this lead: enter it by hand from this line." });
      message.ack();
    } else {
      message.retry({ delaySeconds: 300 });
    }
  });
}

export interface QueuedLead {
  leadKey: string;
  lead: NewLeadRow;
}

const required = z.string().check(z.minLength(1));
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** The row a message carries. Unknown fields are dropped: a message sets no other column. */
const queuedRow = z.object({
  idempotencyKey: required,
  name: required,
  email: required,
  caseType: required,
  description: required,
  privacyConsent: z.boolean(),
  textConsent: optional(z.boolean()),
  textConsentAt: optional(z.string()),
  textConsentVersion: optional(z.string()),
  createdAt: z.catch(z.string(), ""),
  sourcePage: z.catch(z.string(), ""),
  sourceUrl: z.catch(z.string(), ""),
  pageTitle: z.catch(z.string(), ""),
  submittedVia: z.catch(z.string(), "unknown"),
  turnstile: z.catch(z.string(), "unknown"),
  leadKey: optional(z.string().check(z.regex(LEAD_KEY))),
  phone: optional(z.string()),
  language: optional(z.enum(languages)),
  landingPage: optional(z.string()),
  referrer: optional(z.string()),
  utmSource: optional(z.string()),
  utmMedium: optional(z.string()),
  utmCampaign: optional(z.string()),
  utmTerm: optional(z.string()),
  utmContent: optional(z.string()),
  gclid: optional(z.string()),
  gbraid: optional(z.string()),
  wbraid: optional(z.string()),
  msclkid: optional(z.string()),
  fbclid: optional(z.string()),
  channel: optional(z.enum(sources)),
});

const queuedMessage = z.object({ leadKey: optional(z.string().check(z.regex(LEAD_KEY))), lead: queuedRow });

export type ReadQueuedLead = { ok: true; queued: QueuedLead } | { ok: false; problem: string };

export async function readQueuedLead(body: unknown, sentAt: Date): Promise<ReadQueuedLead> {
  try {
    const result = queuedMessage.safeParse(body);
    if (!result.success) {
      const problem = result.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
      return { ok: false, problem: problem.slice(0, 500) };
    }
    const { lead: parsed } = result.data;
    const leadKey = result.data.leadKey ?? parsed.leadKey ?? (await computeLeadKey(parsed));
    const createdAt = parsed.createdAt || (Number.isNaN(sentAt.getTime()) ? new Date() : sentAt).toISOString();
    return { ok: true, queued: { leadKey, lead: { ...parsed, createdAt, leadKey } } };
  } catch (error) {
    return { ok: false, problem: `unreadable: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500) };
  }
}

const CARRIED_BODY_LIMIT = 32 * 1024;

/** A malformed body as text: its log line is the last record of whatever it carried. */
export function carriedBody(body: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(body) ?? String(body);
  } catch {
    text = String(body);
  }
  return text.length > CARRIED_BODY_LIMIT ? `${text.slice(0, CARRIED_BODY_LIMIT)}…(truncated)` : text;
}

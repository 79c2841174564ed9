// Keeping a lead: both doors' entry (submitLead; the page action here, worker/api.ts for
// JSON), the store with its deliveries in one D1 batch, and the outage path (the lead queue,
// its dead letters, the "NOT SAVED" email) so that no lead is lost.
import { eq, isNull } from "drizzle-orm";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import * as z from "zod/mini";
import { channels } from "~/attribution/channel";
import { countEvent } from "~/attribution/counts.server";
import { type FirstTouch, firstTouch } from "~/attribution/first-touch.server";
import { attributionSchema } from "~/attribution/schema";
import { formWords } from "~/content/consultation-form";
import { isLang, type Lang, langOfPath, languages } from "~/content/i18n";
import { type Db, db } from "~/db/client.server";
import { type DeliveryRow, type LeadRow, leads, type NewLeadRow, type StoredVia } from "~/db/schema.server";
import { attemptNew } from "~/deliveries/engine.server";
import { leadEmail } from "~/deliveries/lead-email";
import { type PlannedDelivery, planDeliveries } from "~/deliveries/plan.server";
import { deliveriesOfLeadKey, plannedDeliveryStatement } from "~/deliveries/repository.server";
import { readStaffEmail } from "~/deliveries/staff-email.server";
import { markEmailedUnsaved, wasEmailedUnsaved } from "~/deliveries/unsaved-mark.server";
import { findSitePage, pagePath } from "~/lib/addresses";
import { appContext } from "~/lib/app-context";
import { type CallbackAnswer, callbackFor, callbackSearch } from "~/lib/callback";
import { errorMessage, log } from "~/lib/log";
import { isSameOrigin, siteOrigins } from "~/lib/origin.server";
import { pageWords } from "~/lib/page-words";
import { personColumns } from "~/lib/people";
import { withTimeout } from "~/lib/with-timeout";
import { clientIp, computeLeadKey, FORM_MEDIA_TYPE, LEAD_KEY, mediaType, readBoundedBody, refusal, verifyTurnstile, withinRateLimit } from "./checks.server";
import { IDEMPOTENCY_KEY, type Lead, type LeadFieldErrors, leadFieldErrors, leadFields, leadFromForm, leadLimits, leadSchema, newIdempotencyKey, pageAddress, type PostedForm } from "./lead";

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

/**
 * The language a request is answered in: the one its fields name (the form sends its
 * page's), else that of the page address it names or of the page it came from (Referer).
 */
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

/**
 * The page the form was on, as an absolute URL of this site: an absolute URL of one of
 * `origins`, or a path ("/kent-wa/...") on the first. undefined when not given; null when
 * it points elsewhere (another site, another scheme, a protocol-relative "//host" path).
 */
export function resolveSourceUrl(raw: string | undefined, origins: string[]): URL | null | undefined {
  const url = parseSourceUrl(raw, origins);
  if (url) url.hash = "";
  return url;
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
  // The page's language: its messages, and the confirmation page the visitor lands on.
  const lang = langOfPath(url.pathname);
  const { errors } = formWords[lang];
  const origins = siteOrigins(request, env.SITE_ORIGIN);
  // Read (or drain) the body before any answer.
  const body = await readBoundedBody(request, leadLimits.body);
  // The same order of checks as the JSON door: origin (403), size (413), type (415).
  if (!isSameOrigin(request.headers, origins)) return answer({}, 403, errors.crossOrigin);
  // The fields are lost with an over-long body: the message says to shorten or call.
  if (body.tooLarge) return answer({}, 413, errors.tooLarge(leadLimits.body / 1024));
  if (mediaType(request.headers) !== FORM_MEDIA_TYPE) return answer({}, 415, errors.mediaType);

  const fields = new URLSearchParams(body.text);
  const input: Record<string, unknown> = { ...leadFromForm((name) => fields.get(name)), language: lang };
  // The page's own address when the form did not say (its action URL names the page).
  url.searchParams.delete("index");
  input.sourceUrl ||= pageAddress(url.pathname, url.search);

  const outcome = await submitLead(env, ctx, input, { via: "form", ip: clientIp(request), origins });
  // The confirmation page shows the promise decided at the store, from its address.
  if (outcome.ok) return redirect(`${pagePath("confirmation", lang)}${outcome.callback ? callbackSearch(outcome.callback) : ""}`, 303);
  const { status, error, fieldErrors } = refusal(outcome, lang);
  // Field messages speak for themselves; anything else is said once for the form.
  const shown = Object.fromEntries(leadFields.filter((f) => fieldErrors[f]).map((f) => [f, fieldErrors[f]]));
  return answer(input, status, Object.keys(shown).length > 0 ? undefined : error, shown);
}

/** The page again, with what the visitor typed and the messages. */
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
    },
    fieldErrors,
    formError,
    attribution: attributionSchema.parse(input),
  };
  return data(posted, { status });
}

/** The lead already stored for this request (a retry has the same lead key), if any. */
export async function findStoredRequest(db: Db, leadKey: string): Promise<LeadRow | undefined> {
  return db.select().from(leads).where(eq(leads.leadKey, leadKey)).get();
}

/** A lead after its store: its row, whether this store created it, and its deliveries. */
export interface StoredLead {
  lead: LeadRow;
  created: boolean;
  deliveries: DeliveryRow[];
}

/**
 * Stores a lead once per lead key (lead-key.server.ts), with its planned deliveries, in
 * one D1 batch: both or neither; then reads them back. `created` is false when the same request was already
 * stored (a retry, a double click, a redelivered queue message); its deliveries are then
 * the ones it got the first time. A different request that came with a used idempotency
 * key has a lead key of its own, so it is stored as a lead of its own.
 */
export async function storeLead(db: Db, typed: NewLeadRow, planned: PlannedDelivery[] = []): Promise<StoredLead> {
  // Normalized here, where every path (at once, the queue, its dead letters) stores.
  const values = { ...typed, ...personColumns(typed) };
  const now = new Date();
  const insert = db.insert(leads).values(values).onConflictDoNothing({ target: leads.leadKey }).toSQL();
  const [insertResult] = await db.$client.batch([
    db.$client.prepare(insert.sql).bind(...insert.params),
    ...planned.map((delivery) => plannedDeliveryStatement(db, values, delivery, now)),
  ]);
  const [[lead], deliveries] = await db.batch([db.select().from(leads).where(eq(leads.leadKey, values.leadKey)), deliveriesOfLeadKey(db, values.leadKey)]);
  if (!lead) throw new Error("Lead neither inserted nor found");
  return { lead, created: insertResult.meta.changes > 0, deliveries };
}

/**
 * Fills the normalized person columns of rows stored before they existed (or entered by
 * hand), a few at a time: the Cron trigger calls it until none is left.
 */
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

/** The first touch a row records. */
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

/**
 * After a store: the deliveries not attempted yet (all of a new lead's; on a repeated
 * store, any whose first attempt never came), and the count for a new lead.
 */
export async function leadStored(env: Env, { lead: row, created, deliveries }: StoredLead): Promise<void> {
  const page = row.sourceUrl ? new URL(row.sourceUrl).pathname : row.sourcePage;
  await Promise.all([
    attemptNew(env, deliveries),
    created &&
      countEvent(db(env), "consultation_request", page, touchOf(row)).catch((error) =>
        log("error", "lead_count_failed", { leadId: row.id, message: errorMessage(error) }),
      ),
  ]);
}

/** The queues' names, as wrangler.toml declares them (a Worker test holds them equal). */
export const LEAD_QUEUE = "kestrel-leads";
export const LEAD_DEAD_LETTER_QUEUE = "kestrel-leads-dlq";
/** wrangler.toml `max_retries` of the lead queue's consumer. */
export const LEAD_QUEUE_MAX_RETRIES = 100;
/** wrangler.toml `max_retries` of the dead-letter queue's consumer. */
export const DEAD_LETTER_MAX_RETRIES = 100;

/**
 * Seconds before the next try of a queued lead: 5, 10, 20, 40, then every 60. The wait
 * never grows past a minute, so leads queued during an outage are stored within about a
 * minute of D1's return; 100 retries keep trying for about an hour and a half.
 */
export function queuedLeadRetryDelaySeconds(attempts: number): number {
  return Math.min(60, 5 * 2 ** Math.max(0, attempts - 1));
}

/** How long a queue send or an email may take before it counts as failed. */
const SEND_TIMEOUT_MS = 30_000;

/**
 * The lead could not be stored in D1: hand it to the queue, or else email it to staff now.
 * True when one of them took it.
 */
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

/**
 * Emails staff the whole lead, marked as not saved in the database. True when accepted.
 * A lead already emailed so (a visitor's retry, a redelivered message) is not emailed again.
 */
async function emailUnsaved(env: Env, { leadKey, lead }: QueuedLead, why: string): Promise<boolean> {
  if (await wasEmailedUnsaved(leadKey)) return true;
  try {
    const staff = readStaffEmail(env);
    if (staff.state !== "on") throw new Error(staff.state === "off" ? "LEAD_FROM_ADDRESS and LEAD_TO_ADDRESSES are not set" : staff.problem);
    await withTimeout(env.EMAIL.send(leadEmail(lead, staff.config, { unsaved: why })), SEND_TIMEOUT_MS);
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

/**
 * Stores a handed-over lead with its deliveries and makes their first attempts. A try
 * whose insert went through but whose answer was lost finds the lead stored: only the
 * deliveries never attempted are attempted now.
 */
async function storeAndDeliver(env: Env, { lead, leadKey }: QueuedLead, storedVia: StoredVia): Promise<void> {
  const row = { ...lead, leadKey, storedVia };
  const stored = await storeLead(db(env), row, planDeliveries(env, row));
  log("info", "lead_stored", { leadId: stored.lead.id, created: stored.created, storedVia });
  await leadStored(env, stored);
}

/**
 * Runs `handle` on each message's lead, one message at a time. A malformed body (no lead,
 * wrong types) cannot become readable by trying again: it is logged with what it carries
 * (its last record) and acknowledged, and the batch goes on. `handle` answers each
 * message itself (ack or retry) and never throws.
 */
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

/** The lead queue's consumer: stores each lead, or retries it later. */
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

/**
 * The dead-letter queue's consumer: a lead the queue could not store after all its retries.
 * D1 is tried once more; if it still fails, staff get the whole lead by email.
 */
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

/** A queue message: the row the service could not store, as it would have stored it. */
export interface QueuedLead {
  /** The lead's identity (lead-key.server.ts), also in `lead.leadKey`. Messages sent
   * before lead keys existed lack both: the consumer computes it. */
  leadKey: string;
  lead: NewLeadRow;
}

const required = z.string().check(z.minLength(1));
/** A value the row can do without: dropped (the column's default applies, never an
 * error) when it is missing or not what it should be. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** The row a message carries. Unknown fields are dropped: a message sets no other column. */
const queuedRow = z.object({
  // What the lead is: without these there is nothing to store or to email.
  idempotencyKey: required,
  name: required,
  email: required,
  caseType: required,
  description: required,
  privacyConsent: z.boolean(),
  // The rest, with a stand-in when missing or malformed.
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
  channel: optional(z.enum(channels)),
});

const queuedMessage = z.object({ leadKey: optional(z.string().check(z.regex(LEAD_KEY))), lead: queuedRow });

export type ReadQueuedLead = { ok: true; queued: QueuedLead } | { ok: false; problem: string };

/**
 * The lead a message body carries, with its lead key (computed here for a message sent
 * before lead keys), or what is wrong with it. `sentAt` stands in for a missing time of
 * sending. Never throws.
 */
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

/** The most of a malformed body written to its log line. */
const CARRIED_BODY_LIMIT = 32 * 1024;

/**
 * A malformed body, as text for its log line: the last record of whatever it carried
 * (like `lead_lost`, it may hold a visitor's words).
 */
export function carriedBody(body: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(body) ?? String(body);
  } catch {
    text = String(body);
  }
  return text.length > CARRIED_BODY_LIMIT ? `${text.slice(0, CARRIED_BODY_LIMIT)}…(truncated)` : text;
}

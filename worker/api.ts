/**
 * The /api sub-router. One endpoint: POST /api/send-contact-email, the consultation form.
 *
 *   read the body (bounded) -> same origin? -> JSON or form? -> validate (shared schema)
 *   -> honeypot -> seen this request? -> Turnstile (if configured) -> rate limit
 *   -> store in D1 -> answer "sent" -> email staff in the background (ctx.waitUntil)
 *
 * JSON in, JSON out: { success: true } or { success: false, error, fieldErrors? }.
 * A form post (JavaScript off) gets a 303 to /consultation-received, or the page it came
 * from again with the messages at the form.
 */
import { Hono } from "hono";
import { firm } from "~/content/firm";
import type { LeadFormState } from "~/lib/lead-form-state";
import { findSitePage } from "~/lib/pages";
import {
  FORM_ID,
  IDEMPOTENCY_KEY,
  type Lead,
  type LeadFieldErrors,
  leadFieldErrors,
  leadFields,
  leadFromForm,
  leadLimits,
  leadMessages,
  leadSchema,
  newIdempotencyKey,
} from "~/lib/lead-schema";
import { renderFormPage } from "./app";
import { clientIp, isSameOrigin, ownOrigins, rateLimitKey, readBoundedBody, resolveSourceUrl } from "./leads/http.server";
import { notifyLead } from "./leads/notify.server";
import { findStoredRequest, storeLead } from "./leads/repository.server";
import { verifyTurnstile } from "./leads/turnstile.server";

export const CONFIRMATION_PATH = "/consultation-received";

const call = `call us at ${firm.phone.display}`;
export const apiErrors = {
  invalid: "Please correct the highlighted fields.",
  badJson: "The request body is not valid JSON.",
  notObject: "The request body must be a JSON object.",
  crossOrigin: "Requests from other sites are not accepted.",
  method: "Method not allowed. Send the consultation request with POST.",
  tooLarge: `The request is too large to send (${leadLimits.body / 1024} KB at most). Please shorten your description, or ${call}.`,
  mediaType: "Send the request as JSON (application/json) or as a form (application/x-www-form-urlencoded).",
  rateLimited: `Too many requests. Please ${call}, or try again in a minute.`,
  turnstile: `We could not verify that this request comes from a person. Please try again, or ${call}.`,
  storage: `We could not save your request. Please ${call}.`,
  notFound: "Not found",
  server: `Something went wrong. Please ${call}.`,
} as const;

type Kind = "json" | "form";

interface Failure {
  status: 400 | 403 | 413 | 415 | 429 | 500;
  error: string;
  fieldErrors?: LeadFieldErrors;
}

export const api = new Hono<{ Bindings: Env }>().basePath("/api");

api.post("/send-contact-email", async (c) => {
  const request = c.req.raw;
  const env = c.env;
  const ctx = c.executionCtx as ExecutionContext;

  // Read (or drain) the body before any answer.
  const body = await readBoundedBody(request, leadLimits.body);
  const origins = ownOrigins(request, env.SITE_ORIGIN);
  if (!isSameOrigin(request, origins)) return c.json({ success: false, error: apiErrors.crossOrigin }, 403);

  const contentType = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  const kind: Kind | null =
    contentType === "application/json" ? "json" : contentType === "application/x-www-form-urlencoded" ? "form" : null;
  if (!kind) return c.json({ success: false, error: apiErrors.mediaType }, 415);
  if (body.tooLarge) {
    // A browser without JavaScript gets its page back with the message, not raw JSON.
    const page = kind === "form" ? resolveSourceUrl(request.headers.get("Referer") ?? undefined, request, origins) : undefined;
    if (page) return renderFailure(page, env, ctx, { formId: "consultation", values: {}, fieldErrors: {}, formError: apiErrors.tooLarge }, 413);
    return c.json({ success: false, error: apiErrors.tooLarge }, 413);
  }

  // The submission, in the JSON shape.
  let input: Record<string, unknown>;
  if (kind === "form") {
    const form = new URLSearchParams(body.text);
    input = leadFromForm((name) => form.get(name));
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return c.json({ success: false, error: apiErrors.badJson, fieldErrors: {} }, 400);
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return c.json({ success: false, error: apiErrors.notObject, fieldErrors: {} }, 400);
    }
    input = parsed as Record<string, unknown>;
  }

  // The page the form was on (same origin only): where a form post's messages are shown.
  const rawSourceUrl = typeof input.sourceUrl === "string" ? input.sourceUrl.trim() : undefined;
  const sourceUrl = resolveSourceUrl(rawSourceUrl, request, origins);

  const fail = async (failure: Failure): Promise<Response> => {
    const payload = { success: false as const, error: failure.error, ...(failure.fieldErrors && { fieldErrors: failure.fieldErrors }) };
    if (kind === "json" || !sourceUrl) return c.json(payload, failure.status);
    return renderFailure(sourceUrl, env, ctx, formState(input, failure), failure.status);
  };
  const succeed = () => (kind === "json" ? c.json({ success: true }) : c.redirect(CONFIRMATION_PATH, 303));

  // Validate with the shared schema.
  const result = leadSchema.safeParse(input);
  const fieldErrors: LeadFieldErrors = result.success ? {} : leadFieldErrors(result.error);
  if (sourceUrl === null) fieldErrors.sourceUrl = leadMessages.sourceUrl;
  if (!result.success || sourceUrl === null) {
    return fail({ status: 400, error: apiErrors.invalid, fieldErrors });
  }
  const lead = result.data;

  // Honeypot: a bot gets an ordinary success; nothing is stored or sent.
  if (typeof lead.website === "string" ? lead.website.trim() !== "" : lead.website != null) {
    console.log(JSON.stringify({ level: "info", event: "lead_honeypot", submittedVia: kind }));
    return succeed();
  }

  // A retry of a stored request (its answer was lost, or a double click): success again,
  // no second lead, no second email. Before Turnstile: a retry carries a spent token.
  const idempotencyKey = lead.idempotencyKey ?? newIdempotencyKey();
  if (lead.idempotencyKey) {
    const existing = await findStoredRequest(env.DB, lead.idempotencyKey, lead).catch(() => undefined);
    if (existing) return succeed();
  }

  // A token Cloudflare rejects is refused; no token at all (no JavaScript, or the widget
  // did not load) is accepted and marked, so a person is never turned away by it.
  const ip = clientIp(request);
  const turnstile = await verifyTurnstile(env, lead.turnstileToken, ip);
  if (turnstile === "failed") return fail({ status: 403, error: apiErrors.turnstile });

  if (!(await withinRateLimit(env, ip))) {
    console.warn(JSON.stringify({ level: "warn", event: "lead_rate_limited", submittedVia: kind }));
    return fail({ status: 429, error: apiErrors.rateLimited });
  }

  // Store first. If this fails the visitor is told to call.
  let stored;
  try {
    stored = await storeLead(env.DB, toRow(lead, idempotencyKey, sourceUrl, kind, turnstile));
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "lead_store_failed", message: String(error) }));
    return fail({ status: 500, error: apiErrors.storage });
  }
  console.log(JSON.stringify({ level: "info", event: "lead_stored", leadId: stored.lead.id, created: stored.created, submittedVia: kind }));

  // Then notify staff, without making the visitor wait; the Cron trigger retries failures.
  if (stored.created) {
    ctx.waitUntil(
      notifyLead(env, stored.lead).catch((error) =>
        console.error(JSON.stringify({ level: "error", event: "lead_notify_error", leadId: stored.lead.id, message: String(error) })),
      ),
    );
  }
  return succeed();
});

api.all("/send-contact-email", async (c) => {
  await readBoundedBody(c.req.raw, 0);
  return c.json({ success: false, error: apiErrors.method }, 405, { Allow: "POST" });
});

api.notFound(async (c) => {
  await readBoundedBody(c.req.raw, 0);
  return c.json({ success: false, error: apiErrors.notFound }, 404);
});

api.onError((error, c) => {
  console.error(JSON.stringify({ level: "error", event: "api_error", path: c.req.path, message: String(error) }));
  return c.json({ success: false, error: apiErrors.server }, 500);
});

/** The per-IP limit. If the limiter itself fails, the request is let through: a lead is
 * worth more than a moment without flood protection. */
async function withinRateLimit(env: Env, ip: string): Promise<boolean> {
  try {
    return (await env.LEAD_RATE_LIMITER.limit({ key: `lead:${rateLimitKey(ip)}` })).success;
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "lead_rate_limiter_failed", message: String(error) }));
    return true;
  }
}

/** The row to store: cleaned values, plus where it came from and how. */
function toRow(lead: Lead, idempotencyKey: string, sourceUrl: URL | undefined, kind: Kind, turnstile: string) {
  const path = sourceUrl?.pathname ?? "";
  return {
    createdAt: new Date().toISOString(),
    name: lead.name,
    email: lead.email,
    phone: lead.phone || null,
    caseType: lead.caseType,
    description: lead.description,
    sourcePage: lead.sourcePage || path,
    sourceUrl: sourceUrl?.href ?? "",
    pageTitle: lead.pageTitle || (path ? (findSitePage(path)?.seo.title ?? "") : ""),
    privacyConsent: lead.privacyConsent,
    idempotencyKey,
    submittedVia: kind,
    turnstile: turnstile !== "missing" ? turnstile : kind === "form" ? "skipped-no-js" : "missing-token",
  };
}

/**
 * The page a form was posted from, shown again with the form's messages (JavaScript off).
 * Only the site's own pages are rendered; any other address shows the home page's form.
 */
async function renderFailure(sourceUrl: URL, env: Env, ctx: ExecutionContext, state: LeadFormState, status: number): Promise<Response> {
  const page = findSitePage(sourceUrl.pathname) ? sourceUrl : new URL("/", sourceUrl);
  try {
    return await renderFormPage(page, env, ctx, state, status);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "lead_form_render_failed", message: String(error) }));
    return Response.json({ success: false, error: state.formError ?? apiErrors.invalid }, { status });
  }
}

/** What a form posted without JavaScript shows when it comes back with messages. */
function formState(input: Record<string, unknown>, failure: Failure): LeadFormState {
  const text = (name: string, max: number) => (typeof input[name] === "string" ? (input[name] as string).slice(0, max) : undefined);
  const fieldErrors: LeadFieldErrors = {};
  for (const field of leadFields) if (failure.fieldErrors?.[field]) fieldErrors[field] = failure.fieldErrors[field];
  const formId = text("formId", 64);
  const key = text("idempotencyKey", 100);
  return {
    formId: formId && FORM_ID.test(formId) ? formId : "consultation",
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
    // Field messages speak for themselves; anything else is said once for the form.
    formError: failure.status === 400 && Object.keys(fieldErrors).length > 0 ? undefined : failure.error,
  };
}

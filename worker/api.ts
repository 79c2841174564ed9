/** /api (Hono): POST /api/send-contact-email, the lead service's JSON door (its answers in
 * docs/lead-pipeline.md; a form post's success is a 303), and POST /api/events, call taps. */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { eventErrors, recordEvent } from "~/attribution/events.server";
import { formWords } from "~/content/consultation-form";
import { firm } from "~/content/firm";
import { requestLanguage } from "~/leads/schema";
import { leadLimits } from "~/leads/fields";
import { isSameOrigin, siteOrigins, clientIp, FORM_MEDIA_TYPE, mediaType, readBoundedBody, rateLimitKey } from "~/lib/http.server";
import { jsonDoor } from "~/intake/intake.server";
import { errorMessage, log } from "~/lib/log";
import { verifyTwilioSignature } from "~/lib/twilio-signature";
import { db } from "~/db/client.server";
import { readTextingSettings } from "~/texting/settings.server";
import { recordTextStatus } from "~/texting/store.server";
import { inboundFromParams, receiveText } from "~/intake/text-door.server";
import { callsApi } from "./calls-api";

const TEXT_WEBHOOK_LIMIT = 64 * 1024;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Empty TwiML, or one reply message. */
const twiml = (c: Context, reply: string | null) =>
  c.body(
    reply
      ? `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escapeXml(reply)}</Message></Response>`
      : `<?xml version="1.0" encoding="UTF-8"?><Response/>`,
    200,
    {
      "Content-Type": "text/xml; charset=utf-8",
    },
  );

type ApiEnv = { Bindings: Env; Variables: { origins: string[] } };
type Status = 400 | 403 | 404 | 405 | 413 | 415 | 500;

/** The words of the lead endpoint's answers, in the language of the page that sent the
 * request (its fields, or its Referer before they are read). */
const errorsFor = (c: Context, input?: Record<string, unknown>) => formWords[requestLanguage(input, c.req.header("Referer") ?? null)].errors;

/** A refusal, after the rest of the body is read: answering a request whose body is
 * still unread makes the local development proxy fail the response now and then. */
async function refuse(c: Context, status: Status, error: string, headers?: Record<string, string>) {
  const body = c.req.raw.body;
  if (body && !body.locked) await readBoundedBody(c.req.raw, 0);
  return c.json({ success: false, error, fieldErrors: {} }, status, headers);
}

export const api = new Hono<ApiEnv>().basePath("/api");

api.post(
  "/send-contact-email",
  // The pages' order of checks: origin (403), size (413), type (415); a cross-site post of any type is refused.
  async (c, next) => {
    const origins = siteOrigins(c.req.raw, c.env.SITE_ORIGIN);
    if (!isSameOrigin(c.req.raw.headers, origins)) return refuse(c, 403, errorsFor(c).crossOrigin);
    c.set("origins", origins);
    await next();
  },
  bodyLimit({ maxSize: leadLimits.body, onError: (c) => refuse(c, 413, errorsFor(c).tooLarge(leadLimits.body / 1024, firm.phone.display)) }),
  async (c, next) => {
    const type = mediaType(c.req.raw.headers);
    if (type !== "application/json" && type !== FORM_MEDIA_TYPE) return refuse(c, 415, errorsFor(c).mediaType);
    if (type === "application/json") {
      // Read outside the try: a body over the limit must reach bodyLimit's 413.
      const text = await c.req.text();
      try {
        JSON.parse(text);
      } catch {
        return refuse(c, 400, errorsFor(c).badJson);
      }
    }
    await next();
  },
  async (c) => {
    const post = { form: mediaType(c.req.raw.headers) === FORM_MEDIA_TYPE, text: await c.req.text(), referer: c.req.header("Referer") ?? null };
    const answer = await jsonDoor(c.env, c.executionCtx, { ...post, ip: clientIp(c.req.raw), origins: c.get("origins") });
    return "redirect" in answer ? c.redirect(answer.redirect, 303) : c.json(answer.body, answer.status);
  },
);

api.all("/send-contact-email", (c) => refuse(c, 405, errorsFor(c).method, { Allow: "POST" }));

const EVENT_BODY_LIMIT = 4 * 1024;

api.post("/events", bodyLimit({ maxSize: EVENT_BODY_LIMIT, onError: (c) => refuse(c, 413, eventErrors.tooLarge) }), async (c) => {
  // Only this site's pages report events: a browser always names the origin of a beacon.
  const origins = siteOrigins(c.req.raw, c.env.SITE_ORIGIN);
  const { headers } = c.req.raw;
  if (!isSameOrigin(headers, origins) || (!headers.has("Origin") && !headers.has("Sec-Fetch-Site"))) {
    return refuse(c, 403, eventErrors.foreign);
  }
  // sendBeacon sends a string as text/plain.
  if (!["text/plain", "application/json"].includes(mediaType(headers))) return refuse(c, 415, eventErrors.mediaType);
  let input: unknown;
  try {
    input = JSON.parse(await c.req.text());
  } catch {
    return refuse(c, 400, eventErrors.badJson);
  }
  const outcome = await recordEvent(c.env, input, { rateKey: rateLimitKey(clientIp(c.req.raw)), origins });
  return outcome.ok ? c.body(null, 204) : c.json({ success: false, error: outcome.error, fieldErrors: {} }, outcome.status);
});

api.all("/events", (c) => refuse(c, 405, eventErrors.method, { Allow: "POST" }));

// Twilio's incoming-message webhook: the signature is checked before anything is read into the database.
api.post("/texts/inbound", async (c) => {
  const body = await readBoundedBody(c.req.raw, TEXT_WEBHOOK_LIMIT);
  const params = new URLSearchParams(body.tooLarge ? "" : body.text);
  const token = String(c.env.TWILIO_AUTH_TOKEN ?? "");
  if (body.tooLarge || !(await verifyTwilioSignature(token, c.req.url, params, c.req.header("X-Twilio-Signature")))) {
    log("warn", "text_webhook_refused", { ip: clientIp(c.req.raw) });
    return c.text("Forbidden", 403);
  }
  const text = inboundFromParams(params);
  if (!text || readTextingSettings(c.env).state !== "on") return twiml(c, null);
  const outcome = await receiveText(c.env, db(c.env), text, new Date(), (p) => c.executionCtx.waitUntil(p));
  log("info", "text_received", { leadId: outcome.leadId, stored: outcome.stored });
  return twiml(c, outcome.reply);
});

// Twilio's status callbacks for the texts the firm sent, signed like the incoming messages.
api.post("/texts/status", async (c) => {
  const body = await readBoundedBody(c.req.raw, TEXT_WEBHOOK_LIMIT);
  const params = new URLSearchParams(body.tooLarge ? "" : body.text);
  if (body.tooLarge || !(await verifyTwilioSignature(String(c.env.TWILIO_AUTH_TOKEN ?? ""), c.req.url, params, c.req.header("X-Twilio-Signature")))) {
    log("warn", "text_webhook_refused", { ip: clientIp(c.req.raw) });
    return c.text("Forbidden", 403);
  }
  const sid = params.get("MessageSid") ?? "";
  // The firm's own id for the text, from the callback address it gave Twilio (statusCallbackFor).
  const id = Number(c.req.query("text"));
  if (sid)
    await recordTextStatus(db(c.env), { id: Number.isSafeInteger(id) && id > 0 ? id : null, sid }, params.get("MessageStatus") ?? "", params.get("ErrorCode"));
  return c.body(null, 204);
});

api.all("/texts/inbound", (c) => c.text("Method not allowed", 405, { Allow: "POST" }));
api.all("/texts/status", (c) => c.text("Method not allowed", 405, { Allow: "POST" }));

// The phone line's voice webhooks (issue 58), each signed as the texts are.
api.route("/calls", callsApi);

api.notFound((c) => refuse(c, 404, errorsFor(c).notFound));

api.onError((error, c) => {
  log("error", "api_error", { path: c.req.path, message: errorMessage(error) });
  return c.json({ success: false, error: errorsFor(c).server, fieldErrors: {} }, 500);
});

/** /api/calls/* (issue 58): the phone line's Twilio voice webhooks. Each is verified with X-Twilio-Signature exactly as
 * the texts are (403 and nothing written otherwise); a TwiML route that fails still answers the caller. */
import { type Context, Hono } from "hono";
import { db } from "~/db/client.server";
import { clientIp, readBoundedBody } from "~/lib/http.server";
import { errorMessage, log } from "~/lib/log";
import { verifyTwilioSignature } from "~/lib/twilio-signature";
import * as door from "~/phone/call-door.server";

const VOICE_WEBHOOK_LIMIT = 64 * 1024;

type CallsEnv = { Bindings: Env; Variables: { params: URLSearchParams } };

export const callsApi = new Hono<CallsEnv>();

callsApi.use(async (c, next) => {
  if (c.req.method !== "POST") return c.text("Method not allowed", 405, { Allow: "POST" });
  const body = await readBoundedBody(c.req.raw, VOICE_WEBHOOK_LIMIT);
  const params = new URLSearchParams(body.tooLarge ? "" : body.text);
  const token = String(c.env.TWILIO_AUTH_TOKEN ?? "");
  if (body.tooLarge || !(await verifyTwilioSignature(token, c.req.url, params, c.req.header("X-Twilio-Signature")))) {
    log("warn", "call_webhook_refused", { path: c.req.path, ip: clientIp(c.req.raw) });
    return c.text("Forbidden", 403);
  }
  c.set("params", params);
  await next();
});

const hookOf = (c: Context<CallsEnv>): door.VoiceHook => ({
  env: c.env,
  db: db(c.env),
  params: c.get("params"),
  query: new URL(c.req.url).searchParams,
  now: new Date(),
  wait: (promise) => c.executionCtx.waitUntil(promise),
});

const xml = (c: Context<CallsEnv>, twiml: string) => c.body(twiml, 200, { "Content-Type": "text/xml; charset=utf-8" });

/** A route Twilio reads TwiML from: on any failure its backup answer, never an error the caller would hear. */
function twimlRoute(route: door.TwimlRoute, handler: (hook: door.VoiceHook) => Promise<door.VoiceAnswer>) {
  return async (c: Context<CallsEnv>) => {
    const hook = hookOf(c);
    try {
      return xml(c, (await handler(hook)) ?? door.fallbackTwiml(c.env, route, hook.query, hook.params));
    } catch (error) {
      log("error", "call_webhook_failed", { path: c.req.path, callSid: hook.params.get("CallSid"), message: errorMessage(error) });
      return xml(c, door.fallbackTwiml(c.env, route, hook.query, hook.params));
    }
  };
}

/** A callback Twilio expects nothing from: 204; a failure is a 500, which Twilio logs (and the Cron settles later). */
function callbackRoute(handler: (hook: door.VoiceHook) => Promise<door.VoiceAnswer>) {
  return async (c: Context<CallsEnv>) => {
    const hook = hookOf(c);
    try {
      await handler(hook);
      return c.body(null, 204);
    } catch (error) {
      log("error", "call_webhook_failed", { path: c.req.path, callSid: hook.params.get("CallSid"), message: errorMessage(error) });
      return c.text("Not stored", 500);
    }
  };
}

callsApi.post("/inbound", twimlRoute("inbound", door.inbound));
callsApi.post("/ring", twimlRoute("ring", door.ringCall));
callsApi.post("/whisper", twimlRoute("whisper", door.whisper));
callsApi.post("/accept", twimlRoute("accept", door.accept));
callsApi.post("/dialed", twimlRoute("dialed", door.dialed));
callsApi.post("/voicemail", twimlRoute("voicemail", door.voicemail));
callsApi.post("/recording", callbackRoute(door.recordingStatus));
callsApi.post("/transcript", callbackRoute(door.transcript));
callsApi.post("/status", callbackRoute(door.status));

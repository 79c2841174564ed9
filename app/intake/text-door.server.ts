// A text from a visitor (Twilio's incoming-message webhook, already verified): a keyword is
// applied once per MessageSid, a message joins the request its number has shown to be its own or opens one.
import { and, desc, eq, exists, gte, inArray, or, type SQL } from "drizzle-orm";
import { intakeRoster } from "~/content/intake-roster";
import { textingWords } from "~/content/texting";
import type { Db } from "~/db/client.server";
import { leads, type NewLeadRow, textMessages } from "~/db/schema.server";
import { attemptNew } from "~/deliveries/engine.server";
import { answerKeyword } from "~/texting/keywords.server";
import { firstKeyword, recordInbound, recordOutbound, storeMedia } from "~/texting/store.server";
import { alertNewText } from "~/texting/alerts.server";
import { log } from "~/lib/log";
import { normalizePhone } from "~/lib/people";
import { looksSpanish, textKeyword } from "~/texting/keywords";
import { createLead } from "./arrival.server";
import { setCallDue } from "~/leads/store.server";

const JOIN_DAYS = 90;
/** A request opened by text has no email: only the records the team keeps go out, and the on-call text. */
const textChannels = ["staff-email", "sms", "webhook", "clio-grow"];

export interface InboundText {
  messageSid: string;
  from: string;
  to: string;
  body: string;
  mediaCount: number;
  /** The photos (MMS): Twilio's address and type of each, in order. */
  media: { url: string; contentType: string }[];
}

export type InboundOutcome = { reply: string | null; leadId: number | null; stored: boolean };

export function inboundFromParams(params: URLSearchParams): InboundText | null {
  const messageSid = params.get("MessageSid") ?? params.get("SmsSid") ?? "";
  const from = params.get("From") ?? "";
  if (!/^(SM|MM)[0-9a-zA-Z]{10,40}$/.test(messageSid) || !from) return null;
  const media = Number(params.get("NumMedia") ?? "0");
  const mediaCount = Number.isInteger(media) && media >= 0 && media <= 10 ? media : 0;
  const items = Array.from({ length: mediaCount }, (_, i) => ({
    url: params.get(`MediaUrl${i}`) ?? "",
    contentType: (params.get(`MediaContentType${i}`) ?? "").toLowerCase(),
  }));
  return {
    messageSid,
    from,
    to: params.get("To") ?? "",
    body: (params.get("Body") ?? "").slice(0, 1600),
    mediaCount,
    media: items.filter((m) => /^https?:\/\//.test(m.url)),
  };
}

const phonesOf = (numbers: string[]) => new Set(numbers.map((n) => normalizePhone(n.trim())?.e164).filter((n): n is string => Boolean(n)));

/** The firm's own phones: the on-call numbers and the roster's. */
export function staffPhones(env: Env): Set<string> {
  return phonesOf(
    String(env.ONCALL_NUMBERS ?? "")
      .split(",")
      .concat(intakeRoster.map((m) => m.phone ?? "")),
  );
}

/** The firm's own Twilio numbers: a text from one is a misrouted or looping message, never a person. */
const twilioNumbers = (env: Env) => phonesOf([String(env.TWILIO_FROM_NUMBER ?? ""), String(env.TWILIO_TEXTING_NUMBER ?? "")]);

export async function receiveText(env: Env, db: Db, text: InboundText, now: Date, wait: (p: Promise<unknown>) => void): Promise<InboundOutcome> {
  const from = normalizePhone(text.from)?.e164 ?? text.from;
  // Answered with nothing: an answer to our own number could come back here, and again.
  if (twilioNumbers(env).has(from)) {
    log("warn", "text_from_firm_number", { messageSid: text.messageSid });
    return { reply: null, leadId: null, stored: false };
  }
  if (staffPhones(env).has(from)) return { reply: `Reply on the desk: ${env.SITE_ORIGIN}/desk`, leadId: null, stored: false };
  // HELP (AYUDA) is a person asking: kept, due now and alerted like any message, and answered.
  const keyword = textKeyword(text.body);
  const optKeyword = keyword?.kind === "help" ? null : keyword;
  let leadId = await requestOfNumber(db, from, now);
  // STOP or START alone opens no request; it is applied and answered once per message all the same.
  if (leadId === null && optKeyword) return { reply: (await keywordOnce(db, text, from, now))?.reply ?? null, leadId: null, stored: false };
  const opens = leadId === null;
  if (leadId === null) leadId = await openRequest(env, db, text, from, now, wait);
  const at = now.toISOString();
  const messageId = await recordInbound(db, { leadId, body: text.body, from, to: text.to, messageSid: text.messageSid, mediaCount: text.mediaCount }, now);
  const stored = messageId !== null;
  if (!stored) return { reply: null, leadId, stored };
  const answer = await keywordOnce(db, text, from, now);
  if (text.media.length > 0) await storeMedia(db, messageId, leadId, text.media);
  if (!optKeyword) {
    // The person reached out: the request is due now; a request it opened was announced by the on-call text.
    await setCallDue(db, leadId, at);
    if (!opens) wait(alertNewText(env, db, leadId, now));
  }
  // What we answer in the TwiML shows in the thread, as the firm's automatic text.
  if (answer?.reply)
    await recordOutbound(db, { lead: { id: leadId }, from: text.to, to: from, body: answer.reply, sid: null, sentBy: "system", status: "sent" }, now);
  return { reply: answer?.reply ?? null, leadId, stored };
}

/** A keyword is applied and answered once per Twilio message: a retried START after a later STOP changes nothing. */
async function keywordOnce(db: Db, text: InboundText, from: string, now: Date) {
  const keyword = textKeyword(text.body);
  if (!keyword) return null;
  if (!(await firstKeyword(db, text.messageSid, keyword.word, now))) return null;
  return answerKeyword(db, from, text.body, now);
}

/** The request a text joins (90 days): the newest the number texted on, else the newest our texts reached; else none
 * (a new request, linked as the same person). A request that only typed the number never captures its texts (0072). */
async function requestOfNumber(db: Db, phoneE164: string, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - JOIN_DAYS * 86_400_000).toISOString();
  const textsOf = (...where: SQL[]) =>
    exists(
      db
        .select({ id: textMessages.id })
        .from(textMessages)
        .where(and(eq(textMessages.leadId, leads.id), ...where)),
    );
  const texted = textsOf(eq(textMessages.direction, "inbound"), eq(textMessages.fromE164, phoneE164));
  const reached = textsOf(
    eq(textMessages.direction, "outbound"),
    eq(textMessages.toE164, phoneE164),
    inArray(textMessages.status, ["queued", "sent", "delivered"]),
  );
  const row = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.phoneE164, phoneE164), gte(leads.createdAt, since), or(texted, reached)))
    .orderBy(desc(texted), desc(reached), desc(leads.createdAt), desc(leads.id))
    .limit(1)
    .get();
  return row?.id ?? null;
}

async function openRequest(env: Env, db: Db, text: InboundText, from: string, now: Date, wait: (p: Promise<unknown>) => void): Promise<number> {
  const row: NewLeadRow = {
    createdAt: now.toISOString(),
    name: `Text from ${from}`,
    email: "",
    phone: from,
    caseType: "unknown",
    description: textingWords.en.openedByText,
    sourcePage: "",
    sourceUrl: "",
    pageTitle: "",
    privacyConsent: false,
    idempotencyKey: text.messageSid,
    // A retried webhook finds the request its first delivery opened.
    leadKey: `text:${text.messageSid}`,
    submittedVia: "text",
    turnstile: "not-applicable",
    // A first text that looks Spanish: the request, its texts and calls are in Spanish.
    language: looksSpanish(text.body) ? "es" : "en",
    channel: "text",
  };
  const stored = await createLead(env, db, row, { only: textChannels, now });
  if (stored.created) wait(attemptNew(env, stored.deliveries));
  return stored.lead.id;
}

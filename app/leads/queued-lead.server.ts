/**
 * A lead queue message (handover.server.ts): its shape, and reading one back. The
 * consumers read every body through `readQueuedLead`, which never throws: a malformed
 * message is told apart (and logged by the consumer), never thrown out of the batch loop
 * where it would take the batch's other messages down with it.
 */
import * as z from "zod/mini";
import { sources as channels } from "~/attribution/source";
import { languages } from "~/content/i18n";
import { computeLeadKey, LEAD_KEY } from "./lead-key.server";
import type { NewLeadRow } from "./table.server";

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

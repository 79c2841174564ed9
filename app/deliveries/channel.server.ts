// What a delivery channel is (its settings, endpoints, one attempt), and what channels share.
import type { LeadRow, DeliveryRow, DeliveryReason } from "~/db/schema.server";
import type { Cap, CapSettings } from "./caps";

/** A channel is on when all its settings are set, off when none is, and misconfigured when only some are (or one
 * is not valid): each lead then gets one failed delivery whose error names the setting. */
export type ChannelState<Config> = { state: "off" } | { state: "misconfigured"; problem: string } | { state: "on"; config: Config };

export interface SendInput<Config> {
  env: Env;
  config: Config;
  delivery: DeliveryRow;
  lead: LeadRow;
  deliveries: DeliveryRow[];
  signal: AbortSignal;
}

export interface Channel<Config = unknown> {
  /** Its name in the `channel` column; staff read it as `channelLabel` says. */
  name: string;
  read(env: Env): ChannelState<Config>;
  targets(config: Config, lead: PlannedLead): string[];
  /** What one outage takes down together; the channel itself unless each endpoint is its own. */
  route?(target: string): string;
  /** Deliveries with one key go out once (see the `dedupe_key` column). */
  dedupeKey?(target: string, lead: PlannedLead): string;
  /** The cap this endpoint counts under (caps.ts); over it, the delivery is skipped. None: uncapped (an address). */
  cap?(target: string, caps: CapSettings, now: Date): Cap | null;
  /** Caps on what one request may cause (the first text's per network, source and day), checked when planned. */
  requestCaps?(lead: PlannedLead, caps: CapSettings, now: Date): Cap[];
  /** Why this endpoint gets nothing now though planned (a number outside the service area, a first text nothing
   * shows a person asked for): the row is written `skipped` with this reason and note. */
  hold?(env: Env, target: string, lead: PlannedLead): { reason: DeliveryReason; note: string } | null;
  /** The endpoint is the visitor's own (the acknowledgement), not a setting: it is never superseded when the
   * settings change. */
  fixedTarget?: boolean;
  /** The last moment a retry may go; one that would go later fails at once with `lateNote`. */
  sendBy?(delivery: Pick<DeliveryRow, "createdAt">): Date;
  lateNote?: string;
  /** One attempt. Resolves with the receiver's id for what it took (if it gives one); throws on failure. */
  send(input: SendInput<Config>): Promise<{ receiverId?: string | null }>;
}

/** What planning reads of a request; `network` (the client's /24 or /48) is known only at the door, never stored. */
export type PlannedLead = Pick<LeadRow, "email" | "createdAt"> &
  Partial<Pick<LeadRow, "phone" | "textConsent" | "turnstile" | "channel">> & { network?: string };

/** Reads a channel's settings: off when none is set, misconfigured (naming the first missing one) when some are,
 * else their trimmed values. */
export function readSettings<Name extends string>(env: Env, names: readonly Name[]): ChannelState<Record<Name, string>> {
  const values = Object.fromEntries(names.map((name) => [name, String((env as unknown as Record<string, unknown>)[name] ?? "").trim()])) as Record<
    Name,
    string
  >;
  const missing = names.filter((name) => values[name] === "");
  if (missing.length === names.length) return { state: "off" };
  if (missing.length > 0) return { state: "misconfigured", problem: `${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} not set` };
  return { state: "on", config: values };
}

const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
export const isEmailAddress = (value: string) => ADDRESS.test(value);

export function addressList(name: string, value: string): string[] | string {
  const list = value
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  if (list.length === 0 || !list.every(isEmailAddress)) return `${name} must list one or more valid addresses, comma-separated`;
  return list;
}

export const channelLabel: Record<string, string> = {
  "staff-email": "Staff email",
  acknowledgement: "Visitor acknowledgement",
  sms: "On-call text",
  webhook: "Webhook",
  "clio-grow": "Clio Grow",
  "reminder-sms": "Reminder text",
  "reminder-email": "Reminder email",
  "sms-summary": "On-call summary text",
  "deadline-sms": "Deadline flag text",
  "visitor-text": "Visitor text",
  "consultation-email": "Consultation email",
  "consultation-host": "Consultation invitation to the host",
  "consultation-text": "Consultation text",
  "non-engagement-letter": "Non-engagement letter",
  "missed-call-text": "Missed-call text",
  "text-alert": "New-text alert",
  "missed-call-alert": "Missed-call alert (a caller's request)",
  "missed-inbound-text": "Text after a missed call to the firm",
  "agreement-email": "Fee agreement link (email)",
  "agreement-text": "Fee agreement link (text)",
  "agreement-copy": "Signed agreement to the person",
  "agreement-staff": "Signed agreement to staff",
  "cap-alert": "Cap reached (to staff)",
};

/** A failure no retry can mend (a number that opted out of texts): the delivery fails at once. */
export class FinalSendError extends Error {}

/** One POST to a receiver: a 2xx is delivered (its JSON answer, if any, returned); anything else throws, to be
 * retried. */
export async function postForReceipt(
  url: string,
  init: { headers: Record<string, string>; body: string; signal: AbortSignal },
): Promise<Record<string, unknown> | null> {
  const response = await fetch(url, { method: "POST", redirect: "manual", ...init });
  const text = await response.text().catch(() => "");
  if (!response.ok) throw new Error(`HTTP ${response.status}${text ? `: ${text.slice(0, 300)}` : ""}`);
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A delivery's state in words, for "Retry now". */
export const deliveryOutcome = (d: { status: string; lastError: string | null }) =>
  d.status === "sent"
    ? "Sent"
    : d.status === "failed"
      ? `Still failing: ${d.lastError ?? "no reason given"}`
      : d.status === "skipped" || d.status === "superseded"
        ? `Not sent, and it will not be: ${d.lastError ?? d.status}`
        : `Not sent yet, will try again${d.lastError ? `: ${d.lastError}` : ""}`;

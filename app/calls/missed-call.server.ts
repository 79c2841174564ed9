// Writes and tries the missed-call text when staff log a call (decision 0053); its channel is in
// channels.server.ts.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type DeliveryRow, leads } from "~/db/schema.server";
import { kentDay } from "~/lib/kent-time";
import { normalizePhone } from "~/lib/people";
import { areaOf } from "~/lib/service-area.server";
import { deliver } from "~/deliveries/engine.server";
import { hoursWords, missedCallOutcomes, missedCallText, targetOf, withinTextHours } from "./channels.server";
import { deliveryOf, mayText, noDeliveryKeyed } from "~/deliveries/store.server";
import { readTextingSettings } from "~/texting/settings.server";

export type MissedCallTextOutcome =
  { kind: "none" } | { kind: "quiet-hours" } | { kind: "already-today" } | { kind: "outside-area" } | { kind: "written"; delivery: DeliveryRow };

/** Writes and tries the text for a call just logged at `at`; "none" when it does not apply. */
export async function textAfterMissedCall(env: Env, call: { leadId: number; outcome: string; at: Date }): Promise<MissedCallTextOutcome> {
  if (!missedCallOutcomes.includes(call.outcome) || readTextingSettings(env).state !== "on") return { kind: "none" };
  const store = db(env);
  const lead = await store.select({ textConsent: leads.textConsent, phone: leads.phone }).from(leads).where(eq(leads.id, call.leadId)).get();
  const e164 = lead?.textConsent ? normalizePhone(lead.phone ?? "")?.e164 : undefined;
  if (!e164 || !(await mayText(store, e164))) return { kind: "none" };
  // Automatic, so only within the service area (decision 0062): staff may still text by hand after the warning.
  if (!areaOf(env, e164)?.inArea) return { kind: "outside-area" };
  if (!withinTextHours(call.at)) return { kind: "quiet-hours" };
  const day = kentDay(call.at);
  const dedupeKey = `missed-call-text ${e164} ${day}`;
  const to = [{ target: targetOf(e164, day), route: missedCallText.route!(e164) }];
  const [delivery] = await deliver(env, [
    { lead: { leadId: call.leadId }, channel: missedCallText.name, to, dedupeKey, when: noDeliveryKeyed(store, dedupeKey), at: call.at },
  ]);
  if (!delivery) return { kind: "already-today" };
  return { kind: "written", delivery: (await deliveryOf(store, call.leadId, delivery.id)) ?? delivery };
}

export const textNotes = ["quiet-hours", "already-today", "outside-area", "sent", "pending"] as const;
export type TextNote = (typeof textNotes)[number];

export function textNoteOf(outcome: MissedCallTextOutcome): TextNote | null {
  if (outcome.kind === "none") return null;
  if (outcome.kind === "written") return outcome.delivery.status === "sent" ? "sent" : "pending";
  return outcome.kind;
}

/** What the desk adds to "Logged: no answer". */
export const textNoteWords: Record<TextNote, string> = {
  "quiet-hours": ` · no text: outside the missed-call text's hours (${hoursWords})`,
  "already-today": " · no text: this number already got a missed-call text today",
  "outside-area": " · no text: the number is outside the firm's service area",
  sent: " · texted them that we called",
  pending: " · the missed-call text is not sent yet: see Deliveries",
};

// The text to a caller whose call was missed (CALL_TEXT_BACK on: counsel's decision, decision 0093): US numbers only,
// within the missed-call text's hours, never after STOP, and one a day per number with the staff's missed-call text.
import type { Db } from "~/db/client.server";
import { deliver } from "~/deliveries/engine.server";
import { mayText, noDeliveryKeyed } from "~/deliveries/store.server";
import { kentDay } from "~/lib/kent-time";
import { checkArea } from "~/lib/service-area.server";
import { targetOf, withinTextHours } from "~/calls/channels.server";
import { readTextingSettings } from "~/texting/settings.server";
import { missedInboundText } from "./channels.server";

export type TextBackOutcome = "off" | "outside-us" | "quiet-hours" | "opted-out" | "already-today" | "written";

export async function textBackAfterMissedCall(env: Env, db: Db, call: { leadId: number; e164: string; at: Date }): Promise<TextBackOutcome> {
  if (readTextingSettings(env).state !== "on") return "off";
  // The United States only, whatever SERVICE_AREA says: the text is the firm's, to someone who never asked for one.
  if (!checkArea(call.e164, ["US"])?.inArea) return "outside-us";
  if (!withinTextHours(call.at)) return "quiet-hours";
  if (!(await mayText(db, call.e164))) return "opted-out";
  const day = kentDay(call.at);
  // Shared with the staff's missed-call text: one such text per number and day.
  const dedupeKey = `missed-call-text ${call.e164} ${day}`;
  const [delivery] = await deliver(env, [
    {
      lead: { leadId: call.leadId },
      channel: missedInboundText.name,
      to: [{ target: targetOf(call.e164, day), route: missedInboundText.route!(call.e164) }],
      dedupeKey,
      when: noDeliveryKeyed(db, dedupeKey),
      at: call.at,
    },
  ]);
  return delivery ? "written" : "already-today";
}

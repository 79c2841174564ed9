// Sending a visitor a text of the thread: recorded first (texting's store), then given to Twilio with the
// row's status callback, and the row settled with Twilio's answer.
import type { Db } from "~/db/client.server";
import type { LeadRow } from "~/db/schema.server";
import { FinalSendError } from "~/deliveries/channel.server";
import { sendText, type SmsConfig, twilioError } from "~/deliveries/twilio.server";
import { checkArea } from "~/lib/service-area.server";
import { markSending, recordOutbound, settleFailed, settleSent, statusCallbackFor, textByKey } from "./store.server";

/**
 * An automatic text of the thread (first text, missed-call text, consultation text, agreement link), keyed by its
 * delivery: recorded before it goes, so a callback can find it and a retry never sends what Twilio already took.
 * `shown` is what the thread keeps when the text holds something D1 must not (the signing link). Never to a number
 * outside the service area (decision 0062): only a reply staff type after the desk's warning goes there.
 */
export async function sendDeliveryText(
  db: Db,
  config: SmsConfig,
  text: { lead: Pick<LeadRow, "id">; deliveryId: number; to: string; body: string; shown?: string; sentBy: string; signal: AbortSignal },
): Promise<{ receiverId: string | null }> {
  const area = checkArea(text.to, config.serviceArea ?? ["US"]);
  if (!area?.inArea) throw new FinalSendError(`Not sent: ${area?.words ?? "no number"}`);
  const key = `delivery ${text.deliveryId}`;
  await recordOutbound(db, {
    lead: text.lead,
    from: config.from,
    to: text.to,
    body: text.shown ?? text.body,
    sid: null,
    sentBy: text.sentBy,
    formKey: key,
    status: "sending",
  });
  const row = (await textByKey(db, key))!;
  // Twilio answered an earlier attempt whose delivery was not marked sent: it is not sent again.
  if (row.messageSid) return { receiverId: row.messageSid };
  if (row.status !== "sending") await markSending(db, row.id);
  return sendRecorded(db, config, row.id, text.to, text.body, text.signal);
}

/** Sends the text of a recorded row with that row's status callback, and settles the row: queued with Twilio's
 * id, or failed with Twilio's words (and the error thrown on). */
export async function sendRecorded(db: Db, config: SmsConfig, id: number, to: string, body: string, signal: AbortSignal) {
  const withCallback = config.statusCallback ? { ...config, statusCallback: statusCallbackFor(config.statusCallback, id) } : config;
  try {
    const sent = await sendText(withCallback, to, body, signal, db);
    await settleSent(db, id, sent.receiverId);
    return sent;
  } catch (error) {
    await settleFailed(db, id, twilioError(error));
    throw error;
  }
}

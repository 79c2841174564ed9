// Staff are told when a cap is reached (decision 0062): one email to each intake inbox per cap and Kent day,
// a delivery of the request whose message the cap held back first, so it is retried and shown like the others.
import { capAlertWords } from "~/content/cap-alert";
import { db } from "~/db/client.server";
import type { DeliveryRow } from "~/db/schema.server";
import { oneLineHeaders } from "~/lib/email-message";
import { capWords, readCaps } from "./caps";
import { type Channel, FinalSendError } from "./channel.server";
import { enqueueStatement, noDeliveryKeyed } from "./store.server";
import { readStaffEmail, type StaffEmailConfig } from "./staff-email.server";

/** The target names the inbox and the cap ("intake@… · sms +1253…"), so one request can carry alerts of two caps. */
const SEPARATOR = " · ";
const targetOf = (inbox: string, capKey: string) => `${inbox}${SEPARATOR}${capKey}`;
const readTarget = (target: string) => {
  const at = target.indexOf(SEPARATOR);
  return { inbox: target.slice(0, at), capKey: target.slice(at + SEPARATOR.length) };
};

export const capAlert: Channel<StaffEmailConfig> = {
  name: "cap-alert",
  read: readStaffEmail,
  // Written only by `tellStaffOfCap`, never planned with a request.
  targets: () => [],
  route: (target) => `staff-email ${readTarget(target).inbox}`,
  // The target carries the cap too: whether its inbox is still set is checked when it goes.
  fixedTarget: true,
  async send({ env, config, delivery, lead }) {
    const { inbox, capKey } = readTarget(delivery.target);
    if (!config.to.includes(inbox)) throw new FinalSendError(`Not sent: ${inbox} is no longer in LEAD_TO_ADDRESSES`);
    const what = capWords(capKey, readCaps(env));
    const day = delivery.dedupeKey?.split(" ")[1] ?? delivery.createdAt.slice(0, 10);
    const { messageId } = await env.EMAIL.send(
      oneLineHeaders({
        from: { name: "Intake desk", email: config.from },
        to: inbox,
        subject: capAlertWords.subject(what),
        text: capAlertWords.body(what, day, `${env.SITE_ORIGIN}/desk/leads/${lead.id}`),
      }),
    );
    return { receiverId: messageId };
  },
};

/** Writes the day's alert of one cap to every intake inbox, unless one was written today: the caller then tries it. */
export async function tellStaffOfCap(env: Env, skipped: Pick<DeliveryRow, "leadId" | "capKey">, day: string): Promise<DeliveryRow[]> {
  const staff = readStaffEmail(env);
  if (staff.state !== "on" || !skipped.capKey) return [];
  const dedupeKey = `cap-alert ${day} ${skipped.capKey}`;
  const to = staff.config.to.map((inbox) => ({ target: targetOf(inbox, skipped.capKey!), route: `staff-email ${inbox}` }));
  return enqueueStatement(db(env), {
    lead: { leadId: skipped.leadId },
    channel: capAlert.name,
    to,
    dedupeKey,
    when: noDeliveryKeyed(db(env), dedupeKey),
    at: new Date(),
  });
}

// The deliveries panel's server side: "Retry now" on one delivery, its form and its action (attempted within the post).
import * as z from "zod/mini";
import { attemptDelivery } from "~/deliveries/engine.server";
import { deliveryOutcome } from "~/deliveries/channel.server";
import { deliveryOf, retryDelivery } from "~/deliveries/store.server";
import { deskAnswer } from "~/lib/desk-post.server";
import { log } from "~/lib/log";
import type { PanelAction } from "./dispatch.server";

export const retryForm = z.object({ intent: z.literal("retry"), deliveryId: z.coerce.number().check(z.int(), z.positive()) });

export const retryAction: PanelAction<"retry"> = async (post, input) => {
  const { env, db, leadId: id } = post;
  const due = await retryDelivery(db, id, input.deliveryId, post.now);
  // Attempted now, within this request, so the answer can say how it went.
  if (due)
    await attemptDelivery(env, due.id, due.attempts).catch((error) => log("error", "delivery_attempt_error", { deliveryId: due.id, message: String(error) }));
  const after = await deliveryOf(db, id, input.deliveryId);
  if (!after)
    return deskAnswer(post, { ok: false, intent: "retry", field: "form", error: "No such delivery on this request", deliveryId: input.deliveryId }, "");
  return deskAnswer(
    post,
    { ok: true, intent: "retry", deliveryId: after.id, status: after.status, error: after.lastError, message: deliveryOutcome(after) },
    `saved=retry&delivery=${after.id}`,
  );
};

// The same-person panel's action: unlink a request that is not the same person (decision 0081).
import type { LeadActionResult } from "~/desk/form-schemas";
import type { PanelAction } from "~/desk/request/dispatch.server";
import * as z from "zod/mini";
import { deskAnswer, formKey } from "~/lib/desk-post.server";
import { log } from "~/lib/log";
import { unlinkRequest } from "./store.server";

/** The words after an unlink; `link` comes from the address, so only a request number is shown. */
export const unlinkAnswer = (link: string | null) => (link && /^\d{1,9}$/.test(link) ? `Unlinked: request #${link} is now a request of its own` : "Unlinked");

/** `linkId` is unlinked from `from`, the first request the page showed. */
export const unlinkForm = z.object({
  intent: z.literal("unlink"),
  formKey,
  linkId: z.coerce.number().check(z.int(), z.positive()),
  from: z.coerce.number().check(z.int(), z.positive()),
});

const answer = (post: Parameters<PanelAction<"unlink">>[0], result: LeadActionResult, saved: string) => deskAnswer(post, result, saved);

export const unlinkAction: PanelAction<"unlink"> = async (post, input) => {
  const id = post.leadId;
  // A page unlinks only its own link, or a request linked to it.
  const outcome =
    input.linkId === id || input.from === id
      ? await unlinkRequest(post.db, { leadId: input.linkId, from: input.from, by: post.by, formKey: input.formKey, at: post.now })
      : { kind: "stale" as const };
  if (outcome.kind === "unlinked") log("info", "desk_request_unlinked", { leadId: input.linkId, from: input.from });
  if (outcome.kind === "stale" || outcome.kind === "gone")
    return answer(
      post,
      { ok: false, intent: "unlink", field: "form", error: `Request #${input.linkId} is no longer linked to request #${input.from}; nothing changed` },
      "",
    );
  return answer(
    post,
    { ok: true, intent: "unlink", message: unlinkAnswer(String(input.linkId)), unlinkKey: crypto.randomUUID() },
    `saved=unlink&link=${input.linkId}`,
  );
};

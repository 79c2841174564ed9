// The letter panel's post: send the non-engagement letter by email, once per request.
import type { PanelAction } from "~/desk/request/dispatch.server";
import { deskAnswer } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { sendLetter } from "./letters.server";

export const letterAction: PanelAction<"letter"> = async (post, input) => {
  const sent = await sendLetter(post.env, post.db, { leadId: post.leadId, by: post.by, formKey: input.formKey, now: post.now });
  if (sent.kind === "gone")
    return deskAnswer(
      post,
      { ok: false, intent: "letter", field: "form", error: "This request no longer exists (it may have been erased); no letter was sent." },
      "",
    );
  if (sent.kind === "refused") return deskAnswer(post, { ok: false, intent: "letter", field: "form", error: sent.error }, "");
  if (sent.kind === "sent") log("info", "desk_letter_sent", { leadId: post.leadId, language: sent.letter.language });
  const message =
    sent.kind === "sent"
      ? `Letter sent to ${sent.letter.address}, with a copy to the intake inbox`
      : `The letter was already sent to ${sent.letter.address} on ${kentShort(sent.letter.createdAt)}`;
  return deskAnswer(post, { ok: true, intent: "letter", message }, "saved=letter");
};

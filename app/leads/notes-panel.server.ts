// The notes panel's action: a note kept once per form, the box emptied with a new key.
import type { LeadActionResult } from "~/desk/form-schemas";
import type { PanelAction } from "~/desk/request/dispatch.server";
import * as z from "zod/mini";
import { deskAnswer, formKey } from "~/lib/desk-post.server";
import { addNote } from "./store.server";

export const noteForm = z.object({
  intent: z.literal("note"),
  formKey,
  body: z.string().check(z.trim(), z.minLength(1, "Write the note first"), z.maxLength(5000, "A note is at most 5,000 characters")),
});

const answer = (post: Parameters<PanelAction<"note">>[0], result: LeadActionResult, saved: string) => deskAnswer(post, result, saved);

export const noteAction: PanelAction<"note"> = async (post, input) => {
  // Erased meanwhile: nothing was kept (a repost of a saved form is fine).
  const kept = await addNote(post.db, { leadId: post.leadId, body: input.body, by: post.by, formKey: input.formKey, at: post.now });
  if (kept === "gone")
    return answer(
      post,
      { ok: false, intent: "note", field: "body", error: "This request no longer exists (it may have been erased); the note was not saved." },
      "",
    );
  // Saved now or by the same form before: either way the box empties, with a new key.
  return answer(post, { ok: true, intent: "note", message: "Note saved", noteKey: crypto.randomUUID() }, "saved=note");
};

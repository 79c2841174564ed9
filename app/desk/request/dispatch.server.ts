// The request page's dispatch: what every panel's named action takes and answers, and a form the one schema refused.
import type { DeskAction, DeskRead, LeadActionResult } from "~/desk/form-schemas";
import { deskAnswer, type RequestPost } from "~/lib/desk-post.server";

const answer = (post: RequestPost, result: LeadActionResult, saved: string) => deskAnswer(post, result, saved);
export type RequestAnswer = ReturnType<typeof answer>;
export type Intent = DeskAction["intent"];
export type PanelAction<I extends Intent> = (post: RequestPost, input: Extract<DeskAction, { intent: I }>) => Promise<RequestAnswer>;

/** A form the one schema refused; a refused booking or reply comes back with what was typed, so a page without JavaScript keeps it. */
export function refusedPost(post: RequestPost, intent: Intent | "unknown", read: Extract<DeskRead, { ok: false }>) {
  const typed =
    intent === "consultation" ? Object.fromEntries(["date", "time", "kind", "link", "host"].map((name) => [name, String(post.form[name] ?? "")])) : undefined;
  return answer(
    post,
    {
      ok: false,
      intent,
      field: read.field,
      error: read.error,
      typed,
      ...(intent === "text-reply" && { value: String(post.form.text ?? "").slice(0, 1600) }),
      ...((intent === "call-complete" || intent === "block-number") && { callId: Number(post.form.callId) || undefined }),
    },
    "",
  );
}

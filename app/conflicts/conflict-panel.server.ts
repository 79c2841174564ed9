// The conflict panel's post: "Checked, no conflict" on one match, once per match whoever posts.
import type { PanelAction } from "~/desk/request/dispatch.server";
import { deskAnswer } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { clearConflict } from "./store.server";

export const clearConflictAction: PanelAction<"clear-conflict"> = async (post, input) => {
  const id = post.leadId;
  const cleared = await clearConflict(post.db, { leadId: id, matchKey: input.match, by: post.by, formKey: input.formKey, at: post.now });
  if (cleared.kind === "gone")
    return deskAnswer(
      post,
      {
        ok: false,
        intent: "clear-conflict",
        field: "form",
        match: input.match,
        error: "This match is no longer found (a name changed or the request was erased): reload the page.",
      },
      "",
    );
  if (cleared.kind === "cleared") log("info", "desk_conflict_cleared", { leadId: id });
  const message =
    cleared.kind === "already"
      ? `Already checked by ${cleared.clearance.clearedBy}, ${kentShort(cleared.clearance.clearedAt)}`
      : "Recorded: checked, no conflict";
  return deskAnswer(post, { ok: true, intent: "clear-conflict", message, match: input.match }, "saved=conflict");
};

// The page's one confirmation line: what the status, note and unlink forms saved (read by their fetchers' keys), else the flash of a post without JavaScript.
import { useFetcher } from "react-router";
import type { LeadActionResult } from "~/desk/form-schemas";

export function RequestConfirmation({ leadId, flash }: { leadId: number; flash: string | null }) {
  const status = useFetcher<LeadActionResult>({ key: `status-${leadId}` }).data;
  const note = useFetcher<LeadActionResult>({ key: `note-${leadId}` }).data;
  const unlink = useFetcher<LeadActionResult>({ key: `unlink-${leadId}` }).data;
  const confirmation =
    [status?.ok ? status.message : null, note?.ok ? note.message : null, unlink?.ok ? unlink.message : null].filter(Boolean).join(" · ") || flash || "";
  return (
    <p role="status" className={confirmation ? "mt-4 rounded border-2 border-green-800 bg-white p-3 font-semibold text-green-900" : "sr-only"}>
      {confirmation}
    </p>
  );
}

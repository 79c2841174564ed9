/** A fee agreement's PDF for staff, streamed from R2 (never public): /desk/agreements/:id/{agreement,signed}.pdf. */
import { data } from "react-router";
import { staffOf } from "~/lib/desk-post.server";
import { deskId } from "~/desk/paths";
import { agreementById } from "~/agreements/store.server";
import { log } from "~/lib/log";
import type { Route } from "./+types/agreement-file";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { env, db, email } = staffOf(context);
  const id = deskId(params.agreementId);
  const row = id === null ? undefined : await agreementById(db, id);
  const key = params.file === "signed.pdf" ? row?.signedKey : params.file === "agreement.pdf" ? row?.unsignedKey : null;
  const file = key ? await env.FILES.get(key) : null;
  if (!row || !file) throw data("No such file", { status: 404 });
  log("info", "desk_agreement_download", { by: email, leadId: row.leadId, agreementId: row.id, file: params.file });
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="request-${row.leadId}-${params.file === "signed.pdf" ? "signed-agreement" : "agreement"}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}

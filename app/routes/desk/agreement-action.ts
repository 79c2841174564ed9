/** The fee agreement panel's posts (decision 0057): send for signature, or withdraw a link. Plain form posts,
 * answered with a 303 back to the request (an error carried in the query), refused from another origin. */
import { data, redirect } from "react-router";
import { readAgreementForm } from "~/desk/form-schemas";
import { deskId } from "~/desk/paths";
import { staffOf } from "~/lib/desk-post.server";
import { agreementById, revokeAgreement, sendAgreement } from "~/agreements/agreement.server";
import { leadFile } from "~/desk/request/request.server";
import { refuseCrossOrigin } from "~/lib/http.server";
import { log } from "~/lib/log";
import type { Route } from "./+types/agreement-action";

export const loader = ({ params }: Route.LoaderArgs) => redirect(`/desk/leads/${deskId(params.id) ?? ""}#agreement`, 303);

export async function action({ context, params, request }: Route.ActionArgs) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const id = deskId(params.id);
  if (id === null) throw data("No such request", { status: 404 });
  const back = (query: Record<string, string>) => redirect(`/desk/leads/${id}?${new URLSearchParams(query)}#agreement`, 303);
  const file = await leadFile(db, id);
  if (!file) return back({ agreementError: "This request no longer exists; nothing was sent", agreementField: "form" });
  const read = readAgreementForm(Object.fromEntries(await request.formData()), file.lead.expectedFeeCents === null);
  if (!read.ok) return back({ agreementError: read.error, agreementField: read.field });
  const now = new Date();
  if (read.input.intent === "revoke-agreement") {
    const row = await agreementById(db, read.input.agreementId);
    const done = row?.leadId === id && (await revokeAgreement(db, id, row.id, email, now));
    log("info", "agreement_revoked", { leadId: id, agreementId: read.input.agreementId, done });
    return back({ saved: "agreement", agreement: done ? "revoked" : "unchanged" });
  }
  const { signerName, capacity, feeCents, formKey } = read.input;
  const sent = await sendAgreement(env, db, { leadId: id, signerName, capacity, feeCents, by: email, formKey, now });
  if (sent.kind === "gone") return back({ agreementError: "This request no longer exists; nothing was sent", agreementField: "form" });
  if (sent.kind === "off" || sent.kind === "unreachable") return back({ agreementError: `Not sent: ${sent.problem}`, agreementField: "form" });
  return back({ saved: "agreement", agreement: "sent" });
}

/** The request page's fee agreement panel data (decision 0057): each link in the desk's words, and the flash. */
import type { Db } from "~/db/client.server";
import type { LeadRow } from "~/db/schema.server";
import { agreementsOf, deskStatus } from "~/agreements/agreement.server";
import type { AgreementLine } from "./agreement-panel";

export async function agreementPanelData(db: Db, lead: LeadRow, url: URL, now: Date) {
  const { rows, events } = await agreementsOf(db, lead.id);
  const lines: AgreementLine[] = rows.map((r) => ({
    id: r.id,
    status: deskStatus(r, now),
    signerName: r.signerName,
    capacity: r.capacity,
    sentBy: r.sentBy,
    sentAt: r.sentAt,
    viewedAt: r.viewedAt,
    signedAt: r.signedAt,
    signedName: r.signedName,
    revokedAt: r.revokedAt,
    revokedBy: r.revokedBy,
    expiresAt: r.expiresAt,
    hasSigned: Boolean(r.signedKey),
  }));
  const message = url.searchParams.get("agreementError");
  const done = url.searchParams.get("saved") === "agreement" ? url.searchParams.get("agreement") : null;
  return {
    lines,
    events: events.map((e) => ({ at: e.at, kind: e.kind, detail: e.detail })),
    defaultName: rows[0]?.signerName ?? lead.name,
    feeNeeded: lead.expectedFeeCents === null,
    formKey: crypto.randomUUID(),
    error: message ? { field: url.searchParams.get("agreementField") ?? "form", message: message.slice(0, 300) } : null,
    flash: done === "sent" ? "Sent for signature" : done === "revoked" ? "Link withdrawn" : done === "unchanged" ? "Nothing to withdraw: the link was already closed" : "",
  };
}

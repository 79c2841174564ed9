/** The request page's fee agreement panel (decision 0057): each link in the desk's words, the flash, and the
 * panel's posts (send, withdraw), answered with a 303 back to the request (an error carried in the query). */
import { eq } from "drizzle-orm";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import * as z from "zod/mini";
import type { Db } from "~/db/client.server";
import { type AgreementRow, type LeadRow, leads } from "~/db/schema.server";
import { cleanLine } from "~/lib/clean-text";
import { formKey, staffOf } from "~/lib/desk-post.server";
import { refuseCrossOrigin } from "~/lib/http.server";
import { log } from "~/lib/log";
import { feeCents } from "~/lib/money";
import type { AgreementLine } from "./agreement-panel";
import { deskStatus, revokeAgreement, sendAgreement } from "./agreement.server";
import { agreementById, agreementsOf } from "./store.server";

/** How many links the request page shows, the latest (decision 0096); the rest are on the agreements' "show all" page. */
export const LATEST_AGREEMENTS = 5;

/** A link as the desk shows it. */
export const agreementLine = (r: AgreementRow, now: Date): AgreementLine => ({
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
});

export async function agreementPanelData(db: Db, lead: LeadRow, url: URL, now: Date) {
  const { rows: read, events, signed } = await agreementsOf(db, lead.id, LATEST_AGREEMENTS);
  const rows = read.slice(0, LATEST_AGREEMENTS);
  const lines = rows.map((r) => agreementLine(r, now));
  const message = url.searchParams.get("agreementError");
  const done = url.searchParams.get("saved") === "agreement" ? url.searchParams.get("agreement") : null;
  return {
    lines,
    /** Older links exist (on the agreements' "show all" page); one of the links was signed (the send form is gone). */
    more: read.length > LATEST_AGREEMENTS,
    signed,
    events: events.map((e) => ({ at: e.at, kind: e.kind, detail: e.detail })),
    defaultName: rows[0]?.signerName ?? lead.name,
    feeNeeded: lead.expectedFeeCents === null,
    formKey: crypto.randomUUID(),
    error: message ? { field: url.searchParams.get("agreementField") ?? "form", message: message.slice(0, 300) } : null,
    flash:
      done === "sent"
        ? "Sent for signature"
        : done === "revoked"
          ? "Link withdrawn"
          : done === "unchanged"
            ? "Nothing to withdraw: the link was already closed"
            : "",
  };
}

/** Send (or send again) for signature, or withdraw a link. */
const agreementForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("send-agreement"),
    formKey,
    signerName: z
      .pipe(z.string(), z.transform(cleanLine))
      .check(z.minLength(2, "Confirm the signer's full legal name"), z.maxLength(200, "A name is at most 200 characters")),
    capacity: z.enum(["self", "guardian", "representative"], "Choose whom the signer signs for"),
    expectedFee: z.optional(z.string()),
  }),
  z.object({ intent: z.literal("revoke-agreement"), agreementId: z.coerce.number().check(z.int(), z.positive()) }),
]);

export type AgreementField = "signerName" | "capacity" | "expectedFee" | "form";

/** The fee is asked for only when the request has none (`feeNeeded`): what staff typed before stays. */
export function readAgreementForm(form: Record<string, unknown>, feeNeeded: boolean) {
  const parsed = agreementForm.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = String(issue?.path[0] ?? "");
    const field: AgreementField = path === "signerName" || path === "capacity" ? path : "form";
    return { ok: false as const, field, error: field === "form" ? "That did not work: reload the page and try again" : issue.message };
  }
  if (parsed.data.intent !== "send-agreement") return { ok: true as const, input: parsed.data };
  const cents = feeNeeded ? feeCents(parsed.data.expectedFee ?? "") : null;
  if (cents === undefined) return { ok: false as const, field: "expectedFee" as const, error: "Write the expected fee as an amount, like 25,000" };
  if (feeNeeded && cents === null)
    return { ok: false as const, field: "expectedFee" as const, error: "Type the expected fee first (the Google Ads file reports it)" };
  return { ok: true as const, input: { ...parsed.data, feeCents: cents } };
}

/** The panel's plain form posts (its own route, with the request's id as the desk reads it), refused from another origin. */
export async function agreementAction({ context, request }: Pick<ActionFunctionArgs, "context" | "request">, id: number | null) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  if (id === null) throw data("No such request", { status: 404 });
  const back = (query: Record<string, string>) => redirect(`/desk/leads/${id}?${new URLSearchParams(query)}#agreement`, 303);
  const [lead] = await db.select({ expectedFeeCents: leads.expectedFeeCents }).from(leads).where(eq(leads.id, id));
  if (!lead) return back({ agreementError: "This request no longer exists; nothing was sent", agreementField: "form" });
  const read = readAgreementForm(Object.fromEntries(await request.formData()), lead.expectedFeeCents === null);
  if (!read.ok) return back({ agreementError: read.error, agreementField: read.field });
  const now = new Date();
  if (read.input.intent === "revoke-agreement") {
    const row = await agreementById(db, read.input.agreementId);
    const done = row?.leadId === id && (await revokeAgreement(db, id, row.id, email, now));
    log("info", "agreement_revoked", { leadId: id, agreementId: read.input.agreementId, done });
    return back({ saved: "agreement", agreement: done ? "revoked" : "unchanged" });
  }
  const { signerName, capacity, feeCents: fee, formKey: key } = read.input;
  const sent = await sendAgreement(env, db, { leadId: id, signerName, capacity, feeCents: fee, by: email, formKey: key, now });
  if (sent.kind === "gone") return back({ agreementError: "This request no longer exists; nothing was sent", agreementField: "form" });
  if (sent.kind === "off" || sent.kind === "unreachable") return back({ agreementError: `Not sent: ${sent.problem}`, agreementField: "form" });
  return back({ saved: "agreement", agreement: "sent" });
}

/** Turning a person away cancels the coming consultation and withdraws open agreement links (decision 0068), asked
 * first; the question's token names what it showed, so anything booked or sent meanwhile is asked about again. */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { OpenWorkWords } from "~/content/closing-a-request";
import type { Db } from "~/db/client.server";
import { agreements, consultations, leads } from "~/db/schema.server";
import { type ConsultationKind, isTurnedAway, type LeadStatus } from "~/db/statuses";
import { revokeAgreement } from "~/agreements/agreement.server";
import { ownerName } from "~/content/intake-roster";
import { kentShort } from "~/lib/kent-time";
import { kindLabel } from "~/consultations/booking-form";
import { cancelConsultation } from "~/consultations/booking.server";

export interface OpenWork {
  consultation: { id: number; sequence: number; startsAt: string; kind: ConsultationKind; hostEmail: string } | null;
  agreements: { id: number; sentAt: string }[];
}

const NOTHING: OpenWork = { consultation: null, agreements: [] };

/** What the move would close; nothing unless it turns the person away from where the form saw the request. */
export async function openWork(db: Db, leadId: number, move: { from: LeadStatus; to: LeadStatus }, now: Date): Promise<OpenWork> {
  if (!isTurnedAway(move.to) || move.from === move.to) return NOTHING;
  const at = now.toISOString();
  const [[lead], [consultation], links] = await db.batch([
    db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)),
    db
      .select({
        id: consultations.id,
        sequence: consultations.sequence,
        startsAt: consultations.startsAt,
        kind: consultations.kind,
        hostEmail: consultations.hostEmail,
      })
      .from(consultations)
      .where(and(eq(consultations.leadId, leadId), eq(consultations.status, "scheduled"), gt(consultations.startsAt, at)))
      .orderBy(asc(consultations.startsAt))
      .limit(1),
    db
      .select({ id: agreements.id, sentAt: agreements.sentAt })
      .from(agreements)
      .where(and(eq(agreements.leadId, leadId), inArray(agreements.status, ["sent", "viewed"]), gt(agreements.expiresAt, at)))
      .orderBy(asc(agreements.id)),
  ]);
  if (lead?.status !== move.from) return NOTHING;
  return { consultation: consultation ?? null, agreements: links };
}

export const hasOpenWork = (work: OpenWork) => work.consultation !== null || work.agreements.length > 0;

/** "c12.3-a7-a9": the consultation at the SEQUENCE the question saw, and the agreement links it named. */
export const workToken = (work: OpenWork) =>
  [work.consultation ? `c${work.consultation.id}.${work.consultation.sequence}` : "", ...work.agreements.map((a) => `a${a.id}`)].filter(Boolean).join("-");

export function openWorkWords(work: OpenWork): OpenWorkWords {
  const c = work.consultation;
  return {
    consultation: c ? `${kentShort(c.startsAt)} (Kent time), ${kindLabel[c.kind].toLowerCase()}, with ${ownerName(c.hostEmail)}` : null,
    agreements: work.agreements.map((a) => kentShort(a.sentAt)),
  };
}

function readToken(token: string): { consultation: { id: number; sequence: number } | null; agreements: number[] } {
  const consultation = /^c(\d+)\.(\d+)/.exec(token);
  return {
    consultation: consultation ? { id: Number(consultation[1]), sequence: Number(consultation[2]) } : null,
    agreements: [...token.matchAll(/a(\d+)/g)].map((m) => Number(m[1])),
  };
}

/** Closes what the confirmed question named, after the status change: the desk's own cancellation keyed on this form
 * (a repost sends nothing twice), each link withdrawn if still open. */
export async function closeOpenWork(
  env: Env,
  db: Db,
  input: { leadId: number; token: string; by: string; formKey: string; now: Date },
): Promise<{ consultation: boolean; agreements: number }> {
  const named = readToken(input.token);
  let consultation = false;
  if (named.consultation) {
    const cancelled = await cancelConsultation(
      env,
      db,
      input.leadId,
      { intent: "cancel-consultation", formKey: `${input.formKey}-consultation`, consultationId: named.consultation.id, sequence: named.consultation.sequence },
      input.by,
      input.now,
    );
    consultation = cancelled.kind === "cancelled" || cancelled.kind === "repeat";
  }
  let agreements = 0;
  for (const id of named.agreements) if (await revokeAgreement(db, input.leadId, id, input.by, input.now)) agreements++;
  return { consultation, agreements };
}

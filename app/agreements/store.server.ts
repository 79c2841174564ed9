// The one writer of agreements and agreement_events (decision 0057): every write that must happen once is a
// conditional UPDATE on the row's status; the move to signed is the leads store's statements, in the same batch.
import { and, desc, eq, exists, inArray, ne, not, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { given } from "~/db/guarded-change.server";
import { type AgreementEventRow, type AgreementRow, agreementEvents, agreements } from "~/db/schema.server";
import { setSigned, statusChangeStatements } from "~/leads/store.server";

export async function agreementById(db: Db, id: number): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  return row;
}

export async function agreementByTokenHash(db: Db, tokenHash: string): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.tokenHash, tokenHash));
  return row;
}

export async function agreementByFormKey(db: Db, formKey: string): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.formKey, formKey));
  return row;
}

export async function holdsFile(db: Db, key: string): Promise<boolean> {
  const [held] = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(or(eq(agreements.unsignedKey, key), eq(agreements.signedKey, key)));
  return Boolean(held);
}

export interface AgreementFile {
  rows: AgreementRow[];
  events: AgreementEventRow[];
}

export async function agreementsOf(db: Db, leadId: number): Promise<AgreementFile> {
  const [rows, events] = await db.batch([
    db.select().from(agreements).where(eq(agreements.leadId, leadId)).orderBy(desc(agreements.id)),
    db.select().from(agreementEvents).where(eq(agreementEvents.leadId, leadId)).orderBy(agreementEvents.id),
  ]);
  return { rows, events };
}

const mine = alias(agreements, "mine");

/** The new link, once per form key; the request's earlier open links are withdrawn only if this one went in. */
export async function insertAgreement(db: Db, row: typeof agreements.$inferInsert): Promise<AgreementRow | undefined> {
  const [inserted] = await db.batch([
    db.insert(agreements).values(row).onConflictDoNothing().returning(),
    db
      .update(agreements)
      .set({ status: "revoked", revokedAt: row.sentAt, revokedBy: row.sentBy })
      .where(
        and(
          eq(agreements.leadId, row.leadId),
          inArray(agreements.status, ["sent", "viewed"]),
          ne(agreements.tokenHash, row.tokenHash),
          exists(
            db
              .select({ one: sql`1` })
              .from(mine)
              .where(eq(mine.tokenHash, row.tokenHash)),
          ),
        ),
      ),
  ]);
  return inserted[0];
}

/** An event on a link, once per link and kind. */
const eventOnce = (db: Db, agreementId: number, kind: string, detail: string | null, at: string, when?: ReturnType<typeof and>) =>
  db.insert(agreementEvents).select(
    db
      .select({
        id: given(null, "id"),
        leadId: agreements.leadId,
        agreementId: agreements.id,
        at: given(at, "at"),
        kind: given(kind, "kind"),
        detail: given(detail, "detail"),
      })
      .from(agreements)
      .where(
        and(
          eq(agreements.id, agreementId),
          when,
          not(
            exists(
              db
                .select({ one: sql`1` })
                .from(agreementEvents)
                .where(and(eq(agreementEvents.agreementId, agreementId), eq(agreementEvents.kind, kind))),
            ),
          ),
        ),
      ),
  );

/** Withdraws an open link and records it once; true when this call withdrew it. */
export async function revokeLink(db: Db, c: { leadId: number; agreementId: number; by: string; at: string; detail: string }): Promise<boolean> {
  const [done] = await db.batch([
    db
      .update(agreements)
      .set({ status: "revoked", revokedAt: c.at, revokedBy: c.by })
      .where(and(eq(agreements.id, c.agreementId), eq(agreements.leadId, c.leadId), inArray(agreements.status, ["sent", "viewed"])))
      .returning({ id: agreements.id }),
    eventOnce(db, c.agreementId, "revoked-by-staff", c.detail, c.at, and(eq(agreements.status, "revoked"), eq(agreements.revokedAt, c.at))),
  ]);
  return done.length > 0;
}

/** What the desk is told about a link (a refused post, a reuse), once per link and kind. */
export async function recordLinkEvent(db: Db, row: Pick<AgreementRow, "id">, kind: string, detail: string | null, at: string): Promise<void> {
  await eventOnce(db, row.id, kind, detail, at);
}

/** The electronic-records consent: "viewed" and "consented" at once, the first time only. */
export async function recordConsent(db: Db, row: AgreementRow, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .update(agreements)
    .set({ status: "viewed", viewedAt: at, consentedAt: at })
    .where(and(eq(agreements.id, row.id), eq(agreements.status, "sent"), sql`${agreements.expiresAt} > ${at}`));
}

export interface SignedClaim {
  at: string;
  signedKey: string;
  signedSha256: string;
  typedName: string;
  ip: string | null;
  userAgent: string | null;
  documentHash: string;
  by: string;
}

/** The claim, the request's status change to signed (its fee unless staff set one) and the end of its cadence,
 * as one batch: the request's writes happen only if the row now carries this attempt's key. The request's update
 * does not wait for the history row: a request already signed by hand still takes the fee and stops its calls. */
export async function claimSigned(db: Db, row: AgreementRow, s: SignedClaim): Promise<boolean> {
  const ours = exists(
    db
      .select({ one: sql`1` })
      .from(mine)
      .where(and(eq(mine.id, row.id), eq(mine.signedKey, s.signedKey))),
  );
  const [history] = statusChangeStatements(db, {
    leadId: row.leadId,
    to: "signed",
    from: "any",
    by: s.by,
    formKey: `agreement-signed:${row.id}`,
    at: s.at,
    when: ours,
    fee: { unlessSet: row.feeCents },
  });
  const [claim] = await db.batch([
    db
      .update(agreements)
      .set({
        status: "signed",
        signedAt: s.at,
        signedName: s.typedName,
        ip: s.ip,
        userAgent: s.userAgent,
        signedKey: s.signedKey,
        signedSha256: s.signedSha256,
      })
      .where(
        and(eq(agreements.id, row.id), eq(agreements.status, "viewed"), eq(agreements.documentSha256, s.documentHash), sql`${agreements.expiresAt} > ${s.at}`),
      )
      .returning({ id: agreements.id }),
    history,
    ...setSigned(db, row.leadId, row.feeCents, ours),
  ]);
  return claim.length > 0;
}

// A request staff take by phone or at the door, stored as the form's are (to intake/, issue 56).
import type { NewLeadRow } from "~/db/schema.server";
import type { Db } from "~/db/client.server";
import { attemptNew } from "~/deliveries/engine.server";
import { planDeliveries } from "~/deliveries/plan.server";
import { storeLead } from "~/leads/intake.server";
import { errorMessage, log } from "~/lib/log";

export interface DeskRequest {
  formKey: string;
  name: string;
  phone: string | null;
  email: string;
  caseType: string;
  language: "en" | "es";
  description: string;
  owner: string;
}

/** The deliveries a desk-made request gets: the records the team keeps (staff inbox, webhook, CRM); no
 * acknowledgement to the person and no on-call text, as a staff member is already with them. */
const deskChannels = ["staff-email", "webhook", "clio-grow"];

/** Stored through storeLead (the owner, the cadence and the same-person link come with it); once per form. */
export async function createRequest(env: Env, db: Db, input: DeskRequest, by: string, now: Date): Promise<{ id: number; created: boolean }> {
  const row: NewLeadRow = {
    createdAt: now.toISOString(),
    name: input.name,
    email: input.email,
    phone: input.phone,
    caseType: input.caseType,
    description: input.description,
    sourcePage: "",
    sourceUrl: "",
    pageTitle: "",
    // The web form's box was never shown to them.
    privacyConsent: false,
    idempotencyKey: input.formKey,
    leadKey: `desk:${input.formKey}`,
    submittedVia: "desk",
    turnstile: "not-applicable",
    language: input.language,
    channel: "phone",
    ownerEmail: input.owner,
  };
  const stored = await storeLead(db, row, planDeliveries(env, row, now).filter((d) => deskChannels.includes(d.channel)));
  // The trigger leaves a desk-made request's first owner to this row, which names who gave it.
  await db.$client
    .prepare(
      `INSERT INTO lead_owner_changes (lead_id, changed_at, changed_by, from_owner, to_owner, form_key)
       SELECT id, created_at, ?2, NULL, owner_email, 'arrival:' || id FROM leads WHERE id = ?1 AND owner_email IS NOT NULL ON CONFLICT (form_key) DO NOTHING`,
    )
    .bind(stored.lead.id, by)
    .run();
  if (stored.created) await attemptNew(env, stored.deliveries).catch((error) => log("error", "delivery_attempt_error", { leadId: stored.lead.id, message: errorMessage(error) }));
  return { id: stored.lead.id, created: stored.created };
}

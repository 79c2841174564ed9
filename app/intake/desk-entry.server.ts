// A request staff take by phone or at the door (source: phone): stored as the site's are, so the owner, the
// cadence and the same-person link apply; no acknowledgement and no Turnstile. Once per form key.
import { data, redirect, type RouterContextProvider } from "react-router";
import * as z from "zod/mini";
import { caseTypeValues } from "~/content/case-types";
import { intakeRoster, rosterMember } from "~/content/intake-roster";
import type { Db } from "~/db/client.server";
import type { NewLeadRow } from "~/db/schema.server";
import { attemptNew } from "~/deliveries/engine.server";
import { cleanLine } from "~/lib/clean-text";
import { formKey, staffOf } from "~/lib/desk-post.server";
import { refuseCrossOrigin } from "~/lib/http.server";
import { errorMessage, log } from "~/lib/log";
import { normalizePhone } from "~/lib/people";
import { arrivalOwnerStatement } from "~/owners/store.server";
import { createLead } from "./arrival.server";

const NAME_ASK = "Write the person's name";
const DESCRIBE = "Write what happened, in a few words";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ownerChoice = z.string("Choose who takes it").check(z.refine((to) => to === "me" || rosterMember(to) !== undefined, "Choose a colleague from the list"));

/** A phone number or an email address (or both). */
export const newRequestForm = z.object({
  formKey,
  // One line, as the public form's: a name reaches email subjects and display names (decision 0065).
  name: z.pipe(z.string(NAME_ASK), z.transform(cleanLine)).check(z.minLength(1, NAME_ASK), z.maxLength(100, "A name is at most 100 characters")),
  phone: z.string().check(
    z.trim(),
    z.maxLength(30, "That is too long for a phone number"),
    z.refine((text) => text === "" || normalizePhone(text) !== null, "Write a phone number with its area code, like (253) 555-0199"),
  ),
  email: z.string().check(
    z.trim(),
    z.maxLength(254, "That is too long for an email address"),
    z.refine((text) => text === "" || EMAIL.test(text), "That is not a whole email address, like name@example.com"),
  ),
  caseType: z.enum(caseTypeValues, "Choose the type of case"),
  language: z.enum(["en", "es"], "Choose the language they speak"),
  description: z.string(DESCRIBE).check(z.trim(), z.minLength(1, DESCRIBE), z.maxLength(5000, "A description is at most 5,000 characters")),
  owner: ownerChoice,
});

export type NewRequestField = "name" | "phone" | "email" | "caseType" | "language" | "description" | "owner" | "form";
export type NewRequestErrors = Partial<Record<NewRequestField, string>>;
const fields: NewRequestField[] = ["name", "phone", "email", "caseType", "language", "description", "owner"];

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

/** Stored through createLead (the owner, the cadence and the same-person link come with it); once per form. */
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
  const stored = await createLead(env, db, row, { only: deskChannels, now });
  // The trigger leaves a desk-made request's first owner to this row, which names who gave it.
  await arrivalOwnerStatement(db, row.leadKey, by).run();
  if (stored.created)
    await attemptNew(env, stored.deliveries).catch((error) => log("error", "delivery_attempt_error", { leadId: stored.lead.id, message: errorMessage(error) }));
  return { id: stored.lead.id, created: stored.created };
}

export function deskEntryLoader({ context }: { context: Readonly<RouterContextProvider> }) {
  const { email } = staffOf(context);
  return { me: email, formKey: crypto.randomUUID(), colleagues: intakeRoster.filter((m) => m.email !== email).map((m) => ({ email: m.email, name: m.name })) };
}

export async function deskEntryAction({ context, request }: { context: Readonly<RouterContextProvider>; request: Request }) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const form = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v.slice(0, 5000) : ""]));
  const refuse = (errors: NewRequestErrors) => data({ errors, values }, { status: 400 });
  const parsed = newRequestForm.safeParse(form);
  if (!parsed.success) {
    const errors: NewRequestErrors = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "form");
      const key = (fields as string[]).includes(name) ? (name as NewRequestField) : "form";
      errors[key] ??= key === "form" ? "This form is out of date: reload the page and enter the request again" : issue.message;
    }
    return refuse(errors);
  }
  const input = parsed.data;
  if (!input.phone && !input.email) return refuse({ phone: "Write a phone number or an email address: one way to reach them" });
  const stored = await createRequest(env, db, { ...input, phone: input.phone || null, owner: input.owner === "me" ? email : input.owner }, email, new Date());
  if (stored.created) log("info", "desk_request_created", { leadId: stored.id });
  return redirect(`/desk/leads/${stored.id}?saved=created`, 303);
}

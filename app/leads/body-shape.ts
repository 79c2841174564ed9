/**
 * The shape of the lead endpoint's JSON body, checked at the door (worker/api.ts, with
 * @hono/zod-validator) before the lead service reads it: an object whose known fields have
 * the right types and fit their limits (app/leads/fields.ts, measured after the cleaning
 * the lead schema applies). What the fields must say (an email, a case type, consent) is
 * the lead schema's (./schema.ts), which also words the messages. The first-touch fields
 * are not checked here: the lead schema drops a junk value, and never refuses a person's
 * request for it.
 */
import * as z from "zod/mini";
import type { Lang } from "~/content/i18n";
import { formWords } from "~/content/consultation-form";
import { cleanLine, cleanText, IDEMPOTENCY_KEY, type LeadFieldErrors, leadLimits } from "./fields";
import { leadFieldErrors, leadSchema } from "./schema";

/** A text field: a string that fits `max` once cleaned (what the lead schema measures). */
const text = (max: number, clean: (value: string) => string = cleanLine) =>
  z.optional(z.string().check(z.refine((value) => clean(value).length <= max)));

export const leadBodyShape = z.looseObject({
  name: text(leadLimits.name),
  email: text(leadLimits.email),
  phone: text(leadLimits.phone),
  caseType: text(leadLimits.caseType),
  description: text(leadLimits.description, cleanText),
  privacyConsent: z.optional(z.boolean()),
  sourcePage: text(leadLimits.sourcePage),
  sourceUrl: text(leadLimits.sourceUrl),
  pageTitle: text(leadLimits.pageTitle),
  idempotencyKey: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY))),
  turnstileToken: text(leadLimits.token),
});

/**
 * The field messages for a body of the wrong shape, in `lang`: the lead schema's, which
 * refuses every field this shape refuses, so an answer from the door reads as one from
 * the lead service ("Please use text" for a field it would somehow let through).
 */
export function bodyShapeFieldErrors(
  input: Record<string, unknown>,
  issues: readonly { path: readonly PropertyKey[] }[],
  lang: Lang,
): LeadFieldErrors & Record<string, string> {
  const result = leadSchema(lang).safeParse(input);
  const errors = result.success ? {} : leadFieldErrors(result.error);
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= formWords[lang].fieldMessages.text;
  return errors;
}

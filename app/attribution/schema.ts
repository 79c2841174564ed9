// The first touch's checks, shared by the lead schema, the call-tap events and the Worker's
// carried parameters: a junk tracking value is dropped, never an error.
import * as z from "zod/mini";
import { cleanLine } from "~/lib/clean-text";
import { holdsSecret } from "~/lib/private-addresses";
import { attributionLimits, clickIdFields, utmFields } from "./fields";

/**
 * An attribution value: kept when it is well-formed text within its limit, dropped (never
 * an error) otherwise: a junk tracking value must not block a person's request.
 */
const kept = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.catch(z.optional(z.pipe(z.string(), z.transform(cleanLine)).check(z.minLength(1), z.maxLength(max), ...checks)), undefined);

/** Click ids are URL-safe tokens. */
const CLICK_ID = /^[A-Za-z0-9._~-]+$/;

export const attributionShape = {
  // A page whose address holds a secret (a signing link, the questions' key) is never a landing page (decision 0064).
  landingPage: kept(
    attributionLimits.landingPage,
    z.refine((page) => !holdsSecret(page)),
  ),
  referrer: kept(attributionLimits.referrer, z.regex(/^https?:\/\//i)),
  ...Object.fromEntries(utmFields.map((name) => [name, kept(attributionLimits.utm)])),
  ...Object.fromEntries(clickIdFields.map((name) => [name, kept(attributionLimits.clickId, z.regex(CLICK_ID))])),
} as Record<"landingPage" | "referrer" | (typeof utmFields)[number] | (typeof clickIdFields)[number], ReturnType<typeof kept>>;

/** A first touch on its own (the call-tap events): the same checks, every value optional. */
export const attributionSchema = z.object(attributionShape);

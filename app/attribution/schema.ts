// The first touch's checks, shared by the lead schema, the call-tap events and the Worker's
// carried parameters: a junk tracking value is dropped, never an error.
import * as z from "zod/mini";
import { cleanLine } from "~/lib/clean-text";
import { attributionLimits, clickIdFields, utmFields } from "./fields";

/**
 * An attribution value: kept when it is well-formed text within its limit, dropped (never
 * an error) otherwise: a junk tracking value must not block a person's request.
 */
const kept = (max: number, pattern?: RegExp) =>
  z.catch(
    z.optional(
      z.pipe(z.string(), z.transform(cleanLine)).check(
        z.minLength(1),
        z.maxLength(max),
        ...(pattern ? [z.regex(pattern)] : []),
      ),
    ),
    undefined,
  );

/** Click ids are URL-safe tokens. */
const CLICK_ID = /^[A-Za-z0-9._~-]+$/;

export const attributionShape = {
  landingPage: kept(attributionLimits.landingPage),
  referrer: kept(attributionLimits.referrer, /^https?:\/\//i),
  ...Object.fromEntries(utmFields.map((name) => [name, kept(attributionLimits.utm)])),
  ...Object.fromEntries(clickIdFields.map((name) => [name, kept(attributionLimits.clickId, CLICK_ID)])),
} as Record<"landingPage" | "referrer" | (typeof utmFields)[number] | (typeof clickIdFields)[number], ReturnType<typeof kept>>;

/** A first touch on its own (the call-tap events): the same checks, every value optional. */
export const attributionSchema = z.object(attributionShape);

/**
 * What a request's page posts (its forms, with or without JavaScript), read with one
 * schema: a status change, a note, or a delivery to retry. Each form carries its own
 * random key, so a form posted twice is applied once.
 */
import * as z from "zod/mini";
import { leadStatuses } from "./statuses";

const formKey = z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/));

/** "$12,500" or "12500.50" to cents; empty: no fee given. */
const fee = z.pipe(
  z.string().check(z.trim(), z.regex(/^\$?\s*(\d{1,3}(,\d{3})*|\d+)(\.\d{1,2})?$|^$/, "Write the expected fee as an amount, like 25,000")),
  z.transform((text) => (text === "" ? null : Math.round(Number(text.replace(/[$,\s]/g, "")) * 100))),
);

export const deskAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), formKey, from: z.enum(leadStatuses), to: z.enum(leadStatuses, "Choose a status"), expectedFee: z.optional(fee) }),
  z.object({ intent: z.literal("note"), formKey, body: z.string().check(z.trim(), z.minLength(1, "Write the note first"), z.maxLength(5000, "A note is at most 5,000 characters")) }),
  z.object({ intent: z.literal("retry"), deliveryId: z.coerce.number().check(z.int(), z.positive()) }),
]);
export type DeskAction = z.infer<typeof deskAction>;

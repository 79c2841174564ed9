/**
 * What a request's page posts (its forms, with or without JavaScript), read with one
 * schema: a status change, a note, or a delivery to retry. Each form carries its own
 * random key, so a form posted twice is applied once. A refusal names the field it is
 * about, so the page can tie the message to that field.
 */
import * as z from "zod/mini";
import { type LeadStatus, leadStatuses, takesFee } from "./statuses";

const formKey = z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/));

const FEE = /^\$?\s*(\d{1,3}(,\d{3})*|\d+)(\.\d{1,2})?$/;

/** "$12,500" or "12500.50" to cents; empty: no fee given; undefined: not an amount. */
export function feeCents(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return FEE.test(trimmed) ? Math.round(Number(trimmed.replace(/[$,\s]/g, "")) * 100) : undefined;
}

const deskForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    formKey,
    from: z.enum(leadStatuses),
    to: z.enum(leadStatuses, "Choose a status"),
    expectedFee: z.optional(z.string().check(z.maxLength(40, "Write the expected fee as an amount, like 25,000"))),
  }),
  z.object({ intent: z.literal("note"), formKey, body: z.string().check(z.trim(), z.minLength(1, "Write the note first"), z.maxLength(5000, "A note is at most 5,000 characters")) }),
  z.object({ intent: z.literal("retry"), deliveryId: z.coerce.number().check(z.int(), z.positive()) }),
]);

export type DeskAction =
  | { intent: "status"; formKey: string; from: LeadStatus; to: LeadStatus; expectedFeeCents: number | null }
  | { intent: "note"; formKey: string; body: string }
  | { intent: "retry"; deliveryId: number };

/** A field a refusal is about (the page ties the message to it). */
export type DeskField = "to" | "expectedFee" | "body" | "form";
export type DeskRead = { ok: true; input: DeskAction } | { ok: false; field: DeskField; error: string };

/**
 * Reads a posted form. The fee is read only as the chosen status needs it: an amount for
 * "signed"; nothing for any other status (a fee typed there is refused, not dropped).
 */
export function readDeskAction(form: Record<string, unknown>): DeskRead {
  const parsed = deskForm.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = String(issue?.path[0] ?? "");
    const field: DeskField = path === "to" || path === "expectedFee" || path === "body" ? path : "form";
    return { ok: false, field, error: issue?.message && field !== "form" ? issue.message : "That did not work: reload the page and try again" };
  }
  const input = parsed.data;
  if (input.intent !== "status") return { ok: true, input };
  const text = (input.expectedFee ?? "").trim();
  if (!takesFee(input.to)) {
    if (text !== "") return { ok: false, field: "expectedFee", error: "Only a signed request takes a fee: empty the fee or choose Signed" };
    return { ok: true, input: { intent: "status", formKey: input.formKey, from: input.from, to: input.to, expectedFeeCents: null } };
  }
  const cents = feeCents(text);
  if (cents === undefined) return { ok: false, field: "expectedFee", error: "Write the expected fee as an amount, like 25,000" };
  return { ok: true, input: { intent: "status", formKey: input.formKey, from: input.from, to: input.to, expectedFeeCents: cents } };
}

/** What the request page's action answers a JavaScript post with (without JavaScript: a 303). */
export type LeadActionResult =
  | { ok: true; intent: "status" | "note"; message: string; noteKey?: string }
  | { ok: true; intent: "retry"; message: string; deliveryId: number; status: string; error: string | null }
  | { ok: false; intent: DeskAction["intent"] | "unknown"; field: DeskField; error: string; deliveryId?: number };

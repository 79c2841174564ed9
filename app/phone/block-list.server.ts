// The block list's rules, for the request page's panel and the calls page alike: a number in E.164, never one of the
// firm's own numbers or a staff phone (blocking one would reject the firm's own calls).
import * as z from "zod/mini";
import { callsDeskWords } from "~/content/calls-desk";
import { firm } from "~/content/firm";
import type { Db } from "~/db/client.server";
import { staffPhones } from "~/intake/text-door.server";
import { formKey } from "~/lib/desk-post.server";
import { log } from "~/lib/log";
import { normalizePhone } from "~/lib/people";
import { displayNumber } from "~/lib/tel";
import { readPhoneSettings } from "./settings.server";
import { blockNumber, unblockNumber } from "./store.server";

const words = callsDeskWords.block;

export const blockForm = z.object({
  intent: z.literal("block-number"),
  formKey,
  e164: z.string().check(z.maxLength(40, words.badNumber)),
  reason: z.optional(z.string().check(z.maxLength(200, words.reasonTooLong))),
  confirmBlock: z.literal("yes", words.tickToBlock),
});
export const unblockForm = z.object({ intent: z.literal("unblock-number"), formKey, blockId: z.coerce.number().check(z.int(), z.positive()) });

function firmNumbers(env: Env): Set<string> {
  const settings = readPhoneSettings(env);
  const own = [firm.phone.e164, ...settings.numbers.values(), ...(settings.answeringService ? [settings.answeringService] : [])];
  const twilio = [env.TWILIO_FROM_NUMBER, env.TWILIO_TEXTING_NUMBER].map((n) => normalizePhone(String(n ?? ""))?.e164);
  return new Set([...own, ...twilio.filter((n): n is string => Boolean(n)), ...staffPhones(env)]);
}

export type BlockAnswer = { ok: true; message: string; already?: boolean } | { ok: false; error: string };

export async function blockCaller(env: Env, db: Db, input: z.infer<typeof blockForm>, by: string, now: Date): Promise<BlockAnswer> {
  const e164 = normalizePhone(input.e164)?.e164;
  if (!e164) return { ok: false, error: words.badNumber };
  if (firmNumbers(env).has(e164)) return { ok: false, error: words.ownNumber };
  const reason = input.reason?.trim() || null;
  const done = await blockNumber(db, { e164, reason, by, formKey: input.formKey, at: now.toISOString() });
  if (done === "blocked") log("info", "desk_number_blocked", {});
  return { ok: true, message: done === "already" ? words.already(displayNumber(e164)) : words.blocked(displayNumber(e164)), already: done === "already" };
}

export async function unblockCaller(db: Db, input: z.infer<typeof unblockForm>, by: string, now: Date): Promise<BlockAnswer> {
  const { done, e164 } = await unblockNumber(db, { id: input.blockId, by, formKey: input.formKey, at: now.toISOString() });
  if (done === "not-blocked" || !e164) return { ok: false, error: words.notBlocked };
  if (done === "unblocked") log("info", "desk_number_unblocked", {});
  return { ok: true, message: words.unblocked(displayNumber(e164)) };
}

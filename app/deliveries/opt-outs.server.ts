// Numbers that replied STOP (or that Twilio reports as opted out, error 21610). Every text to a
// visitor asks `mayText` first; START or UNSTOP removes the row.
import { eq } from "drizzle-orm";
import { textingWords } from "~/content/texting";
import type { Db } from "~/db/client.server";
import { textOptOuts } from "~/db/schema.server";
import { textKeyword } from "~/lib/texting";

export async function optedOut(db: Db, phoneE164: string) {
  return db.select().from(textOptOuts).where(eq(textOptOuts.phoneE164, phoneE164)).get();
}

/** The one check before any text goes to a number. */
export async function mayText(db: Db, phoneE164: string): Promise<boolean> {
  return !(await optedOut(db, phoneE164));
}

export async function optOut(db: Db, phoneE164: string, keyword: string, now: Date): Promise<void> {
  await db.insert(textOptOuts).values({ phoneE164, keyword, optedOutAt: now.toISOString() }).onConflictDoNothing();
}

export async function optIn(db: Db, phoneE164: string): Promise<void> {
  await db.delete(textOptOuts).where(eq(textOptOuts.phoneE164, phoneE164));
}

export type KeywordAnswer = { keyword: "stop" | "start" | "help"; reply: string | null };

/** A whole-message keyword recorded; the reply we send ourselves. Twilio answers the English words
 * (HELP and INFO too) on long codes itself, so for those the reply is null: empty TwiML, no double answer. */
export async function answerKeyword(db: Db, from: string, body: string, now: Date): Promise<KeywordAnswer | null> {
  const keyword = textKeyword(body);
  if (!keyword) return null;
  const words = textingWords[keyword.lang];
  if (keyword.kind === "stop") await optOut(db, from, keyword.word, now);
  if (keyword.kind === "start") await optIn(db, from);
  if (keyword.kind === "help") return { keyword: "help", reply: keyword.lang === "en" ? null : words.help };
  return { keyword: keyword.kind, reply: keyword.lang === "en" ? null : keyword.kind === "stop" ? words.stopped : words.started };
}

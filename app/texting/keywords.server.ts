// A whole-message keyword (STOP, START, HELP) from a visitor's text: recorded, and the reply we send ourselves.
import { textingWords } from "~/content/texting";
import type { Db } from "~/db/client.server";
import { optIn, optOut } from "~/deliveries/store.server";
import { textKeyword } from "./keywords";

export type KeywordAnswer = { keyword: "stop" | "start" | "help"; reply: string | null };

/** Twilio answers the English words (HELP, INFO too) on long codes itself: for those the reply is null (empty TwiML). */
export async function answerKeyword(db: Db, from: string, body: string, now: Date): Promise<KeywordAnswer | null> {
  const keyword = textKeyword(body);
  if (!keyword) return null;
  const words = textingWords[keyword.lang];
  if (keyword.kind === "stop") await optOut(db, from, keyword.word, now);
  if (keyword.kind === "start") await optIn(db, from);
  if (keyword.kind === "help") return { keyword: "help", reply: keyword.lang === "en" ? null : words.help };
  return { keyword: keyword.kind, reply: keyword.lang === "en" ? null : keyword.kind === "stop" ? words.stopped : words.started };
}

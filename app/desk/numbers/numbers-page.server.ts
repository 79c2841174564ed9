// The numbers page's loader: the range's requests and call taps, spend and costs, each person once.
import { googleAdsSettings } from "~/spend/google-ads";
import { daysBetween, summarize } from "~/desk/numbers/numbers";
import { numbersData } from "~/desk/numbers/numbers.server";
import { readRange } from "~/lib/period";
import { staffOf } from "~/lib/desk-post.server";
import { costNumbers } from "~/spend/cost-numbers";
import { spendForRange } from "~/spend/store.server";
import { callCounts } from "~/phone/call-counts";
import { callFactsInRange } from "~/phone/store.server";

export async function numbersPage({ context, request }: { context: Parameters<typeof staffOf>[0]; request: Request }) {
  const { env, db } = staffOf(context);
  const range = readRange(new URL(request.url));
  const [{ leads, callTaps }, spend] = await Promise.all([numbersData(db, range), spendForRange(db, range)]);
  const ads = googleAdsSettings(env);
  const cost = costNumbers(leads, spend, range);
  const callRows = await callFactsInRange(db, range.fromDay, range.toDay);
  const now = new Date();
  const calls = { bySource: callCounts(callRows, "source", now), byNumber: callCounts(callRows, "number", now) };
  return { range, numbers: summarize(leads, daysBetween(range.fromDay, range.toDay)), callTaps, adsProblem: typeof ads === "string" ? ads : null, cost, calls };
}

export type NumbersPageData = Awaited<ReturnType<typeof numbersPage>>;

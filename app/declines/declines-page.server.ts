/** The declines page's data: its period (the last 90 days unless chosen) and the months in it. */
import type { LoaderFunctionArgs } from "react-router";
import { staffOf } from "~/lib/desk-post.server";
import { addDays, kentDay } from "~/lib/kent-time";
import { declinesByMonthOf, declinesRange } from "./declines-report";
import { closedLeads } from "./store.server";

export async function declinesPageData({ context, request }: Pick<LoaderFunctionArgs, "context" | "request">) {
  const { db } = staffOf(context);
  const now = new Date();
  const range = declinesRange(new URL(request.url), now);
  const today = kentDay(now);
  return { range, months: await declinesByMonthOf(closedLeads(db, range)), yearStart: `${today.slice(0, 4)}-01-01`, yearAgo: addDays(today, -364), today };
}

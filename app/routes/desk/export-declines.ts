/** Declined and referred by Kent month as CSV (app/declines/declines-report.ts), formulas disarmed (app/lib/csv.ts): the
 * requests are read a page at a time, and the file is a line per month, so it is built whole. */
import { DECLINES_COLUMNS, declinesByMonthOf, declinesCsvRows, declinesRange } from "~/declines/declines-report";
import { closedLeads } from "~/declines/store.server";
import { staffOf } from "~/lib/desk-post.server";
import { csvDownload, csvLine } from "~/lib/csv";
import { log } from "~/lib/log";
import type { Route } from "./+types/export-declines";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, email } = staffOf(context);
  const range = declinesRange(new URL(request.url));
  const months = await declinesByMonthOf(closedLeads(db, range));
  log("info", "desk_export", { kind: "declines", by: email, rows: months.length, from: range.fromDay, to: range.toDay });
  return csvDownload(`declined-and-referred-${range.fromDay}-to-${range.toDay}.csv`, [csvLine([...DECLINES_COLUMNS]), ...declinesCsvRows(months).map(csvLine)]);
}

/** The range's requests as a report a firm can open in a spreadsheet (app/desk/reports.ts); formulas
 * disarmed (app/lib/csv.ts). A person's whole data is the JSON download of /desk/data-requests. */
import { REPORT_COLUMNS, reportRow } from "~/desk/reports";
import { reportLeads } from "~/desk/reports.server";
import { readRange } from "~/lib/period";
import { staffOf } from "~/lib/desk-post.server";
import { csvDownload, csvLine } from "~/lib/csv";
import { log } from "~/lib/log";
import type { Route } from "./+types/export-leads";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, email } = staffOf(context);
  const range = readRange(new URL(request.url));
  const rows = await reportLeads(db, range);
  const now = new Date();
  log("info", "desk_export", { kind: "leads", by: email, rows: rows.length, from: range.fromDay, to: range.toDay });
  return csvDownload(`requests-${range.fromDay}-to-${range.toDay}.csv`, [csvLine([...REPORT_COLUMNS]), ...rows.map((row) => csvLine(reportRow(row, now)))]);
}

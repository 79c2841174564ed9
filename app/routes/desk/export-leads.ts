/** The range's requests as CSV, every column, safe to open in a spreadsheet (app/lib/csv.ts). */
import { leadsForExport } from "~/desk/numbers.server";
import { readRange } from "~/desk/range";
import { staffOf } from "~/desk/staff.server";
import { csvLine } from "~/lib/csv";
import { log } from "~/lib/log";
import type { Route } from "./+types/export-leads";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, db, email } = staffOf(context);
  const range = readRange(new URL(request.url));
  const rows = await leadsForExport(db, range);
  const columns = rows.length ? Object.keys(rows[0]) : ["id"];
  log("info", "desk_export", { kind: "leads", by: email, rows: rows.length, from: range.fromDay, to: range.toDay });
  return new Response([csvLine(columns), ...rows.map((row) => csvLine(columns.map((c) => row[c])))].join(""), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="requests-${range.fromDay}-to-${range.toDay}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

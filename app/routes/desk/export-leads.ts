/** The range's requests as a report a firm can open in a spreadsheet (app/desk/numbers/requests-report.ts); formulas
 * disarmed (app/lib/csv.ts). A person's whole data is the JSON download of /desk/data-requests. */
import { requestsExport } from "~/desk/numbers/requests-report.server";
import type { Route } from "./+types/export-leads";

export const loader = (args: Route.LoaderArgs) => requestsExport(args);

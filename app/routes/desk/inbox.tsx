/** The inbox: Due now (the calls the cadence wants, deadlines first), mine, unassigned or all, 25 a page,
 * searched and filtered by a GET form (empty values redirect away); a row shows its wait, calls and a call button. */
import { InboxPage } from "~/desk/inbox/inbox-page";
import { inboxPage } from "~/desk/inbox/inbox-page.server";
import { viewLabel } from "~/desk/inbox/inbox-query";
import type { Route } from "./+types/inbox";

export const loader = (args: Route.LoaderArgs) => inboxPage(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? viewLabel[loaderData.view] : "Inbox"} | Intake desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxPage loaderData={loaderData} />;
}

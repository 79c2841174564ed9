/** One of a request's lists in full (decision 0096): `leads/:id/all/:list`, 50 a page by keyset, in the desk's frame. */
import { listPage } from "~/desk/request/lists.server";
import { listTitle, RequestListError, RequestListPage } from "~/desk/request/list-page";
import type { Route } from "./+types/lead-list";

export const loader = (args: Route.LoaderArgs) => listPage(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `#${loaderData.lead.id} ${listTitle[loaderData.list]}` : "Request"} | Intake desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function LeadListPage({ loaderData }: Route.ComponentProps) {
  return <RequestListPage page={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RequestListError error={error} />;
}

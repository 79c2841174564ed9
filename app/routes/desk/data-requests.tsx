/** A person's data on request (Washington's My Health My Data Act, decision 0032): find what D1 holds for
 * an email or phone, download it or erase it after asking again, audited without the person's data. Every
 * form is a POST (no address in a URL), works without JavaScript, is refused cross-origin and acts once. */
import { DataRequestsPage } from "~/data-requests/data-requests-page";
import { dataRequestsAction, dataRequestsPage } from "~/data-requests/data-requests-page.server";
import type { Route } from "./+types/data-requests";

export const loader = (args: Route.LoaderArgs) => dataRequestsPage(args);
export const action = (args: Route.ActionArgs) => dataRequestsAction(args);

export const meta: Route.MetaFunction = () => [{ title: "A person's data | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function DataRequests({ loaderData, actionData }: Route.ComponentProps) {
  return <DataRequestsPage loaderData={loaderData} actionData={actionData} />;
}

/** /desk/conflicts: the firm's list for the conflict check (app/conflicts/party-list-page.tsx). */
import { PartyListPage } from "~/conflicts/party-list-page";
import { partyListAction, partyListLoader } from "~/conflicts/party-list-page.server";
import type { Route } from "./+types/conflicts";

export const loader = (args: Route.LoaderArgs) => partyListLoader(args);

export const action = (args: Route.ActionArgs) => partyListAction(args);

export const meta: Route.MetaFunction = () => [{ title: "Conflict check | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function Conflicts({ loaderData, actionData }: Route.ComponentProps) {
  return <PartyListPage list={loaderData.list} uploaded={loaderData.uploaded} problems={actionData?.problems ?? []} />;
}

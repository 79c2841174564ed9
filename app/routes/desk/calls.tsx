/** /desk/calls: calls to the firm's numbers, the hang-ups and the block list (app/phone/calls-page.tsx). */
import { CallsPage } from "~/phone/calls-page";
import { callsPageAction, callsPageLoader } from "~/phone/calls-page.server";
import type { Route } from "./+types/calls";

export const loader = (args: Route.LoaderArgs) => callsPageLoader(args);

export const action = (args: Route.ActionArgs) => callsPageAction(args);

export const meta: Route.MetaFunction = () => [{ title: "Calls | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function Calls({ loaderData }: Route.ComponentProps) {
  return <CallsPage data={loaderData} />;
}

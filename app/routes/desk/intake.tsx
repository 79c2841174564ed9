/** Who is on intake today: the roster's hours and the desk's switch for today (a sick day needs no deploy).
 * New requests go round-robin among the members on intake now. Plain forms: a 303 back with `?saved=`. */
import { IntakePage } from "~/owners/intake-page";
import { intakePage, intakeSwitchAction } from "~/owners/intake-page.server";
import type { Route } from "./+types/intake";

export const loader = (args: Route.LoaderArgs) => intakePage(args);
export const action = (args: Route.ActionArgs) => intakeSwitchAction(args);

export const meta: Route.MetaFunction = () => [{ title: "Who is on intake today | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function Intake({ loaderData, actionData }: Route.ComponentProps) {
  return <IntakePage loaderData={loaderData} actionData={actionData} />;
}

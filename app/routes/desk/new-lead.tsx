/** A request staff take by phone or at the door: the body and its service are intake's (desk-entry*). */
import { DeskEntryPage } from "~/intake/desk-entry-page";
import { deskEntryAction, deskEntryLoader } from "~/intake/desk-entry.server";
import type { Route } from "./+types/new-lead";

export const loader = deskEntryLoader;
export const action = deskEntryAction;

export const meta: Route.MetaFunction = () => [{ title: "New request from a call or walk-in | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function NewLeadPage({ loaderData, actionData }: Route.ComponentProps) {
  return <DeskEntryPage loaderData={loaderData} actionData={actionData} />;
}

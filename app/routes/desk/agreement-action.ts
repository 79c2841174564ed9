/** The fee agreement panel's posts (decision 0057): send for signature, or withdraw a link. */
import { redirect } from "react-router";
import { agreementAction } from "~/agreements/agreement-panel.server";
import { deskId } from "~/desk/paths";
import type { Route } from "./+types/agreement-action";

export const loader = ({ params }: Route.LoaderArgs) => redirect(`/desk/leads/${deskId(params.id) ?? ""}#agreement`, 303);

export const action = (args: Route.ActionArgs) => agreementAction(args, deskId(args.params.id));

/** /desk/declines: declined and referred out, by Kent month (app/declines/declines-page.tsx). */
import { DeclinesPage } from "~/declines/declines-page";
import { declinesPageData } from "~/declines/declines-page.server";
import type { Route } from "./+types/declines";

export const loader = (args: Route.LoaderArgs) => declinesPageData(args);

export const meta: Route.MetaFunction = () => [{ title: "Declined and referred | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function Declines({ loaderData }: Route.ComponentProps) {
  return <DeclinesPage {...loaderData} />;
}

/** A person's data as a JSON file to send them, without the firm's wiring (decision 0032). A POST keeps the
 * address out of the URL and stops links on other sites; each download is audited once per form key,
 * and a key used for anything else is refused. */
import { data } from "react-router";
import { downloadAction } from "~/data-requests/data-requests-page.server";
import { staffOf } from "~/lib/desk-post.server";
import type { Route } from "./+types/data-requests-export";

export function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  throw data("Download a person's data with the Download button on /desk/data-requests.", { status: 405, headers: { Allow: "POST" } });
}

export const action = (args: Route.ActionArgs) => downloadAction(args);

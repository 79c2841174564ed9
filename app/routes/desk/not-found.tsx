/** An address under /desk that no desk page claims: a 404 in the desk's frame (the site's not-found page needs the site's menus, which the desk does not load). */
import { data, Link } from "react-router";
import { log } from "~/lib/log";
import type { Route } from "./+types/not-found";

export function loader({ url }: Route.LoaderArgs) {
  log("warn", "desk_page_not_found", { path: url.pathname });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Not found | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function DeskNotFound() {
  return (
    <section aria-labelledby="desk-not-found">
      <h1 id="desk-not-found" className="text-2xl font-bold">
        No desk page at this address
      </h1>
      <p className="mt-2">
        The link may be old or mistyped.{" "}
        <Link to="/desk" className="underline underline-offset-4">
          Back to the inbox
        </Link>
      </p>
    </section>
  );
}

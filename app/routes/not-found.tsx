import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/not-found-page";
import { log } from "~/lib/log";

/**
 * Every address no other route claims: the not-found page (in Spanish under /es/) with
 * status 404, and one structured log line.
 */
export function loader({ url, request }: Route.LoaderArgs) {
  log("warn", "page_not_found", { path: url.pathname, referrer: request.headers.get("referer") ?? undefined });
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

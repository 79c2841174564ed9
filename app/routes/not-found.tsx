import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/not-found-page";
import { log } from "~/lib/log";

/** The origin of a Referer header, if it names one: its path and query may carry a
 * visitor's tags or search words, which have no place in a log. */
function refererOrigin(referer: string | null): string | undefined {
  try {
    const { origin } = new URL(referer ?? "");
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Every address no other route claims: the not-found page (in Spanish under /es/) with
 * status 404, and one structured log line (the path without its query). */
export function loader({ url, request }: Route.LoaderArgs) {
  log("warn", "page_not_found", { path: url.pathname, referrer: refererOrigin(request.headers.get("referer")) });
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

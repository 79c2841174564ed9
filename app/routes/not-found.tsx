import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/not-found-page";
import { notFound } from "~/lib/page.server";

/** Every address no other route claims: the not-found page with status 404. */
export function loader(args: Route.LoaderArgs) {
  return notFound(args);
}

export default function NotFound() {
  return <NotFoundPage />;
}

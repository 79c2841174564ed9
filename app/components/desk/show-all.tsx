/** A request page's cut list (decision 0096): the link under it to the whole list, on a page of its own. */
import { Link } from "react-router";

/** The lists a request page cuts to its latest items, each with its own paginated page. */
export const requestLists = ["events", "calls", "texts", "deliveries", "requests", "agreements", "owners", "phone-calls"] as const;
export type RequestList = (typeof requestLists)[number];

export const showAllPath = (leadId: number, list: RequestList) => `/desk/leads/${leadId}/all/${list}`;

/** "Show all (61)", or "Show all" where counting would cost more than the list; nothing when nothing was cut. */
export function ShowAll({ href, count, what }: { href: string | null; count?: number; what: string }) {
  if (!href) return null;
  return (
    <p className="mt-2">
      <Link to={href} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
        Show all{count === undefined ? "" : ` (${count})`}
        <span className="sr-only"> {what}</span>
      </Link>
    </p>
  );
}

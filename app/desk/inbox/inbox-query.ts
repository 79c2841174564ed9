/** The inbox's filters and page (a cursor, decision 0092) as query parameters (a GET form: works without JavaScript, bookmarkable).
 * A value that is not one of the choices is dropped, never an error. */
import * as z from "zod/mini";
import { caseTypeValues } from "~/content/case-types";
import { calendarDay } from "~/lib/period";
import { leadStatuses, sources } from "~/db/statuses";

export const PAGE_SIZE = 25;

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

export const inboxViews = ["due", "mine", "unassigned", "all"] as const;
export type InboxView = (typeof inboxViews)[number];
export const viewLabel: Record<InboxView, string> = { due: "Due now", mine: "Mine", unassigned: "Unassigned", all: "All" };

export const inboxQuery = z.object({
  view: optional(z.enum(inboxViews)),
  status: optional(z.enum(leadStatuses)),
  caseType: optional(z.enum(caseTypeValues)),
  /** The source, named as the leads column is (and as saved addresses have it). */
  channel: optional(z.enum(sources)),
  language: optional(z.enum(["en", "es"])),
  from: optional(calendarDay),
  to: optional(calendarDay),
  /** Any length: the search reads what D1 can take of it and says so (app/desk/inbox/search.ts). */
  q: optional(z.string().check(z.trim())),
  /** Requests whose answers raise a deadline flag (decision 0048). */
  deadline: optional(z.literal("flagged")),
  /** "possible": a conflict match nobody has checked yet. */
  conflict: optional(z.enum(["possible"])),
  /** The page: after (Older) or before (Newer) a row, as app/lib/list-page.ts writes it; a bad one is the first page. */
  after: optional(z.string().check(z.maxLength(200))),
  before: optional(z.string().check(z.maxLength(200))),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

const filled = ([, value]: [string, string]) => value.trim() !== "";

export function readInboxQuery(url: URL): InboxQuery {
  return inboxQuery.parse(Object.fromEntries([...url.searchParams].filter(filled)));
}

/** The view shown: the one asked for; else an address with a search, a filter or a page looks through all
 * (even a value dropped as not a choice); else, the bare inbox, Due now. */
export const viewOf = (query: InboxQuery, url: URL): InboxView => query.view ?? (url.search.length > 1 ? "all" : "due");

/** The inbox address without its empty parameters (a GET form sends every field) and without a page number
 * (a bookmark from before cursors: its list's first page), or null when it has neither. */
export function withoutEmpty(url: URL): string | null {
  const params = [...url.searchParams];
  const kept = params.filter((param) => filled(param) && param[0] !== "page");
  if (kept.length === params.length) return null;
  const search = new URLSearchParams(kept).toString();
  // `?page=2` alone was All's second page: All's first.
  return search ? `/desk?${search}` : url.searchParams.has("page") ? "/desk?view=all" : "/desk";
}

export const filtersOn = (query: InboxQuery) =>
  (["status", "caseType", "channel", "language", "from", "to", "deadline", "conflict"] as const).filter((name) => query[name] !== undefined).length;

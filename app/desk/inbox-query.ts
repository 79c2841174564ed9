/**
 * The inbox's address: its filters and page as query parameters (a GET form, so they work
 * without JavaScript and can be bookmarked), read with one schema. A value that is not one
 * of the choices is dropped, never an error.
 */
import * as z from "zod/mini";
import { channels } from "~/attribution/channel";
import { caseTypeValues } from "~/content/case-types";
import { leadStatuses } from "./statuses";

/** Requests per page of the inbox. */
export const PAGE_SIZE = 25;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

export const inboxQuery = z.object({
  status: optional(z.enum(leadStatuses)),
  caseType: optional(z.enum(caseTypeValues)),
  channel: optional(z.enum(channels)),
  language: optional(z.enum(["en", "es"])),
  from: optional(day),
  to: optional(day),
  q: optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export function readInboxQuery(url: URL): InboxQuery {
  const values = Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ""));
  return inboxQuery.parse(values);
}

/** A desk list's pages by keyset (decision 0092): a page continues after (or before) the row a cursor names,
 * so its cost is the page's, never the rows before it; and a list counts up to 500, never its whole table. */
import * as z from "zod/mini";

export const COUNT_CAP = 500;

/** Where a page ended: the list's part (a list read in parts, e.g. Mine's calls due then the rest), the row's
 * sort value in that part ("" when the part sorts by id alone), and its id. */
export interface Cursor {
  part: string;
  at: string;
  id: number;
}

const cursorSchema = z.tuple([
  z.string().check(z.maxLength(20)),
  z.string().check(z.maxLength(60)),
  z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
]);

/** Opaque in the address (base64url of a JSON triple): staff never type one. */
export function writeCursor(cursor: Cursor): string {
  return btoa(JSON.stringify([cursor.part, cursor.at, cursor.id]))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** Null for anything but a cursor of this list's parts (edited, truncated, foreign): the list then shows its first page, never an error. */
export function readCursor(text: string | null | undefined, parts: readonly string[]): Cursor | null {
  if (!text || text.length > 200) return null;
  try {
    const read = cursorSchema.safeParse(JSON.parse(atob(text.replaceAll("-", "+").replaceAll("_", "/"))));
    if (!read.success || !parts.includes(read.data[0])) return null;
    return { part: read.data[0], at: read.data[1], id: read.data[2] };
  } catch {
    return null;
  }
}

/** Exact, more than `COUNT_CAP`, or at least `n` (a count of only the latest rows, for a filter no index can count). */
export interface Total {
  n: number;
  exact: boolean;
}

export const cappedTotal = (counted: number): Total => (counted > COUNT_CAP ? { n: COUNT_CAP, exact: false } : { n: counted, exact: true });

/** "1 request", "25 requests", "more than 500 requests", "40 or more requests". */
export function countLabel(total: Total, singular: string, plural: string): string {
  const noun = total.n === 1 && total.exact ? singular : plural;
  if (total.exact) return `${total.n} ${noun}`;
  return total.n >= COUNT_CAP ? `more than ${COUNT_CAP} ${noun}` : `${total.n} or more ${noun}`;
}

/** A page read `size + 1` rows in the direction it went; the links either side of it. */
export interface Page<T> {
  rows: T[];
  /** The cursor of the Newer link (rows before this page), or null on the first page. */
  newer: string | null;
  /** The cursor of the Older link, or null on the last page. */
  older: string | null;
}

/** `read` holds up to `size + 1` rows, in reverse order going `before`. Null (the caller shows the first page) when a `before` reached
 * the top (`size` rows or fewer) or an `after` passed the end (none). */
export function pageOf<T>(read: T[], size: number, way: "first" | "after" | "before", cursorOf: (row: T) => Cursor): Page<T> | null {
  const more = read.length > size;
  if (way === "before") {
    if (!more) return null;
    const rows = read.slice(0, size).reverse();
    return { rows, newer: writeCursor(cursorOf(rows[0]!)), older: writeCursor(cursorOf(rows.at(-1)!)) };
  }
  const rows = read.slice(0, size);
  // Past the end (a cursor whose rows are gone, or one made by hand): the first page.
  if (way === "after" && !rows.length) return null;
  return {
    rows,
    newer: way === "after" && rows.length ? writeCursor(cursorOf(rows[0]!)) : null,
    older: more ? writeCursor(cursorOf(rows.at(-1)!)) : null,
  };
}

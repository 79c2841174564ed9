/** Keyset conditions for a desk list's pages (decision 0092): the rows after or before a cursor's row in the
 * list's order, written so SQLite walks an index from there instead of counting rows to skip. */
import { type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";
import type { Cursor } from "~/lib/list-page";

export interface KeyOrder {
  at?: SQL | AnyColumn;
  atDesc?: boolean;
  id: SQL | AnyColumn;
  idDesc: boolean;
}

/** Which way a page reads from its cursor: on down the list, or back up it (read in reverse, then turned). */
export type Way = "after" | "before";

/** The rows strictly beyond the cursor's row, going `way`. The `at >= ? AND (at > ? OR id < ?)` shape keeps
 * an index range on `at` usable (a row value `(at, id) > (?, ?)` is not). */
export function beyond(order: KeyOrder, cursor: Cursor, way: Way): SQL {
  // Going `after` in a descending order, or `before` in an ascending one, is going to smaller values.
  const down = (descending: boolean) => (way === "after") === descending;
  const idCmp = down(order.idDesc) ? sql`<` : sql`>`;
  if (order.at === undefined) return sql`${order.id} ${idCmp} ${cursor.id}`;
  const [from, past] = down(order.atDesc ?? false) ? [sql`<=`, sql`<`] : [sql`>=`, sql`>`];
  return sql`(${order.at} ${from} ${cursor.at} AND (${order.at} ${past} ${cursor.at} OR ${order.id} ${idCmp} ${cursor.id}))`;
}

/** ORDER BY for reading `way` (a `before` page reads the list backwards). */
export function keyOrderBy(order: KeyOrder, way: Way | "first"): SQL[] {
  const dir = (descending: boolean) => (descending !== (way === "before") ? desc : asc);
  const at = order.at === undefined ? [] : [dir(order.atDesc ?? false)(order.at)];
  return [...at, dir(order.idDesc)(order.id)];
}

// The one form-keyed change: its proof row (unique by form key) and what follows it, in one D1 batch.
import { and, eq, exists, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client.server";
import { leads } from "./schema.server";

/** Written now; by the same form before; refused (the request moved since the form: the caller reads why); gone. */
export type Change<Row> = { kind: "applied"; row: Row; after: unknown[] } | { kind: "repeat"; row: Row } | { kind: "refused" } | { kind: "gone" };

/** A value an INSERT … SELECT writes as given (drizzle needs each selected field named). */
export const given = <V>(value: V, name: string) => sql<V>`${value}`.as(name);

type ProofTable = SQLiteTable & { formKey: AnySQLiteColumn; leadId: AnySQLiteColumn };

export interface GuardedChange<T extends ProofTable> {
  table: T;
  leadId: number;
  formKey: string;
  /** The proof's time column and this post's time: a repost of the form writes another. */
  stamp: AnySQLiteColumn;
  at: string;
  /** The proof: INSERT … SELECT … WHERE <as the form saw it> ON CONFLICT (form_key) DO NOTHING RETURNING (or an UPDATE … RETURNING). */
  write: BatchItem<"sqlite">;
  /** What runs only if `write` wrote now: each statement holds `ours` in its WHERE. */
  then?: (ours: SQL) => BatchItem<"sqlite">[];
}

export async function guardedChange<T extends ProofTable>(db: Db, change: GuardedChange<T>): Promise<Change<T["$inferSelect"]>> {
  const mine = and(eq(change.table.formKey, change.formKey), eq(change.table.leadId, change.leadId));
  const ours = exists(
    db
      .select({ one: sql`1` })
      .from(change.table)
      .where(and(mine, eq(change.stamp, change.at))),
  );
  const [written, ...after] = (await db.batch([change.write, ...(change.then?.(ours) ?? [])])) as unknown as [T["$inferSelect"][], ...unknown[]];
  if (written[0]) return { kind: "applied", row: written[0], after };
  const [[repeat], [lead]] = await db.batch([
    db
      .select()
      .from(change.table as SQLiteTable)
      .where(mine),
    db.select({ id: leads.id }).from(leads).where(eq(leads.id, change.leadId)),
  ]);
  if (repeat) return { kind: "repeat", row: repeat as T["$inferSelect"] };
  return lead ? { kind: "refused" } : { kind: "gone" };
}

/**
 * Rows from the local D1 database of a running server, for the browser suites' checks: the
 * server's SQLite file itself, opened for the one statement (a `wrangler d1 execute` costs a
 * second or two of CPU for each look; this costs milliseconds). The server holds the same file,
 * so a statement that meets one of its writes waits for it (SQLite's busy timeout, scaled by
 * TEST_SLOWDOWN) rather than failing.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { scaled } from "./slowdown.ts";

/** The D1 database file under a server's state folder (the project has one database, DB). */
export function localD1File(stateDir: string): string {
  const dir = join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No local D1 database in ${dir}`);
  return join(dir, file);
}

/** The rows a statement returns (a SELECT, or a write with RETURNING; [] for other writes). */
export function localD1Rows<Row>(stateDir: string, sql: string): Row[] {
  const db = new DatabaseSync(localD1File(stateDir), { timeout: scaled(5_000) });
  try {
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }) as Row);
  } finally {
    db.close();
  }
}

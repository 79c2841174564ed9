/**
 * Rows from the local D1 database of a running server (`wrangler d1 execute --local`), for
 * the browser suites' checks. The server holds the same SQLite file, so a read that meets
 * one of its writes fails with SQLITE_BUSY ("database is locked"); it is tried again, up
 * to 5 times, half a second apart. Any other error is thrown at once.
 */
import { execFileSync } from "node:child_process";

const TRIES = 5;
const PAUSE_MS = 500;

export function localD1Rows<Row>(stateDir: string, sql: string): Row[] {
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync(
        "npx",
        ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", sql],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      return JSON.parse(out)[0].results;
    } catch (error) {
      if (attempt === TRIES || !/SQLITE_BUSY|database is locked/.test(String(error))) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, PAUSE_MS);
    }
  }
}

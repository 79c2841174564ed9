// Types of scripts/bench/d1-rows-read.mjs for the Worker tests that count through it.
export function rowsReadOf(results: unknown): number;
export function hookRowsRead(db: D1Database, listener: (rows: number) => void): (() => void) | null;

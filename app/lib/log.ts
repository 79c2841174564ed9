/**
 * One structured log line: a JSON object with `level` and `event` (Workers Logs and
 * `wrangler tail` index the fields). Used by the Worker and, for a few client errors,
 * by the browser.
 */
type LogLevel = "info" | "warn" | "error";

export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/**
 * An error's message, for a log field. A wrapped error gives its cause's message: a
 * failed drizzle query wraps D1's error in one that quotes the query's parameters, the
 * visitor's words, which have no place in a log.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? error.cause.message : error.message;
  return String(error);
}

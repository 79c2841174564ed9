/**
 * One structured log line: a JSON object with `level` and `event` (Workers Logs and
 * `wrangler tail` index the fields). Used by the Worker and, for a few client errors,
 * by the browser.
 */
type LogLevel = "info" | "warn" | "error";

/** A field that is a whole address, a path or a URL, with a query or a fragment. */
const ADDRESS_WITH_QUERY = /^(?:https?:\/\/|\/)[^\s?#]*[?#]/i;

/**
 * A field's value as logged: an address without its query and fragment, which can hold a
 * person's email, a search or a token.
 */
const withoutQuery = (value: unknown) => (typeof value === "string" && ADDRESS_WITH_QUERY.test(value) ? value.replace(/[?#][\s\S]*$/, "") : value);

export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const safe = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, withoutQuery(value)]));
  const line = JSON.stringify({ level, event, ...safe });
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

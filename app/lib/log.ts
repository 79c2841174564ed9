/** One structured log line (`level`, `event`), from the Worker and a few browser errors. */
type LogLevel = "info" | "warn" | "error";

const ADDRESS_WITH_QUERY = /^(?:https?:\/\/|\/)[^\s?#]*[?#]/i;

/** An address loses its query and fragment, which can hold an email, a search or a token. */
const withoutQuery = (value: unknown) => (typeof value === "string" && ADDRESS_WITH_QUERY.test(value) ? value.replace(/[?#][\s\S]*$/, "") : value);

export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const safe = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, withoutQuery(value)]));
  const line = JSON.stringify({ level, event, ...safe });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** A wrapped error gives its cause's message: drizzle's quotes the query's parameters, a visitor's words. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? error.cause.message : error.message;
  return String(error);
}

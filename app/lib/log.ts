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

/** An error's message, for a log field. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

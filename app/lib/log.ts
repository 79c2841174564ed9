/** One structured log line (`level`, `event`), from the Worker and a few browser errors. */
import { ANSWERS_KEY_PARAM, signingPrefix } from "./private-addresses";

type LogLevel = "info" | "warn" | "error";

const ADDRESS_WITH_QUERY = /^(?:https?:\/\/|\/)[^\s?#]*[?#]/i;

/** An address loses its query and fragment, which can hold an email, a search or a token. */
const withoutQuery = (value: unknown) => (typeof value === "string" && ADDRESS_WITH_QUERY.test(value) ? value.replace(/[?#][\s\S]*$/, "") : value);

/** Slashes, as written or percent-encoded (a carried address is encoded in a query), doubled or not. */
const SLASH = "(?:/|%2F)+";
/** A signing link's token, anywhere in a value: `/sign/<token>` becomes `/sign/…` (decision 0064). */
const SIGNING_TOKEN = new RegExp(
  `(${Object.values(signingPrefix)
    .map((prefix) => prefix.split("/").join(SLASH))
    .join("|")})${SLASH}[^/?#&%\\s"]+`,
  "gi",
);
/** The questions' key in a query, anywhere in a value. */
const ANSWERS_KEY = new RegExp(`((?:[?&]|%3F|%26)${ANSWERS_KEY_PARAM}(?:=|%3D))[^&#%\\s"]+`, "gi");

const scrub = (text: string) => text.replace(SIGNING_TOKEN, "$1/…").replace(ANSWERS_KEY, "$1…");
const decodeRuns = (text: string) =>
  text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
/** Escapes decoded twice (a carried address is escaped once more); a run that is not UTF-8 stays as written. */
const unescaped = (text: string) => decodeRuns(decodeRuns(text));

/** React Router serves `/%73ign/<token>` too: a secret only escapes reveal is scrubbed in the unescaped text. */
function withoutSecrets(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const plain = scrub(value);
  const decoded = unescaped(plain);
  const again = scrub(decoded);
  return again === decoded ? plain : again;
}

export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const safe = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, withoutSecrets(withoutQuery(value))]));
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

/**
 * The logs keep no address's query (issue 41, "Precisely"): Workers Logs writes no line
 * per request (its URL would carry the query), and the Worker's own lines name paths
 * only, whatever the query holds (a person's email, a search, a token).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import worker from "../../worker/index";
import { log } from "~/lib/log";
import { call, ORIGIN } from "./helpers";
import wranglerToml from "../../wrangler.toml?raw";

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  }
});
afterEach(() => vi.restoreAllMocks());

const QUERY = "?email=x@y.com&token=abc-tok-7f3a9";
/** Whether any line carries a piece of the query. */
const leaked = () => lines.filter((line) => /x@y\.com|abc-tok-7f3a9|email=|token=/.test(line));

describe("wrangler.toml", () => {
  /** The body of one [section] of the file. */
  const section = (name: string) => new RegExp(`^\\[${name.replace(/\./g, "\\.")}\\]\\s*$([\\s\\S]*?)(?=^\\[|(?![\\s\\S]))`, "m").exec(wranglerToml)?.[1] ?? "";

  it("turns Workers Logs' line per request off, and query strings out of traces", () => {
    expect(section("observability.logs")).toMatch(/^invocation_logs\s*=\s*false\s*$/m);
    expect(section("observability")).toMatch(/^redact_query_string\s*=\s*true\s*$/m);
  });
});

describe("a log line", () => {
  it("names an address without its query or fragment", () => {
    log("warn", "x", { path: `/kent-wa/car${QUERY}`, url: `https://www.example.com/a${QUERY}#f`, page: "/a#b", note: "a?b", count: 3 });
    const line = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(line).toEqual({ level: "warn", event: "x", path: "/kent-wa/car", url: "https://www.example.com/a", page: "/a", note: "a?b", count: 3 });
  });
});

describe("the Worker's lines for addresses with a query", () => {
  it("a not-found address: its path, not its query", async () => {
    const res = await call(`/no-such-page${QUERY}`);
    expect(res.status).toBe(404);
    expect(lines.map((line) => JSON.parse(line) as { event: string; path?: string })).toContainEqual(
      expect.objectContaining({ event: "page_not_found", path: "/no-such-page" }),
    );
    expect(leaked()).toEqual([]);
  });

  it("a refused desk request: its path, not its query", async () => {
    const res = await call(`/desk${QUERY}`);
    expect(res.status).toBe(403);
    expect(lines.map((line) => JSON.parse(line) as { event: string; path?: string })).toContainEqual(
      expect.objectContaining({ event: "desk_access_denied", path: "/desk" }),
    );
    expect(leaked()).toEqual([]);
  });

  describe("the inbox search (a GET, signed in)", () => {
    const { vars, access } = inject("standIns");
    let token = "";
    beforeAll(async () => {
      const signed = await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: "intake@kestrelinjurylaw.example" }) });
      token = ((await signed.json()) as { token: string }).token;
    });

    it("logs nothing of what was searched", async () => {
      const request = new Request(`${ORIGIN}/desk?q=${encodeURIComponent("x@y.com")}&token=abc-tok-7f3a9`, {
        headers: { "Cf-Access-Jwt-Assertion": token, Accept: "text/html" },
      });
      const ctx = createExecutionContext();
      const res = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...vars } as Env, ctx);
      await res.text();
      await waitOnExecutionContext(ctx);
      expect(res.status, lines.join("\n")).toBe(200);
      expect(leaked()).toEqual([]);
    });
  });
});

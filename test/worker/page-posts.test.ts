/**
 * Form posts to the public pages from another origin (issue 41, item 6): refused by the
 * Worker with a 403 and a warning, before React Router's own check throws and logs a
 * `server_error` (anyone could raise error alerts at will). The site's own form posts,
 * and posts without an Origin header, still reach the page's action.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countLeads, emailRecorder, formFields, postPage } from "./lead-helpers";
import { call, ORIGIN } from "./helpers";

const CAR = "/kent-wa/car-accident-lawyer";
const CAR_ES = "/es/kent-wa/abogado-de-accidentes-de-auto";

let lines: { level: string; line: string }[] = [];
beforeEach(() => {
  lines = [];
  for (const level of ["log", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push({ level, line: args.map(String).join(" ") }));
  }
});
afterEach(() => vi.restoreAllMocks());

const events = (level: string) => lines.filter((l) => l.level === level).map((l) => (JSON.parse(l.line) as { event: string }).event);

describe("a post to a page from another origin", () => {
  it.each([
    ["another site", { Origin: "https://evil.example" }],
    ["an opaque origin (Origin: null)", { Origin: "null" }],
    ["a lookalike host", { Origin: "http://localhost:8787.evil.example" }],
    ["another port", { Origin: "http://localhost:9999" }],
    ["an address that is not one", { Origin: "not a url" }],
    ["no Origin but a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }],
  ])("from %s: 403 at warning level, nothing stored, no error line", async (_, headers) => {
    const before = await countLeads();
    const res = await postPage(CAR, formFields(), { headers, email: emailRecorder() });
    expect(res.status).toBe(403);
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const text = await res.text();
    expect(text).toContain("Requests from other sites are not accepted.");
    expect(text).toContain("(253) 555-0142");
    expect(text).toContain("https://www.kestrelinjurylaw.example");
    expect(await countLeads()).toBe(before);
    expect(events("warn")).toEqual(["page_cross_origin_refused"]);
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
    const logged = JSON.parse(lines[0].line) as Record<string, unknown>;
    expect(logged.path).toBe(CAR);
  });

  it("answers a Spanish page in Spanish", async () => {
    const res = await postPage(CAR_ES, formFields(), { headers: { Origin: "null" } });
    expect(res.status).toBe(403);
    const text = await res.text();
    expect(text).toContain("No aceptamos solicitudes de otros sitios.");
    expect(text).toContain("https://www.kestrelinjurylaw.example/es");
  });

  it.each(["/", "/privacy-policy", `${CAR}.data`, "/no-such-page", "/kent-wa/%63ar-accident-lawyer", "/car-accident-lawyer"])(
    "is refused the same at %s (a page without a form, a data request, any address)",
    async (path) => {
      const res = await postPage(path, formFields(), { headers: { Origin: "https://evil.example" } });
      expect(res.status).toBe(403);
      expect(events("error")).toEqual([]);
    },
  );
});

describe("a post from the site's own pages", () => {
  it("with its Origin reaches the form's action (303 to the confirmation page)", async () => {
    const res = await postPage(CAR, formFields(), { headers: { Origin: ORIGIN }, email: emailRecorder() });
    expect(res.status).toBe(303);
    expect(events("error")).toEqual([]);
  });

  it("without an Origin header (as React Router allows) reaches it too", async () => {
    const res = await postPage(CAR, formFields(), { headers: { "Sec-Fetch-Site": "same-origin" }, email: emailRecorder() });
    expect(res.status).toBe(303);
    const bare = await postPage(CAR_ES, formFields(), { email: emailRecorder() });
    expect(bare.status).toBe(303);
  });

  // The site layout's error boundary renders without its own loader: the menus come with the root's data.
  it.each([
    ["/privacy-policy", "Something went wrong", "Car Accidents"],
    ["/es/mapa-del-sitio", "Algo salió mal", "Accidentes de auto"],
  ])("to %s, a page without a form, answers 405 with the site's page and menus in its language", async (path, heading, menuItem) => {
    const res = await postPage(path, formFields(), { headers: { Origin: ORIGIN } });
    expect(res.status).toBe(405);
    const html = await res.text();
    expect(html).toContain(heading);
    expect(html).toContain(`>${menuItem}</a>`);
    expect(events("error")).toEqual([]);
  });

  it("a GET is never refused, whatever its Origin", async () => {
    const res = await call(CAR, { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(200);
  });
});

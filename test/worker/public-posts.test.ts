/**
 * Anonymous posts of any body to any public address (issue 53, S3): every page of the table of
 * addresses in both languages, the signing and questions pages, the files and feeds beside them,
 * and every /api endpoint answer a malformed body with 4xx (or a redirect), never 5xx, and write
 * at most a warning: an error line is an alert staff act on, so nobody outside may write one.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../../worker/api";
import { feedPath, sitePages } from "~/lib/addresses";
import { signingPrefix } from "~/lib/private-addresses";
import { call } from "./helpers";

/** A token of the signing links' shape (43 base64url characters) that opens nothing. */
const NO_TOKEN = "B".repeat(43);

const addresses = [
  ...sitePages.map((page) => page.path),
  ...Object.values(signingPrefix).flatMap((prefix) => [`${prefix}/${NO_TOKEN}`, `${prefix}/${NO_TOKEN}/agreement.pdf`, `${prefix}/${NO_TOKEN}/signed.pdf`]),
  "/consultation-questions?key=" + "C".repeat(43),
  "/sitemap.xml",
  "/robots.txt",
  feedPath("en"),
  feedPath("es"),
  "/no-such-page",
  // React Router's data requests: one address of each kind of page, in each language.
  ...[...new Map(sitePages.map((page) => [`${page.kind}:${page.lang}`, page.path === "/" ? "/_.data" : `${page.path}.data`])).values()],
  ...[...new Set(api.routes.map((route) => route.path))].filter((path) => !path.includes("*")),
  "/api/no-such-endpoint",
];

const multipart = () => {
  const form = new FormData();
  form.set("name", "x");
  const request = new Request("http://x.invalid/", { method: "POST", body: form });
  return { type: request.headers.get("Content-Type")!, body: request.body! };
};

const bodies: Record<string, () => { type?: string; body?: BodyInit }> = {
  none: () => ({}),
  JSON: () => ({ type: "application/json", body: '{"name":"x"}' }),
  "text/plain": () => ({ type: "text/plain", body: "name=x" }),
  multipart: multipart,
  "multipart without a boundary": () => ({ type: "multipart/form-data", body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n' }),
  "1 MB form": () => ({ type: "application/x-www-form-urlencoded", body: `name=${"a".repeat(1024 * 1024)}` }),
};

let lines: string[] = [];
beforeAll(() => {
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  }
});
afterAll(() => vi.restoreAllMocks());

describe("an anonymous post of an odd body", () => {
  it("the walk covers the table of addresses, the signing pages and /api", () => {
    expect(addresses.length).toBeGreaterThan(100);
    expect(addresses).toEqual(
      expect.arrayContaining([
        "/",
        "/es",
        "/consultation-questions",
        "/es/preguntas-de-consulta",
        `/sign/${NO_TOKEN}`,
        `/es/firmar/${NO_TOKEN}`,
        "/api/send-contact-email",
        "/api/events",
        "/api/texts/inbound",
      ]),
    );
  });

  it.each(Object.keys(bodies))("of each kind (%s) gets 4xx or a redirect at every address, and no error line", async (kind) => {
    const wrong: string[] = [];
    for (const address of addresses) {
      lines = [];
      const { type, body } = bodies[kind]!();
      const res = await call(address, {
        method: "POST",
        body,
        headers: { ...(type && { "Content-Type": type }), "CF-Connecting-IP": "198.51.100.53" },
        redirect: "manual",
      });
      await res.arrayBuffer();
      const errors = lines.filter((line) => line.includes('"level":"error"'));
      if (res.status >= 500 || res.status < 300 || errors.length > 0) wrong.push(`${address}: ${res.status} ${errors.join(" ")}`.slice(0, 400));
    }
    expect(wrong).toEqual([]);
  });
});

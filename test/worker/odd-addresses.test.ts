/**
 * Odd page addresses (issue 31, finding 2): an address that decodes to a page's address
 * is sent on to that page's canonical address (301, query kept); any other is not found
 * (404); none answers 5xx or logs an error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { practices } from "~/content/practices";
import { feedPath, findSitePage, practicePath, sitePages, usableShortAddresses } from "~/lib/addresses";
import { call, h1Of } from "./helpers";

const CAR = "/kent-wa/car-accident-lawyer";

/** Each address with a short label (a test's name holds no 8,000-character address). */
const labelled = (paths: string[]) => paths.map((path) => [path.length > 80 ? `${path.slice(0, 60)}… (${path.length} characters)` : path, path] as const);

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  // No address raises an error line (an error alert at will).
  expect(errors).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe("an address that decodes to a page's address", () => {
  it.each([
    ["/kent-wa/car%2Daccident-lawyer", CAR],
    ["/kent-wa/%63ar-accident-lawyer", CAR],
    ["/%6Bent-wa/car-accident-lawyer", CAR],
    ["/kent-wa/%63%61%72-accident-lawyer", CAR],
    ["/kent-wa/%63ar-accident-lawyer/", CAR],
    ["/kent-wa/%63ar-accident-lawyer?utm_source=flyer&gclid=Cj0-x_1", `${CAR}?utm_source=flyer&gclid=Cj0-x_1`],
    // Another address of the same page: sent to the canonical one.
    ["/seattle-wa/%63ar-accident-lawyer", CAR],
    ["/%65s", "/es"],
    ["/es/abogados/samuel-oka%66or", "/es/abogados/samuel-okafor"],
    // Capitals, encoded or not.
    ["/Kent-WA/%43ar-Accident-Lawyer", CAR],
    ["/Es/", "/es"],
    // Doubled slashes.
    [`/${CAR}`, CAR],
    ["/kent-wa//car-accident-lawyer", CAR],
  ])("%s answers 301 to %s", async (path, to) => {
    const res = await call(path, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(to);
  });

  it("answers 301 to a HEAD and a POST too, never rendering the page", async () => {
    for (const method of ["HEAD", "POST"]) {
      const res = await call("/kent-wa/%63ar-accident-lawyer", { method, redirect: "manual", body: method === "POST" ? "name=x" : undefined });
      expect(res.status, method).toBe(301);
      expect(res.headers.get("Location"), method).toBe(CAR);
    }
  });
});

describe("a page's own address, however the URL standard spells it", () => {
  it.each([
    CAR,
    `${CAR}/`,
    `${CAR}//`,
    // Dot segments (plain and encoded) and backslashes are resolved by the URL parser.
    "/kent-wa/x/../car-accident-lawyer",
    "/kent-wa/x/%2e%2e/car-accident-lawyer",
    "/kent-wa/x/%2E%2E/car-accident-lawyer",
    "/kent-wa/./car-accident-lawyer",
    "/kent-wa\\car-accident-lawyer",
    "/",
    "/es/",
  ])("%s answers 200", async (path) => {
    expect((await call(path)).status).toBe(200);
  });
});

describe("any other address", () => {
  const long = "a".repeat(8000);
  it.each(
    labelled([
      // Encoded slashes and backslashes: a slash inside a name is not a separator.
      "/kent-wa%2Fcar-accident-lawyer",
      "/kent-wa%2fcar-accident-lawyer",
      "/kent-wa%5Ccar-accident-lawyer",
      "/kent-wa%5ccar-accident-lawyer",
      `${CAR}%2F`,
      "/..%2f..%2fetc%2fpasswd",
      "/%2e%2e%2f%2e%2e%2fetc/passwd",
      // NUL and other control characters.
      `${CAR}%00`,
      "/kent-wa/%00car-accident-lawyer",
      "/%00",
      `${CAR}%0D%0ASet-Cookie:%20x=1`,
      // Overlong UTF-8 (a slash in disguise) and other invalid UTF-8.
      "/kent-wa%C0%AFcar-accident-lawyer",
      "/kent-wa%E0%80%AFcar-accident-lawyer",
      "/kent-wa/%C0%AF",
      "/kent-wa/%E9",
      "/es/kent-wa/abogado-de-accidentes-de-cami%F3n",
      // Invalid percent sequences.
      "/%",
      `${CAR}%`,
      "/%zz",
      "/kent-wa/%zzcar-accident-lawyer",
      "/kent-wa/%6",
      // Parameters, dots and other lookalikes.
      `${CAR};jsessionid=abc`,
      `${CAR}%3Bx=1`,
      "/kent-wa/car-accident-lawyer.",
      "/kent-wa/car-accident-lawyer.html",
      "/kent-wa/car-accident-lawyer%20",
      "/kent-wa/car-accident-lawyer+",
      // Unicode.
      "/kent-wa/cár-accident-lawyer",
      "/es/kent-wa/abogado-de-accidentes-de-camión",
      "/\u212Aent-wa/car-accident-lawyer",
      `${CAR}\u200B`,
      "/事故/弁護士",
      "/🚗",
      // Very long.
      `/kent-wa/${long}`,
      `/${"%41".repeat(2500)}`,
      `${CAR}/${"x/".repeat(2000)}`,
    ]),
  )("%s answers 404 with the not-found page", async (_, path) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(h1Of(html)).toMatch(/Page not found|Página no encontrada/);
  });
});

describe("React Router's data requests (.data)", () => {
  it.each([`${CAR}.data`, "/_.data", "/.data", "/es/_.data", "/es.data", "/seattle-wa/car-accident-lawyer.data"])("%s, a page's, answers 200", async (path) => {
    const res = await call(path);
    expect(res.status).toBe(200);
  });

  it.each(
    labelled([
      "/no-such-page.data",
      "/kent-wa/no-such-practice.data",
      "/kent-wa/%63ar-accident-lawyer.data",
      "/kent-wa/car%2Daccident-lawyer.data",
      "/Kent-WA/Car-Accident-Lawyer.data",
      "/kent-wa%2Fcar-accident-lawyer.data",
      "/%zz.data",
      "/%00.data",
      "/kent-wa/%C0%AF.data",
      `/${"a".repeat(8000)}.data`,
      "/_.data/.data",
    ]),
  )("%s answers a plain 404, which React Router's client shows as not found", async (_, path) => {
    for (const method of ["GET", "POST"]) {
      const res = await call(path, { method });
      expect(res.status, method).toBe(404);
      // Without this header, the client treats the answer as an error response of its status.
      expect(res.headers.has("X-Remix-Response"), method).toBe(false);
      expect(res.headers.get("Content-Type"), method).toContain("text/plain");
    }
  });
});

describe("a practice's short address (issue 40, item 10: an ad's address without the city prefix)", () => {
  const TAGS = "?utm_source=google&utm_medium=cpc&gclid=Cj0KCQ-x_1";
  const spanishSlug = (slug: string) => practicePath(slug, "es").split("/").pop()!;
  const shorts = practices.flatMap((p) => [
    [`/${p.slug}`, practicePath(p.slug, "en")],
    [`/es/${spanishSlug(p.slug)}`, practicePath(p.slug, "es")],
    [`/${spanishSlug(p.slug)}`, practicePath(p.slug, "es")],
  ]);

  it("covers every practice in both languages", () => {
    expect(shorts).toHaveLength(practices.length * 3);
    expect(shorts.map(([path]) => path)).toContain("/car-accident-lawyer");
    expect(shorts.map(([path]) => path)).toContain("/es/abogado-de-accidentes-de-auto");
  });

  it.each(shorts)("%s answers 301 to %s, its query kept", async (path, to) => {
    const res = await call(`${path}${TAGS}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(`${to}${TAGS}`);
  });

  it.each([
    ["/car-accident-lawyer/", CAR],
    ["/Car-Accident-Lawyer", CAR],
    ["/%63ar-accident-lawyer", CAR],
    ["//car-accident-lawyer", CAR],
    ["/ES/Abogado-de-Accidentes-de-Auto", "/es/kent-wa/abogado-de-accidentes-de-auto"],
  ])("%s, spelt oddly, answers 301 to %s", async (path, to) => {
    const res = await call(path, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(to);
  });

  it("answers a HEAD with the same 301, and a data request with a plain 404", async () => {
    const head = await call("/car-accident-lawyer", { method: "HEAD", redirect: "manual" });
    expect(head.status).toBe(301);
    expect(head.headers.get("Location")).toBe(CAR);
    const data = await call("/car-accident-lawyer.data");
    expect(data.status).toBe(404);
    expect(data.headers.get("Content-Type")).toContain("text/plain");
  });

  it("is not a page or another route of the site", () => {
    const routes = ["/sitemap.xml", "/robots.txt", feedPath("en"), feedPath("es")];
    for (const [path] of shorts) {
      expect(findSitePage(path), path).toBeUndefined();
      expect(routes, path).not.toContain(path);
      expect(path).not.toMatch(/^\/(desk|api|media|assets)(\/|$)/);
    }
  });

  it("never takes a page's own address, nor one two pages would share", () => {
    const page = sitePages.find((p) => p.path === "/resources")!;
    const usable = usableShortAddresses(
      [
        { path: "/resources", canonical: CAR },
        { path: "/twice", canonical: CAR },
        { path: "/twice", canonical: "/kent-wa/truck-accident-lawyer" },
        { path: "/car-accident-lawyer", canonical: CAR },
      ],
      [page],
    );
    expect([...usable]).toEqual([["/car-accident-lawyer", CAR]]);
  });

  it("leaves other short-looking addresses to the not-found page", async () => {
    for (const path of ["/no-such-lawyer", "/kent-wa/abogado-de-accidentes-de-auto", "/es/car-accident-lawyer"]) {
      expect((await call(path)).status, path).toBe(404);
    }
  });
});

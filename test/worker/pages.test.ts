import { describe, expect, it, vi } from "vitest";
import { indexablePages, sitePages } from "~/lib/addresses";
import { pageWords } from "~/lib/page-words";
import { call, canonicalOf, h1Of, ORIGIN, robotsOf, titleOf } from "./helpers";

describe("every address of the site", () => {
  it.each(sitePages.map((p) => [p.path, p] as const))("%s renders its page server-side", async (path, page) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    const words = pageWords(page);
    expect(html).toContain(`<html lang="${page.lang}"`);
    expect(h1Of(html)).toBe(words.heading);
    expect(titleOf(html)).toBe(words.seo.title);
    expect(canonicalOf(html)).toBe(`${ORIGIN}${page.canonical}`);
    expect(robotsOf(html)).toBe(page.indexable ? "index, follow" : "noindex, follow");
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('property="og:title"');
    // Header, footer and the call link are in the server-rendered HTML.
    expect(html).toContain('href="tel:+12535550142"');
    expect(html).toContain(page.lang === "en" ? "not legal advice" : "no constituye asesoría legal");
  });

  it("canonical addresses answer 200 and name themselves", async () => {
    const canonicals = [...new Set(sitePages.map((p) => p.canonical))];
    for (const path of canonicals) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expect(canonicalOf(await res.text()), path).toBe(`${ORIGIN}${path}`);
    }
  });

  it("applies the indexing decisions (docs/decisions/0007, 4)", () => {
    const noindex = sitePages.filter((p) => !p.indexable).map((p) => p.canonical);
    expect(noindex).toContain("/kent-wa/car-accident-lawyer");
    expect(noindex).toContain("/seattle-personal-injury-lawyer");
    expect(noindex).toContain("/tacoma-personal-injury-lawyer");
    expect(noindex).toContain("/olympia-wa/personal-injury-lawyer");
    expect(noindex).toContain("/port-orchard-wa/personal-injury-lawyer");
    expect(noindex).toContain("/attorney/kent-wa/marcus-kestrel");
    expect(noindex).toContain("/attorney/kent-wa/diane-vance");
    expect(noindex).toContain("/sitemap");
    expect(noindex).toContain("/es/kent-wa/abogado-de-accidentes-de-auto");
    expect(noindex).toContain("/es/mapa-del-sitio");
    expect(
      indexablePages()
        .filter((p) => p.kind !== "article")
        .map((p) => p.path),
    ).toEqual([
      "/",
      "/es",
      "/kent-wa/personal-injury-lawyer",
      "/es/kent-wa/abogado-de-lesiones-personales",
      "/attorney/kent-wa/samuel-okafor",
      "/es/abogados/samuel-okafor",
      "/attorney/kent-wa/rebecca-lindqvist",
      "/es/abogados/rebecca-lindqvist",
      "/resources",
      "/es/recursos",
      "/reviews",
      "/es/testimonios",
      "/case-results",
      "/es/resultados",
      "/accessibility",
      "/es/accesibilidad",
      "/privacy-policy",
      "/es/politica-de-privacidad",
      "/terms-of-use",
      "/es/condiciones-de-uso",
    ]);
    // Every article is indexable, in both languages.
    const articles = sitePages.filter((p) => p.kind === "article");
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(articles.every((p) => p.indexable && p.path === p.canonical)).toBe(true);
  });

  it("ignores a trailing slash", async () => {
    const res = await call("/kent-wa/truck-accident-lawyer/");
    expect(res.status).toBe(200);
    expect(canonicalOf(await res.text())).toBe(`${ORIGIN}/kent-wa/truck-accident-lawyer`);
  });
});

describe("structured data", () => {
  const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

  it("home declares LegalService, Person and FAQPage from the content", async () => {
    const data = jsonLd(await (await call("/")).text());
    const types = data.map((d) => d["@type"]);
    expect(types).toEqual(expect.arrayContaining(["LegalService", "Person", "FAQPage"]));
    const faq = data.find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(10);
    const firm = data.find((d) => d["@type"] === "LegalService");
    expect(firm.address.streetAddress).toContain("Suite 130");
    expect(firm.telephone).toBe("+12535550142");
  });

  it("attorney profiles declare a Person", async () => {
    const data = jsonLd(await (await call("/attorney/kent-wa/samuel-okafor")).text());
    expect(data.find((d) => d["@type"] === "Person")?.name).toBe("Samuel Okafor");
  });
});

describe("not found", () => {
  const notFound = {
    en: { heading: "Oops! Page not found", home: /<a[^>]*href="\/"[^>]*>Return to Home<\/a>/ },
    es: { heading: "¡Uy! Página no encontrada", home: /<a[^>]*href="\/es"[^>]*>Volver a la página principal<\/a>/ },
  };
  it.each([
    ...["/no-such-page", "/kent-wa/no-such-practice", "/seattle-wa/unknown", "/attorney/kent-wa/nobody", "/attorney/nobody", "/a/b/c", "/espanol"].map(
      (path) => [path, "en"] as const,
    ),
    ...["/es/no-existe", "/es/kent-wa/abogado-de-nada", "/es/abogados/nadie", "/es/kent-wa/car-accident-lawyer"].map((path) => [path, "es"] as const),
  ])("%s answers 404 with the not-found page (%s)", async (path, lang) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(">404<");
    expect(h1Of(html)).toBe(notFound[lang].heading);
    expect(html).toMatch(notFound[lang].home);
    expect(robotsOf(html)).toBe("noindex");
  });
});

describe("the not-found log line", () => {
  it("names the path without its query, and the referrer's origin only", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await call("/no-such-page?utm_source=flyer&email=jane@example.com", { headers: { Referer: "https://www.google.com/search?q=jane+doe+crash" } });
      await call("/es/no-existe", { headers: { Referer: "not an address" } });
      const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line))).filter((line) => line.event === "page_not_found");
      expect(lines).toEqual([
        { level: "warn", event: "page_not_found", path: "/no-such-page", referrer: "https://www.google.com" },
        { level: "warn", event: "page_not_found", path: "/es/no-existe" },
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("an address written with capitals", () => {
  // Sent on to the page's canonical address (worker/page-address.ts).
  it.each([
    ["/ES", "/es"],
    ["/Es/", "/es"],
    ["/Seattle-WA/Car-Accident-Lawyer", "/kent-wa/car-accident-lawyer"],
    ["/es/Mapa-del-Sitio", "/es/mapa-del-sitio"],
    ["/SITEMAP", "/sitemap"],
    ["/Kent-WA/Car-Accident-Lawyer?utm_source=flyer", "/kent-wa/car-accident-lawyer?utm_source=flyer"],
  ])("%s is sent on to %s (301)", async (path, to) => {
    const res = await call(path, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(to);
  });

  it.each(["/ES/No-Existe", "/NO-SUCH-PAGE"])("%s, which no page has, answers 404", async (path) => {
    expect((await call(path)).status).toBe(404);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("sitemap.xml lists exactly the indexable canonical addresses", async () => {
    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = sitePages.filter((p) => p.indexable && p.path === p.canonical).map((p) => `${ORIGIN}${p.path}`);
    expect(locs.sort()).toEqual(expected.sort());
    // Each address with its alternates in both languages.
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = xml.slice(xml.indexOf(`<loc>${ORIGIN}/es/kent-wa/abogado-de-lesiones-personales</loc>`)).split("</url>")[0];
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/kent-wa/personal-injury-lawyer"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/es/kent-wa/abogado-de-lesiones-personales"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/kent-wa/personal-injury-lawyer"/>`);
    expect(xml.match(/<url>/g)).toHaveLength(locs.length);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(locs.length * 3);
  });

  it("robots.txt names the sitemap", async () => {
    const res = await call("/robots.txt");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("visible sitemap", () => {
  it("groups the links with their full addresses and today's date", async () => {
    const html = await (await call("/sitemap")).text();
    for (const heading of ["Main Pages", "Attorney Profiles", "Personal Injury Lawyers", "Kent Accident Lawyers"]) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toContain(`${ORIGIN}/attorney/kent-wa/marcus-kestrel`);
    expect(html).toContain(`${ORIGIN}/kent-wa/catastrophic-injuries-lawyer`);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
    expect(html).toContain(`dateTime="${today}"`);
  });

  it("is in Spanish under /es/, with the Spanish addresses and a Spanish date", async () => {
    const html = await (await call("/es/mapa-del-sitio")).text();
    for (const heading of ["Páginas principales", "Nuestros abogados", "Abogados de lesiones personales", "Abogados de accidentes en Kent"]) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toContain(`${ORIGIN}/es/abogados/marcus-kestrel`);
    expect(html).toContain(`${ORIGIN}/es/kent-wa/abogado-de-lesiones-catastroficas`);
    expect(html).toMatch(/Última actualización: <time dateTime="[\d-]+">\d{1,2} de [a-z]+ de \d{4}<\/time>/);
  });
});

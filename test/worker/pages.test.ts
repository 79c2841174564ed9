import { describe, expect, it } from "vitest";
import { indexablePaths, sitePages } from "~/lib/addresses";
import { call, canonicalOf, h1Of, ORIGIN, robotsOf, titleOf } from "./helpers";

describe("every address of the site", () => {
  it.each(sitePages.map((p) => [p.path, p] as const))("%s renders its page server-side", async (path, page) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(h1Of(html)).toBe(page.heading);
    expect(titleOf(html)).toBe(page.seo.title);
    expect(canonicalOf(html)).toBe(`${ORIGIN}${page.canonical}`);
    expect(robotsOf(html)).toBe(page.seo.indexable ? "index, follow" : "noindex, follow");
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('property="og:title"');
    // Header, footer and the call link are in the server-rendered HTML.
    expect(html).toContain('href="tel:+12535550142"');
    expect(html).toContain("not legal advice");
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
    const noindex = sitePages.filter((p) => !p.seo.indexable).map((p) => p.canonical);
    expect(noindex).toContain("/kent-wa/car-accident-lawyer");
    expect(noindex).toContain("/seattle-personal-injury-lawyer");
    expect(noindex).toContain("/tacoma-personal-injury-lawyer");
    expect(noindex).toContain("/olympia-wa/personal-injury-lawyer");
    expect(noindex).toContain("/port-orchard-wa/personal-injury-lawyer");
    expect(noindex).toContain("/attorney/kent-wa/marcus-kestrel");
    expect(noindex).toContain("/attorney/kent-wa/diane-vance");
    expect(noindex).toContain("/sitemap");
    expect(indexablePaths()).toEqual([
      "/",
      "/kent-wa/personal-injury-lawyer",
      "/attorney/kent-wa/samuel-okafor",
      "/attorney/kent-wa/rebecca-lindqvist",
      "/privacy-policy",
      "/terms-of-use",
    ]);
  });

  it("ignores a trailing slash", async () => {
    const res = await call("/kent-wa/truck-accident-lawyer/");
    expect(res.status).toBe(200);
    expect(canonicalOf(await res.text())).toBe(`${ORIGIN}/kent-wa/truck-accident-lawyer`);
  });
});

describe("structured data", () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

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
  it.each(["/no-such-page", "/kent-wa/no-such-practice", "/seattle-wa/unknown", "/attorney/kent-wa/nobody", "/attorney/nobody", "/a/b/c"])(
    "%s answers 404 with the not-found page",
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain(">404<");
      expect(h1Of(html)).toBe("Oops! Page not found");
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
      expect(robotsOf(html)).toBe("noindex");
    },
  );
});

describe("sitemap.xml and robots.txt", () => {
  it("sitemap.xml lists exactly the indexable canonical addresses", async () => {
    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = sitePages.filter((p) => p.seo.indexable && p.path === p.canonical).map((p) => `${ORIGIN}${p.path}`);
    expect(locs.sort()).toEqual(expected.sort());
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
    expect(html).toContain(`dateTime="${new Date().toISOString().slice(0, 10)}"`);
  });
});

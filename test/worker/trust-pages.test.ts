/**
 * The reviews, case results and accessibility pages, in both languages: what each must
 * say (the disclaimers Washington's advertising rule asks for, the accessibility
 * standard and how to report a barrier), and no review-star markup.
 */
import { describe, expect, it } from "vitest";
import { accessibilityEmail } from "~/content/accessibility";
import { caseResultWords } from "~/content/case-results";
import { firm } from "~/content/firm";
import { testimonials } from "~/content/testimonials";
import { call, decode } from "./helpers";

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const main = (html: string) => decode(html.slice(html.indexOf("<main"), html.indexOf("</main>")))!;
const text = (html: string) =>
  main(html)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the reviews page", () => {
  it.each([
    ["/reviews", "en", "Past results do not guarantee a similar outcome"],
    ["/es/testimonios", "es", "Los resultados anteriores no garantizan un resultado similar"],
  ] as const)("%s shows twelve testimonials with their case types and the disclaimer, and no review stars", async (path, lang, disclaimer) => {
    const html = await (await call(path)).text();
    const quotes = [...main(html).matchAll(/<figure[\s\S]*?<\/figure>/g)].map((m) => m[0]);
    expect(quotes).toHaveLength(12);
    expect(testimonials[lang]).toHaveLength(12);
    for (const t of testimonials[lang]) {
      const figure = quotes.find((q) => q.includes(t.quote));
      expect(figure, t.name).toBeDefined();
      expect(figure).toContain(t.caseLabel);
      expect(figure).toContain(t.name);
    }
    expect(text(html)).toContain(disclaimer);
    // No self-serving review markup: no Review, no AggregateRating, no rating at all.
    const data = JSON.stringify(jsonLd(html));
    expect(data).not.toMatch(/"Review"|AggregateRating|ratingValue|reviewCount/);
    expect(html).not.toContain("schema.org/Review");
  });

  it("the home page's carousel keeps the first six", async () => {
    const html = await (await call("/")).text();
    for (const t of testimonials.en.slice(0, 6)) expect(decode(html)).toContain(t.quote);
    expect(decode(html)).not.toContain(testimonials.en[6].quote);
  });
});

describe("the case results page", () => {
  it.each([
    ["/case-results", "en"],
    ["/es/resultados", "es"],
  ] as const)("%s: each result with its case type and account; the qualifier before the first amount, as large, and beside each", async (path, lang) => {
    const html = await (await call(path)).text();
    const words = caseResultWords[lang];
    const body = main(html);
    const firstAmount = body.indexOf(words.results[0].amount);
    const qualifierAt = body.indexOf(words.qualifier);
    expect(qualifierAt).toBeGreaterThan(-1);
    expect(qualifierAt).toBeLessThan(firstAmount);
    // As prominent as the amounts: the same type classes as each amount.
    const classOf = (textAt: number) => /class="([^"]+)"[^>]*>[^<]*$/.exec(body.slice(0, textAt))?.[1] ?? "";
    const amountClasses = classOf(firstAmount).split(" ");
    for (const cls of ["font-serif", "text-3xl", "font-bold", "sm:text-4xl"]) {
      expect(amountClasses).toContain(cls);
      expect(classOf(qualifierAt).split(" ")).toContain(cls);
    }
    for (const result of words.results) {
      const card = body.slice(body.indexOf(`>${result.caseType}<`)).split("</li>")[0];
      expect(card, result.caseType).toContain(result.amount);
      expect(card).toContain(result.account);
      expect(card).toContain(words.qualifier);
    }
    // The home page's figures are among them, in the firm's order.
    expect(words.results.slice(0, 3).map((r) => r.amount)).toEqual([...firm.resultAmounts]);
  });
});

describe("the accessibility statement", () => {
  it.each([
    ["/accessibility", "en", ["WCAG", "2.2", "AA", "axe", "validator", "keyboard", "Firefox", "WebKit", "Known limits"], "Phone"],
    ["/es/accesibilidad", "es", ["WCAG", "2.2", "AA", "axe", "validador", "teclado", "Firefox", "WebKit", "Límites conocidos"], "Teléfono"],
  ] as const)("%s: the standard, how it is tested, known limits, how to report a barrier and its date", async (path, _lang, words, phone) => {
    const html = await (await call(path)).text();
    for (const word of words) expect(text(html), word).toContain(word);
    expect(text(html)).toContain(phone);
    expect(main(html)).toContain('href="tel:+12535550142"');
    expect(main(html)).toContain(`href="mailto:${accessibilityEmail}"`);
    expect(main(html)).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
  });
});

describe("links to the new pages", () => {
  it.each(["/", "/es", "/kent-wa/car-accident-lawyer", "/es/recursos"])("%s links all four from its footer", async (path) => {
    const html = await (await call(path)).text();
    const footer = html.slice(html.indexOf("<footer"));
    const es = path.startsWith("/es");
    for (const href of es
      ? ["/es/recursos", "/es/testimonios", "/es/resultados", "/es/accesibilidad"]
      : ["/resources", "/reviews", "/case-results", "/accessibility"]) {
      expect(footer, href).toContain(`href="${href}"`);
    }
  });

  it.each([
    ["/sitemap", "en"],
    ["/es/mapa-del-sitio", "es"],
  ] as const)("the visible sitemap %s lists them and every article", async (path, lang) => {
    const html = await (await call(path)).text();
    const body = main(html);
    const hrefs =
      lang === "en"
        ? ["/resources", "/reviews", "/case-results", "/accessibility", "/resources/dog-bites-and-strict-liability"]
        : ["/es/recursos", "/es/testimonios", "/es/resultados", "/es/accesibilidad", "/es/recursos/mordeduras-de-perro-y-responsabilidad-del-dueno"];
    for (const href of hrefs) expect(body, href).toContain(`href="${href}"`);
  });
});

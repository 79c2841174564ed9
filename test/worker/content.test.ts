/**
 * The content of each page template, read from the server-rendered HTML: the sections
 * the old site had, their counts, and the exact numbers of the marketing claims.
 */
import { beforeAll, describe, expect, it } from "vitest";
// Vite's ?raw: the sprite as text, without a file system.
import badgesSvg from "../../public/images/awards/badges.svg?raw";
import { awards } from "~/content/awards";
import { cityPages } from "~/content/city-pages";
import { firm, firmWords } from "~/content/firm";
import { entry } from "~/content/i18n";
import { afterHours } from "~/content/office-hours";
import { practices } from "~/content/practices";
import { sitePages } from "~/lib/addresses";
import { pageWords } from "~/lib/page-words";
import { call, decode } from "./helpers";

const html = async (path: string) => {
  const res = await call(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const count = (text: string, re: RegExp) => [...text.matchAll(re)].length;
/** The text of the page's <body> (or of a fragment), tags stripped and entities decoded. */
const textOf = (page: string) =>
  decode(
    page
      .slice(Math.max(0, page.indexOf("<body")))
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
  )!;
/** The markup of the element with this attribute, up to its closing tag (no nesting of the same tag inside). */
const block = (page: string, tag: string, attr: string) => {
  const start = page.indexOf(attr);
  expect(start, attr).toBeGreaterThan(-1);
  const open = page.lastIndexOf(`<${tag}`, start);
  return page.slice(open, page.indexOf(`</${tag}>`, start) + tag.length + 3);
};
const jsonLd = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const typesOf = (data: { "@type": string | string[] }[]) => data.flatMap((d) => d["@type"]);

const other = sitePages.filter((p) => ["practice", "city", "attorney"].includes(p.kind));

/** The promises and the badge every page with the form shows, in each language. */
const promises = {
  en: { free: /free consultation/i, always: "24/7", noFee: /no fee unless we win/i, reviews: "five-star reviews", consent: "communication from" },
  es: {
    free: /consulta gratis/i,
    always: "las 24 horas",
    noFee: /no cobramos si no ganamos/i,
    reviews: "reseñas de cinco estrellas",
    consent: "comunicaciones de",
  },
};

describe("every page template", () => {
  it.each(sitePages.filter((p) => ["home", "practice", "city", "attorney"].includes(p.kind)).map((p) => [p.path, p] as const))(
    "%s: one h1, the call link, the free-consultation and 24/7 messages, the form",
    async (path, page) => {
      const body = await html(path);
      expect(count(body, /<h1[\s>]/g)).toBe(1);
      expect(count(body, /href="tel:\+12535550142"/g)).toBeGreaterThanOrEqual(3);
      const text = textOf(body);
      const words = promises[page.lang];
      expect(text).toMatch(words.free);
      expect(text).toContain(words.always);
      expect(text).toMatch(words.noFee);
      expect(body).toContain('id="consultation"');
      // Without JavaScript the form posts to its own page (the home page is an index route).
      expect(body).toContain(`action="${path === "/" ? "/?index" : path}"`);
      // The review badge: 5.0, 350+ on the home page, 400+ everywhere else.
      expect(text).toContain(`${firm.reviews.rating} `);
      if (page.kind === "home") {
        expect(text).toContain(`350+ ${words.reviews}`);
        expect(text).not.toContain("400+");
      } else {
        expect(text).toContain(`400+ ${words.reviews}`);
        expect(text).not.toContain("350+");
      }
      // No review-star markup: the firm's rating of itself is not structured data.
      expect(
        jsonLd(body).filter((d) => d.aggregateRating || d.review),
        path,
      ).toEqual([]);
      // The consent names the firm the page's own copy names (one of the firm's two names).
      const brand = firm.brands[page.brand];
      const consent = /<label for="[^"]*privacyConsent"[^>]*>[\s\S]*?<\/label>/.exec(body)?.[0] ?? "";
      expect(textOf(consent), path).toContain(`${words.consent} ${brand}`);
      const main = textOf(body.slice(body.indexOf("<main"), body.indexOf("</main>")).replace(consent, ""));
      if (page.kind !== "attorney") expect(main, path).toContain(brand);
      const otherBrand = Object.values(firm.brands).find((b) => b !== brand)!;
      expect(main.replaceAll(brand, ""), path).not.toContain(otherBrand);
      // Every image says how big it is; everything but the first screen loads lazily.
      for (const img of body.match(/<img [^>]*>/g) ?? []) {
        expect(img, img).toMatch(/ width="\d+"/);
        expect(img, img).toMatch(/ height="\d+"/);
        expect(img, img).toMatch(/ alt="/);
      }
      // Nothing third-party is embedded before the visitor asks.
      expect(body).not.toContain("<iframe");
    },
  );
});

describe("home page", () => {
  let body = "";
  let text = "";
  beforeAll(async () => {
    body = await html("/");
    text = textOf(body);
  });

  it("hero: phones get the poster of the phone copy of the video, and each screen preloads only its own poster", () => {
    const hero = block(body, "section", 'aria-labelledby="hero-heading"');
    expect(hero).toContain('<source media="(max-width: 767px)" srcSet="/media/hero-poster-640.webp" width="640" height="360"/>');
    const head = body.slice(0, body.indexOf("</head>"));
    const preloads = [...head.matchAll(/<link rel="preload"[^>]*hero-poster[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toEqual([
      '<link rel="preload" href="/media/hero-poster-640.webp" as="image" fetchPriority="high" media="(max-width: 767px)"/>',
      '<link rel="preload" href="/media/hero-poster.webp" as="image" fetchPriority="high" media="not all and (max-width: 767px)"/>',
    ]);
  });

  it("hero: the poster paints first; no video is in the HTML (the page adds it once it is interactive)", () => {
    const hero = block(body, "section", 'aria-labelledby="hero-heading"');
    const poster = hero.match(/<img [^>]*src="\/media\/hero-poster\.webp"[^>]*>/)?.[0];
    expect(poster).toBeDefined();
    expect(poster).toContain('fetchPriority="high"');
    expect(poster).not.toContain('loading="lazy"');
    // Nothing loads or lays out a video before app/components/sections/hero-video.tsx adds it.
    expect(hero).not.toContain("<video");
    expect(hero).not.toMatch(/<source[^>]*\.(webm|mp4)/);
    expect(hero).not.toContain("<script");
    // The button says "play" until the video plays.
    expect(hero).toMatch(/<button type="button" aria-label="Play background video" data-playing="false"/);
    expect(hero).toContain("calc(100svh-120px)");
    expect(hero).toContain('src="/images/attorney-hero.webp"');
    expect(decode(hero)).toContain(`<h1 id="hero-heading"`);
    expect(textOf(hero)).toContain(firmWords.en.tagline);
    expect(textOf(hero)).toContain("5.0");
    expect(textOf(hero)).toContain("350+ five-star reviews");
  });

  it("honour band: the top-lawyer honour 2019-2024 and the mantra", () => {
    const band = textOf(block(body, "section", 'aria-labelledby="honor-heading"'));
    expect(band).toContain("2019-2024");
    for (let year = 2019; year <= 2024; year++) expect(band).toContain(String(year));
    expect(band).toContain(firmWords.en.mantra);
    expect(band).toContain("Super Lawyers");
  });

  it("award strip: ten logos, duplicated, the copy hidden from assistive technology", () => {
    const strip = block(body, "section", 'aria-label="Awards and recognition"');
    const logos = strip.match(/<img [^>]*src="\/images\/awards\/badges\.svg#award-\d\d"[^>]*>/g) ?? [];
    expect(logos).toHaveLength(20);
    const hidden = strip.slice(strip.indexOf('aria-hidden="true"'));
    expect(count(hidden, /<img /g)).toBe(10);
    expect(count(hidden, /alt=""/g)).toBe(10);
    const visible = logos.slice(0, 10);
    expect(visible.every((img) => !img.includes('alt=""'))).toBe(true);
  });

  it("award strip: each logo is a badge of the one sprite file, which shows only the badge its fragment names", () => {
    const ids = awards.en.map((award) => award.src.split("#")[1]);
    expect(new Set(ids).size).toBe(10);
    expect(awards.es.map((award) => award.src)).toEqual(awards.en.map((award) => award.src));
    for (const award of awards.en) expect(award.src.split("#")[0]).toBe("/images/awards/badges.svg");
    const badges = [...badgesSvg.matchAll(/<svg id="([^"]+)" class="badge"/g)].map((m) => m[1]);
    expect(badges).toEqual(ids);
    // No badge shows without its fragment, so an <img> shows one badge, never ten at once.
    expect(badgesSvg).toContain("<style>.badge:not(:target){display:none}</style>");
  });

  it("intro: the six causes, the three results with the RPC 7.1 disclaimer", () => {
    for (const cause of [
      "Car or truck crash",
      "Motorcycle accident",
      "Slip and fall",
      "Workplace or construction accident",
      "Dog bite or animal attack",
      "Assault or intentional harm",
    ]) {
      expect(text).toContain(cause);
    }
    const results = textOf(block(body, "section", 'aria-labelledby="results-heading"'));
    for (const amount of ["$1,000,000", "$1,400,000", "$12,000,000"]) expect(results).toContain(amount);
    expect(results).toContain("Past results do not guarantee a similar outcome");
    expect(results).toContain("RPC 7.1");
    expect(text).toContain("What a personal injury lawyer can do for you");
  });

  it("why choose: four points with the claims", () => {
    const why = block(body, "section", 'aria-labelledby="why-heading"');
    expect(count(why, /<li /g)).toBe(4);
    const t = textOf(why);
    expect(t).toContain("150+ years");
    expect(t).toContain("97%");
    expect(t).toMatch(/nine/i);
    expect(t).toMatch(/no fee unless we win/i);
  });

  it("practice areas: eight image tiles linking to the Kent practice pages, two video facades", () => {
    const grid = block(body, "section", 'aria-labelledby="practice-heading"');
    const tiles = [...grid.matchAll(/<a [^>]*href="(\/kent-wa\/[^"]+)"[^>]*>[\s\S]*?<\/a>/g)];
    expect(tiles.map((m) => m[1]).sort()).toEqual(practices.map((p) => `/kent-wa/${p.slug}`).sort());
    for (const tile of tiles) expect(tile[0]).toMatch(/<img [^>]*loading="lazy"/);
    expect(count(grid, /<button type="button"[^>]*><span class="sr-only">Play video: /g)).toBe(2);
    expect(grid).not.toContain("<iframe");
  });

  it("FAQ: ten questions in a single-open <details> accordion, with the three-year limit and comparative fault", () => {
    expect(count(body, /<details name="faq"/g)).toBe(10);
    for (let i = 0; i < 10; i++) expect(body).toContain(`data-value="item-${i}"`);
    const faq = textOf(block(body, "section", 'aria-labelledby="faq-heading"'));
    expect(faq).toContain("Personal Injury FAQs");
    expect(faq).toContain("three years");
    expect(faq).toMatch(/comparative fault/);
  });

  it("sections 7 to 10 in order: Free Case Review, Injured? with the form, the Kent office map, testimonials", () => {
    const at = (s: string) => body.indexOf(s);
    expect(at('id="case-review-heading"')).toBeGreaterThan(at('id="faq-heading"'));
    expect(at(">Injured?</h2>")).toBeGreaterThan(at('id="case-review-heading"'));
    expect(at('id="office-heading"')).toBeGreaterThan(at(">Injured?</h2>"));
    expect(at('id="testimonials-heading"')).toBeGreaterThan(at('id="office-heading"'));
    expect(at("<footer")).toBeGreaterThan(at('id="testimonials-heading"'));
    const office = block(body, "section", 'aria-labelledby="office-heading"');
    expect(office).toContain("h-[450px]");
    expect(textOf(office)).toContain("Show map of our Kent office");
    expect(textOf(office)).toContain("Suite 130");
  });

  it("testimonial carousel: six quotes, each with a name, a case label and five stars", () => {
    const carousel = block(body, "section", 'aria-roledescription="carousel"');
    const slides = carousel.match(/<div [^>]*aria-roledescription="slide"[^>]*>[\s\S]*?<\/figure>/g) ?? [];
    expect(slides).toHaveLength(6);
    slides.forEach((slide, i) => {
      expect(slide).toContain(`aria-label="${i + 1} of 6"`);
      expect(slide).toContain('aria-label="5 out of 5 stars"');
      // One drawing of five stars (five closed shapes in one path).
      const stars = /<svg role="img" aria-label="5 out of 5 stars"[^>]*><path d="([^"]+)"/.exec(slide)?.[1] ?? "";
      expect(count(stars, /z/g)).toBe(5);
      expect(slide).toMatch(/<figcaption[\s\S]*client/);
    });
    expect(count(carousel, /aria-label="Show testimonial \d of 6"/g)).toBe(6);
    expect(carousel).toMatch(/aria-label="(Start|Stop) automatic slide show"/);
  });
});

describe("practice pages", () => {
  const practicePages = sitePages.filter((p) => p.kind === "practice" && p.lang === "en");

  it.each(practicePages.map((p) => [p.path, p] as const))("%s: hero, tagline, form, explainer lists, closing call", async (path, page) => {
    const body = await html(path);
    const text = textOf(body);
    const hero = textOf(block(body, "section", 'aria-labelledby="page-heading"'));
    expect(hero).toContain(pageWords(page).heading);
    expect(hero).toContain("At Bat for Justice. Focused on You.");
    expect(hero).toContain("Call Now: (253) 555-0142");
    expect(body).toContain('id="explainer-heading"');
    expect(body).toContain('id="why-heading"');
    expect(body).toContain('id="typical-heading"');
    expect(count(block(body, "section", 'aria-labelledby="typical-heading"'), /<li /g)).toBeGreaterThanOrEqual(6);
    expect(body).toContain('id="closing-heading"');
    expect(text).toMatch(/Call Now/);
    const practice = practices.find((p) => p.slug === page.key)!;
    expect(body).toMatch(new RegExp(`<option value="${practice.caseType}" selected=""`));
  });

  it("the truck page cites the 80,000-pound commercial vehicle", async () => {
    expect(textOf(await html("/kent-wa/truck-accident-lawyer"))).toContain("80,000-pound commercial vehicle");
    expect(textOf(await html("/seattle-wa/truck-accident-lawyer"))).toContain("80,000-pound commercial vehicle");
  });

  it("the car page declares a LocalBusiness and a three-question FAQPage, and shows the questions", async () => {
    const body = await html("/kent-wa/car-accident-lawyer");
    const data = jsonLd(body);
    expect(typesOf(data)).toEqual(expect.arrayContaining(["LocalBusiness", "FAQPage"]));
    const business = data.find((d) => typesOf([d]).includes("LocalBusiness"));
    expect(business.address.streetAddress).toContain("Suite 130");
    expect(business.telephone).toBe(firm.phone.e164);
    const faq = data.find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(3);
    for (const q of faq.mainEntity) expect(decode(body)).toContain(q.name);
    expect(count(body, /<details name="questions"/g)).toBe(3);
  });

  it("the other practice pages declare no LocalBusiness or FAQPage", async () => {
    const body = await html("/kent-wa/truck-accident-lawyer");
    expect(typesOf(jsonLd(body))).not.toContain("FAQPage");
    expect(typesOf(jsonLd(body))).not.toContain("LocalBusiness");
  });
});

describe("city pages", () => {
  const cityCards = async (path: string) => {
    const body = await html(path);
    const cards = block(body, "section", 'aria-labelledby="case-types-heading"');
    return { body, titles: [...cards.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => decode(m[1])) };
  };

  it.each(sitePages.filter((p) => p.kind === "city").map((p) => [p.path, p] as const))(
    "%s: background hero, the form in a card, local copy, six case cards, closing call",
    async (path, page) => {
      const { body, titles } = await cityCards(path);
      const hero = block(body, "section", 'aria-labelledby="page-heading"');
      expect(hero).toMatch(new RegExp(`<img [^>]*src="/images/cities/${page.key}\\.webp"[^>]*fetchPriority="high"`));
      expect(body).toContain('id="local-heading"');
      expect(titles).toHaveLength(6);
      expect(titles).toEqual(entry(cityPages[page.lang], page.key).caseTypes.cards.map((c) => c.title));
      expect(body).toContain('id="closing-heading"');
    },
  );

  it("Kent: the office address with suite 130 in the copy", async () => {
    const local = textOf(block(await html("/kent-wa/personal-injury-lawyer"), "section", 'aria-labelledby="local-heading"'));
    expect(local).toContain("8421 Riverbend Plaza, Suite 130, Kent, WA 98032");
  });

  it("Olympia: its six case cards and a Contact Us button that goes to the form", async () => {
    const { body, titles } = await cityCards("/olympia-wa/personal-injury-lawyer");
    expect(titles).toEqual(["Car Accidents", "Government Worker Injuries", "Slip and Fall", "Truck Accidents", "Campus Injuries", "Wrongful Death"]);
    const closing = block(body, "section", 'aria-labelledby="closing-heading"');
    expect(closing).toMatch(/<a [^>]*href="#consultation"[^>]*>Contact Us<\/a>/);
  });

  it("Port Orchard: its six case cards", async () => {
    const { titles } = await cityCards("/port-orchard-wa/personal-injury-lawyer");
    expect(titles).toEqual(["Car Accidents", "Shipyard Injuries", "Ferry Accidents", "Military Base Injuries", "Slip and Fall", "Wrongful Death"]);
  });
});

describe("attorney profiles", () => {
  it.each(sitePages.filter((p) => p.kind === "attorney" && p.lang === "en").map((p) => [p.path, p] as const))(
    "%s: hero with name, role, call button and photo; biography; Practice Focus; the form",
    async (path, page) => {
      const body = await html(path);
      const hero = block(body, "section", 'aria-labelledby="page-heading"');
      expect(textOf(hero)).toContain(pageWords(page).heading);
      expect(hero).toContain('href="tel:+12535550142"');
      expect(hero).toMatch(new RegExp(`<img [^>]*src="/images/attorneys/${page.key}\\.webp"`));
      expect(body).toContain('id="bio-heading"');
      expect(body).toMatch(/<h2 id="practice-focus-heading"[^>]*>Practice Focus<\/h2>/);
      expect(count(block(body, "section", 'aria-labelledby="practice-focus-heading"'), /<li /g)).toBeGreaterThanOrEqual(4);
    },
  );

  it("names the attorneys' roles", async () => {
    expect(textOf(await html("/attorney/kent-wa/marcus-kestrel"))).toContain("Managing Partner");
    expect(textOf(await html("/attorney/kent-wa/diane-vance"))).toContain("34 years");
    expect(textOf(await html("/attorney/kent-wa/samuel-okafor"))).toContain("Equity Partner");
    expect(textOf(await html("/attorney/kent-wa/rebecca-lindqvist"))).toContain("seasoned trial attorney");
  });
});

it("covers every practice, city and attorney address", () => {
  // English: practices under two prefixes, seven city addresses, attorneys under three; Spanish: one each.
  expect(other).toHaveLength(8 * 2 + 7 + 4 * 3 + 8 + 5 + 4);
});

describe("the after-hours promise and the site's words", () => {
  // The pages say the phones are answered 24/7; that holds only while the firm's setting
  // says someone answers after hours (app/content/office-hours.ts). Changing the setting
  // to voicemail fails here until those words change too.
  it("a page that says 24/7 is true to the after-hours setting", async () => {
    const pages = ["/", "/kent-wa/car-accident-lawyer", "/seattle-personal-injury-lawyer", "/es"];
    for (const path of pages) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      if (/24\/7|24 horas/.test(html)) expect(afterHours.phones, `${path} says 24/7`).not.toBe("voicemail");
    }
  });
});

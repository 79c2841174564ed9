/**
 * Where leads come from (docs/decisions/0014): the first touch on the lead (schema,
 * columns, channel, the staff email), the day counts of requests and call taps, and the
 * event endpoint the browser reports call taps to, hostile input included.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { firstTouch, sourceOf } from "~/attribution/source";
import { pruneCounts } from "~/attribution/store.server";
import { clickIdFields, urlFields, utmFields } from "~/attribution/fields";
import { leadSchema } from "~/leads/schema";
import { CARRIED_DROP_ORDER, CARRIED_LIMIT, carriedTouch } from "../../worker/first-touch";
import { call, ORIGIN } from "./helpers";
import { emailRecorder, formFields, freshIp, leadsWhere, postJson, postPage, send, validLead } from "./lead-helpers";
import { db } from "~/db/client.server";

interface CountRow {
  day: string;
  event: string;
  page: string;
  channel: string;
  source: string;
  campaign: string;
  landing_page: string;
  count: number;
}

async function counts(where = "1 = 1", ...params: unknown[]): Promise<CountRow[]> {
  return (
    await env.DB.prepare(`SELECT * FROM daily_counts WHERE ${where} ORDER BY page, event`)
      .bind(...params)
      .all<CountRow>()
  ).results;
}
const total = async (where = "1 = 1", ...params: unknown[]) => (await counts(where, ...params)).reduce((sum, row) => sum + row.count, 0);

const adLanding =
  "/kent-wa/car-accident-lawyer?utm_source=google&utm_medium=cpc&utm_campaign=kent-car-2026&utm_term=car+accident+lawyer&gclid=Cj0KCQiA-test_123";
const adTouch = {
  landingPage: adLanding,
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "kent-car-2026",
  utm_term: "car accident lawyer",
  gclid: "Cj0KCQiA-test_123",
};

describe("the channel rule", () => {
  it.each([
    [{ gclid: "x" }, "paid-search"],
    [{ msclkid: "x", utm_medium: "email" }, "paid-search"],
    [{ wbraid: "x" }, "paid-search"],
    [{ utm_source: "google", utm_medium: "cpc" }, "paid-search"],
    [{ utm_source: "facebook", utm_medium: "paid" }, "paid-social"],
    [{ utm_source: "meta", utm_medium: "paid_social" }, "paid-social"],
    [{ fbclid: "x" }, "social"],
    [{ fbclid: "x", utm_medium: "cpc", utm_source: "facebook" }, "paid-social"],
    [{ utm_source: "newsletter", utm_medium: "email" }, "email"],
    [{ utm_source: "nextdoor", utm_medium: "social" }, "social"],
    [{ utm_medium: "banner" }, "display"],
    [{ utm_source: "avvo", utm_medium: "referral" }, "referral"],
    [{ utm_source: "gbp", utm_medium: "organic" }, "organic-search"],
    [{ utm_source: "flyer" }, "campaign"],
    [{ utm_campaign: "billboard-i5" }, "campaign"],
    [{ referrer: "https://www.google.com/" }, "organic-search"],
    [{ referrer: "https://www.bing.com/search" }, "organic-search"],
    [{ referrer: "https://duckduckgo.com/" }, "organic-search"],
    [{ referrer: "https://l.facebook.com/l.php" }, "social"],
    [{ referrer: "https://t.co/abc" }, "social"],
    [{ referrer: "https://mail.google.com/mail/u/0/" }, "email"],
    [{ referrer: "https://www.avvo.com/attorneys/98032-wa.html" }, "directory"],
    [{ referrer: "https://www.yelp.com/biz/kestrel" }, "directory"],
    [{ referrer: "https://kentreporter.example/news/crash" }, "referral"],
    [{}, "direct"],
    [{ landingPage: "/" }, "direct"],
  ])("%o -> %s", (touch, source) => {
    expect(sourceOf(touch)).toBe(source);
  });
});

describe("the first touch the server keeps", () => {
  const origins = [ORIGIN, "https://www.kestrelinjurylaw.example"];

  it("keeps another site's origin and path (never its query), and drops this site as a referrer", () => {
    expect(firstTouch({ referrer: "https://www.google.com/search?q=kent+lawyer+john+doe" }, origins).referrer).toBe("https://www.google.com/search");
    expect(firstTouch({ referrer: `${ORIGIN}/kent-wa/car-accident-lawyer` }, origins).referrer).toBeUndefined();
    expect(firstTouch({ referrer: "https://www.kestrelinjurylaw.example/" }, origins).referrer).toBeUndefined();
    expect(firstTouch({ referrer: "javascript:alert(1)" }, origins).referrer).toBeUndefined();
  });

  it("keeps the landing page as a path of this site", () => {
    expect(firstTouch({ landingPage: `${ORIGIN}${adLanding}` }, origins).landingPage).toBe(adLanding);
    expect(firstTouch({ landingPage: adLanding }, origins).landingPage).toBe(adLanding);
    expect(firstTouch({ landingPage: "https://evil.example/x" }, origins).landingPage).toBeUndefined();
    expect(firstTouch({ landingPage: "//evil.example/x" }, origins).landingPage).toBeUndefined();
  });
});

describe("the shared schema", () => {
  const base = validLead();

  it("keeps well-formed values within their limits", () => {
    const result = leadSchema("en").safeParse({ ...base, ...adTouch, referrer: "https://www.google.com/" });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ ...adTouch, referrer: "https://www.google.com/" });
  });

  it("drops a junk value and keeps the lead", () => {
    const junk = {
      utm_source: "x".repeat(201),
      utm_medium: 42,
      utm_campaign: ["a"],
      utm_term: "",
      utm_content: { a: 1 },
      gclid: "<script>alert(1)</script>",
      gbraid: "x".repeat(301),
      wbraid: "has space",
      msclkid: null,
      fbclid: "\u0000",
      referrer: "javascript:alert(1)",
      landingPage: "y".repeat(501),
    };
    const result = leadSchema("en").safeParse({ ...base, ...junk });
    expect(result.success).toBe(true);
    for (const name of Object.keys(junk)) expect(result.data![name as keyof typeof junk], name).toBeUndefined();
  });
});

describe("a lead with its first touch", () => {
  it("is stored with every value and its channel, counted, and the staff email says how they found us", async () => {
    const email = emailRecorder();
    const lead = validLead({ ...adTouch, referrer: "https://www.google.com/search?q=kent", sourceUrl: `${ORIGIN}/kent-wa/personal-injury-lawyer` });
    const before = await total("event = 'consultation_request' AND page = ?", "/kent-wa/personal-injury-lawyer");
    expect((await postJson(lead, { email })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row).toMatchObject({
      landing_page: adLanding,
      referrer: "https://www.google.com/search",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "kent-car-2026",
      utm_term: "car accident lawyer",
      utm_content: null,
      gclid: "Cj0KCQiA-test_123",
      gbraid: null,
      fbclid: null,
      channel: "paid-search",
    });
    expect(await total("event = 'consultation_request' AND page = ?", "/kent-wa/personal-injury-lawyer")).toBe(before + 1);
    const [counted] = await counts("event = 'consultation_request' AND campaign = ?", "kent-car-2026");
    expect(counted).toMatchObject({ channel: "paid-search", source: "google", landing_page: "/kent-wa/car-accident-lawyer" });

    const text = email.sent[0].text!;
    const found = text.slice(text.indexOf("How they found us:"));
    expect(found).toContain("Channel: paid-search");
    expect(found).toContain("Source / medium: google / cpc");
    expect(found).toContain("Campaign: kent-car-2026, term: car accident lawyer");
    expect(found).toContain("Came from: https://www.google.com/search");
    expect(found).toContain(`First page: ${adLanding}`);
    expect(found).toContain("Ad click: gclid=Cj0KCQiA-test_123");
    expect(email.sent[0].html).toContain(">How they found us</h2>");
  });

  it("without a first touch is direct, and the email says so", async () => {
    const email = emailRecorder();
    const lead = validLead();
    await postJson(lead, { email });
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row).toMatchObject({ channel: "direct", landing_page: null, referrer: null, utm_source: null });
    expect(email.sent[0].text).toContain("Channel: direct");
  });

  it("posted without JavaScript from its landing page carries that page's tags", async () => {
    const fields = formFields({ ...adTouch, landingPage: adLanding });
    expect((await postPage(adLanding, fields, { email: emailRecorder() })).status).toBe(303);
    const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
    expect(row).toMatchObject({ channel: "paid-search", utm_campaign: "kent-car-2026", gclid: "Cj0KCQiA-test_123", landing_page: adLanding });
  });
});

describe("the landing page's form without JavaScript", () => {
  /** The addresses the page's links lead to, as written. */
  const links = (html: string) => [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  const hidden = (html: string, name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];

  it("carries the page's own tags and the external referrer of its request", async () => {
    const html = await (await call(adLanding, { headers: { Referer: "https://www.google.com/search?q=x" } })).text();
    expect(hidden(html, "utm_campaign")).toBe("kent-car-2026");
    expect(hidden(html, "gclid")).toBe("Cj0KCQiA-test_123");
    expect(hidden(html, "landingPage")).toBe(adLanding.replace(/&/g, "&amp;"));
    expect(hidden(html, "referrer")).toBe("https://www.google.com/search");
  });

  it("on the next page, the tags of the landing page it came from", async () => {
    const html = await (await call("/kent-wa/personal-injury-lawyer", { headers: { Referer: `${ORIGIN}${adLanding}` } })).text();
    expect(hidden(html, "gclid")).toBe("Cj0KCQiA-test_123");
    expect(hidden(html, "utm_source")).toBe("google");
    expect(hidden(html, "landingPage")).toBe(adLanding.replace(/&/g, "&amp;"));
    expect(hidden(html, "referrer")).toBe("");
  });

  it("nothing from an untagged page of this site, nor without a Referer: the page goes out as it is", async () => {
    for (const headers of [{ Referer: `${ORIGIN}/` }, {}] as Record<string, string>[]) {
      const html = await (await call("/kent-wa/personal-injury-lawyer", { headers })).text();
      for (const name of ["utm_source", "landingPage", "referrer"]) expect(html).toContain(`<input type="hidden" name="${name}"/>`);
      expect(links(html).filter((href) => href.includes("?"))).toEqual([]);
    }
  });

  it("the landing page's links to other pages carry its first touch, so the next page's form has it", async () => {
    const html = await (await call("/", { headers: { Referer: "https://www.bing.com/search?q=kent+lawyer" } })).text();
    const kent = links(html).find((href) => href.startsWith("/kent-wa/personal-injury-lawyer?"))!;
    const query = new URL(kent, ORIGIN).searchParams;
    expect(Object.fromEntries(query)).toEqual({ ft_landing: "/", ft_ref: "https://www.bing.com/search" });
    // Assets and addresses that are not pages keep their own.
    expect(html).toContain('href="/favicon.svg"');

    const next = await (await call(kent, { headers: { Referer: `${ORIGIN}/` } })).text();
    expect(hidden(next, "landingPage")).toBe("/");
    expect(hidden(next, "referrer")).toBe("https://www.bing.com/search");
    expect(hidden(next, "utm_source")).toBe("");
    // And on to the page after.
    expect(links(next).some((href) => href.startsWith("/kent-wa/truck-accident-lawyer?") && href.includes("ft_ref=https%3A%2F%2Fwww.bing.com%2Fsearch"))).toBe(
      true,
    );
  });

  it("a tagged landing page's links carry its tags, its address and its referrer", async () => {
    const html = await (await call(adLanding, { headers: { Referer: "https://www.google.com/search?q=x" } })).text();
    const href = links(html).find((h) => h.startsWith("/kent-wa/personal-injury-lawyer?"))!;
    const query = new URL(href, ORIGIN).searchParams;
    expect(query.get("gclid")).toBe("Cj0KCQiA-test_123");
    expect(query.get("utm_campaign")).toBe("kent-car-2026");
    expect(query.get("ft_landing")).toBe(adLanding);
    expect(query.get("ft_ref")).toBe("https://www.google.com/search");
    const next = await (await call(href)).text();
    expect(hidden(next, "gclid")).toBe("Cj0KCQiA-test_123");
    expect(hidden(next, "landingPage")).toBe(adLanding.replace(/&/g, "&amp;"));
  });

  it("a post that comes back with messages keeps the first touch it carried", async () => {
    const fields = formFields({ ...adTouch, landingPage: adLanding, referrer: "https://www.google.com/search", email: "not-an-email" });
    const page = await postPage("/kent-wa/personal-injury-lawyer", fields, { email: emailRecorder(), headers: { Origin: ORIGIN } });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(hidden(html, "gclid")).toBe("Cj0KCQiA-test_123");
    expect(hidden(html, "landingPage")).toBe(adLanding.replace(/&/g, "&amp;"));
    expect(hidden(html, "referrer")).toBe("https://www.google.com/search");
  });

  it("cuts a long landing page to its limit, as the browser's script does (the schema would drop it whole)", async () => {
    const long = `${adLanding}&utm_content=${"x".repeat(600)}`;
    const html = await (await call(long, { headers: { Referer: "https://www.google.com/search" } })).text();
    const landing = hidden(html, "landingPage")!.replace(/&amp;/g, "&");
    expect(landing).toBe(long.slice(0, 500));
    expect(hidden(html, "utm_content")).toBe("x".repeat(200));
    expect(hidden(html, "gclid")).toBe("Cj0KCQiA-test_123");
  });

  it("writes hostile carried values as attribute text, never as markup", async () => {
    const query = new URLSearchParams({ ft_landing: '/"><script>alert(1)</script>', ft_ref: "javascript:alert(1)", utm_source: '"><b>x</b>' });
    const html = await (await call(`/kent-wa/personal-injury-lawyer?${query}`)).text();
    // The quote that would end the attribute is escaped; what follows it stays in the value.
    expect(html).not.toContain('"><script>');
    expect(html).not.toContain('"><b>');
    expect(hidden(html, "utm_source")).toBe("&quot;><b>x</b>");
    expect(hidden(html, "landingPage")).toBe("/&quot;><script>alert(1)</script>");
  });
});

describe("a landing page with long tags (issue 31, finding 4)", () => {
  const CAR = "/kent-wa/car-accident-lawyer";
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
  const hidden = (html: string, name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
  /** 280 CJK characters (each 9 bytes once percent-encoded). */
  const long = "東京都大阪府京都市".repeat(32).slice(0, 280);
  const carried = (touch: Record<string, string | undefined>) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(touch)) if (value) query.set(name, value);
    return query.toString();
  };

  it("ten tags of 280 CJK characters: the page stays within twice the plain one, no link over 4 KB", async () => {
    const plain = await (await call(CAR)).text();
    const query = new URLSearchParams(Object.fromEntries(urlFields.map((name) => [name, long])));
    const res = await call(`${CAR}?${query}`, { headers: { Referer: "https://www.google.com/" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(bytes(html)).toBeLessThanOrEqual(2 * bytes(plain));
    const carrying = hrefs(html).filter((href) => href.includes("ft_landing="));
    expect(carrying.length).toBeGreaterThan(10);
    for (const href of hrefs(html)) expect(href.length).toBeLessThanOrEqual(4096);
    for (const href of carrying) expect(href.split("?")[1].replace(/&amp;/g, "&").length).toBeLessThanOrEqual(CARRIED_LIMIT);
    // CJK click ids are not click ids: the schema would drop them, so they are not carried.
    for (const name of clickIdFields) expect(hidden(html, name), name).toBe("");
    expect(hidden(html, "referrer")).toBe("https://www.google.com/");
  });

  it("keeps the valid click ids, dropping the long tags first", async () => {
    const ids = Object.fromEntries(clickIdFields.map((name, i) => [name, `${name.toUpperCase()}_${i}-${"x".repeat(60)}`]));
    const query = new URLSearchParams({ ...Object.fromEntries(utmFields.map((name) => [name, long])), ...ids });
    const html = await (await call(`${CAR}?${query}`)).text();
    for (const name of clickIdFields) expect(hidden(html, name), name).toBe(ids[name]);
    const next = new URL(
      hrefs(html)
        .find((href) => href.startsWith("/kent-wa/personal-injury-lawyer?"))!
        .replace(/&amp;/g, "&"),
      ORIGIN,
    );
    for (const name of clickIdFields) expect(next.searchParams.get(name), name).toBe(ids[name]);
    expect(next.search.length).toBeLessThanOrEqual(CARRIED_LIMIT + 1);
    // The next page's form has them too.
    const nextHtml = await (await call(`${next.pathname}${next.search}`)).text();
    expect(hidden(nextHtml, "gclid")).toBe(ids.gclid);
  });

  it("carries only what the lead schema would keep", () => {
    expect(carriedTouch({ ...adTouch, referrer: "https://www.google.com/search" })).toEqual({ ...adTouch, referrer: "https://www.google.com/search" });
    expect(
      carriedTouch({
        landingPage: "/",
        gclid: "<script>alert(1)</script>",
        fbclid: "has space",
        referrer: "javascript:alert(1)",
        utm_source: "news\u0000letter",
      }),
    ).toEqual({ landingPage: "/", utm_source: "news letter" });
  });

  it("drops utm_term first (from the landing page's query too), then utm_content", () => {
    const tags = {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "s".repeat(150),
      utm_term: "t".repeat(200),
      utm_content: "c".repeat(200),
      gclid: "G".repeat(150),
    };
    const touch = { landingPage: `${CAR}?utm_term=${tags.utm_term}&x=1`, ...tags };
    expect(carried({ ...touch, landingPage: undefined, ft_landing: touch.landingPage }).length).toBeGreaterThan(CARRIED_LIMIT);
    const { utm_term: _term, ...rest } = tags;
    expect(carriedTouch(touch)).toEqual({ ...rest, landingPage: `${CAR}?x=1` });

    const more = { ...tags, utm_source: "g".repeat(150), gclid: "G".repeat(300), msclkid: "M".repeat(200) };
    expect(carriedTouch({ landingPage: CAR, ...more })).toEqual({
      landingPage: CAR,
      utm_source: more.utm_source,
      utm_medium: "cpc",
      utm_campaign: more.utm_campaign,
      gclid: more.gclid,
      msclkid: more.msclkid,
    });
  });

  it("never drops a click id while a tag, the referrer or the landing page's query is left", () => {
    const full = {
      landingPage: `${CAR}?${"q".repeat(400)}`,
      referrer: `https://www.example.com/${"r".repeat(400)}`,
      ...Object.fromEntries(utmFields.map((name) => [name, "u".repeat(200)])),
      ...Object.fromEntries(clickIdFields.map((name) => [name, "k".repeat(300)])),
    };
    const kept = carriedTouch(full);
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(kept)) query.set(name, value!);
    expect(query.toString().length).toBeLessThanOrEqual(CARRIED_LIMIT);
    // What is kept is a tail of the drop order: nothing is kept while an earlier one went.
    const present = CARRIED_DROP_ORDER.map((name) => (name === "landingQuery" ? kept.landingPage?.includes("?") : kept[name] !== undefined));
    expect(present.indexOf(true)).toBeGreaterThan(0);
    expect(present.slice(present.indexOf(true)).every(Boolean)).toBe(true);
    expect(kept).toMatchObject({ gclid: "k".repeat(300), gbraid: "k".repeat(300), landingPage: CAR });
  });
});

describe("POST /api/events", () => {
  const beacon = (body: unknown, options: { headers?: Record<string, string>; ip?: string; contentType?: string | null } = {}) =>
    send(typeof body === "string" ? body : JSON.stringify(body), options.contentType === undefined ? "text/plain;charset=UTF-8" : options.contentType, {
      path: "/api/events",
      ip: options.ip,
      headers: { Origin: ORIGIN, ...options.headers },
    });

  it("counts a call tap on a page, per day, with the visit's first touch, and answers 204", async () => {
    const before = await total("event = 'call_tap' AND page = '/es'");
    const res = await beacon({ event: "call_tap", page: "/es", touch: { ...adTouch, utm_campaign: "es-tap" } });
    expect(res.status).toBe(204);
    await beacon({ event: "call_tap", page: "/es", touch: { ...adTouch, utm_campaign: "es-tap" } });
    expect(await total("event = 'call_tap' AND page = '/es'")).toBe(before + 2);
    const [row] = await counts("event = 'call_tap' AND campaign = 'es-tap'");
    expect(row).toMatchObject({ count: 2, channel: "paid-search", source: "google", landing_page: "/kent-wa/car-accident-lawyer" });
    expect(row.day).toBe(new Date().toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" }));
    // No visitor data in the table: these columns and nothing else.
    expect(Object.keys(row).sort()).toEqual(["campaign", "channel", "count", "day", "event", "landing_page", "page", "source"]);
  });

  it("refuses bad input with a clear 4xx, never a 5xx, and counts nothing", async () => {
    const before = await total();
    const cases: [string, Response][] = [
      ["unknown event", await beacon({ event: "purchase", page: "/" })],
      ["the lead event is the server's own", await beacon({ event: "consultation_request", page: "/" })],
      ["no event", await beacon({ page: "/" })],
      ["unknown page", await beacon({ event: "call_tap", page: "/nowhere" })],
      ["a page on another site", await beacon({ event: "call_tap", page: "https://evil.example/" })],
      ["malformed JSON", await beacon("{")],
      ["not an object", await beacon("[1,2]")],
      ["empty", await beacon("")],
      ["a huge page", await beacon({ event: "call_tap", page: `/${"x".repeat(1000)}` })],
      ["oversized body", await beacon({ event: "call_tap", page: "/", pad: "x".repeat(8 * 1024) })],
      ["foreign origin", await beacon({ event: "call_tap", page: "/" }, { headers: { Origin: "https://evil.example" } })],
      ["null origin", await beacon({ event: "call_tap", page: "/" }, { headers: { Origin: "null" } })],
      ["cross-site fetch", await beacon({ event: "call_tap", page: "/" }, { headers: { Origin: "", "Sec-Fetch-Site": "cross-site" } })],
      ["no origin at all", await send(JSON.stringify({ event: "call_tap", page: "/" }), "text/plain", { path: "/api/events" })],
      ["wrong content type", await beacon({ event: "call_tap", page: "/" }, { contentType: "application/x-www-form-urlencoded" })],
      ["GET", await send(null, null, { path: "/api/events", method: "GET" })],
    ];
    for (const [label, res] of cases) {
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(await res.json(), label).toMatchObject({ success: false, error: expect.any(String) });
    }
    expect(cases.map(([, res]) => res.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 413, 403, 403, 403, 403, 415, 405]);
    expect(await total()).toBe(before);
  });

  it("is rate limited per address", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await beacon({ event: "call_tap", page: "/sitemap" }, { ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(await total("event = 'call_tap' AND page = '/sitemap'")).toBe(30);
  });
});

describe("the day counts", () => {
  it("are kept two years, then deleted by the Cron trigger", async () => {
    await env.DB.prepare(
      "INSERT INTO daily_counts (day, event, page, count) VALUES ('2020-01-01', 'call_tap', '/', 3), ('2099-01-01', 'call_tap', '/', 1)",
    ).run();
    await pruneCounts(db(env));
    expect(await counts("day = '2020-01-01'")).toEqual([]);
    expect(await counts("day = '2099-01-01'")).toHaveLength(1);
  });
});

describe("the migration", () => {
  it("adds the first-touch columns as nullable: a row written without them reads as unknown", async () => {
    await env.DB.prepare(
      "INSERT INTO leads (created_at, name, email, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile) VALUES (?, 'Old Row', 'old@example.com', 'other', 'An older request', '', '', '', 1, ?, 'json', 'not-configured')",
    )
      .bind(new Date().toISOString(), crypto.randomUUID())
      .run();
    const [row] = await leadsWhere("name = 'Old Row'");
    expect(row).toMatchObject({ channel: null, landing_page: null, referrer: null, gclid: null, language: "en", stored_via: "direct" });
  });
});

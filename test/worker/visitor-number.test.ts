/**
 * The number a visitor sees (issue 58 item 2, decision 0094): a visit whose first touch has a tracking number
 * sees it in every marked number of a public page, written by the Worker after the page cache; everyone else,
 * the footer's NAP and the structured data see the main number, and the cache keeps one copy for all.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formWords } from "~/content/consultation-form";
import { firm } from "~/content/firm";
import { homePath, practicePath } from "~/lib/addresses";
import { displayNumber, plainNumber } from "~/lib/tel";
import worker from "../../worker/index";
import { pageCacheKey } from "../../worker/pages";
import { TEST_TRACKING_NUMBERS, TEST_TRACKING_SETTING } from "../tracking-numbers";
import { ORIGIN } from "./helpers";
import { freshIp, postJson, validLead } from "./lead-helpers";

const numbered = (setting = TEST_TRACKING_SETTING) => ({ ...env, CALL_TRACKING_NUMBERS: setting }) as Env;

async function page(path: string, { headers = {}, setting }: { headers?: Record<string, string>; setting?: string } = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { headers: { Accept: "text/html", "CF-Connecting-IP": freshIp(), ...headers } });
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], numbered(setting), ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, cache: response.headers.get("X-Page-Cache") };
}

/** The marked numbers: each text with its format, each tel: link's number. */
function marked(html: string) {
  const texts = [...html.matchAll(/<span data-firm-phone="(display|plain)"[^>]*>([^<]*)<\/span>/g)].map(([, format, text]) => ({ format, text }));
  const links = [...html.matchAll(/<a [^>]*data-firm-tel=""[^>]*>/g)].map(([tag]) => /href="tel:([^"]+)"/.exec(tag)?.[1]);
  return { texts, links };
}

/** Every marked number is `e164`, in the format its mark names. */
function expectShown(html: string, e164: string) {
  const { texts, links } = marked(html);
  expect(texts.length).toBeGreaterThanOrEqual(2);
  expect(links.length).toBeGreaterThanOrEqual(2);
  for (const { format, text } of texts) expect(text).toBe(format === "plain" ? plainNumber(e164) : displayNumber(e164));
  expect(new Set(links)).toEqual(new Set([e164]));
}

const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)![0];
const structuredData = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => json);
const telephones = (html: string) => structuredData(html).flatMap((json) => [...json.matchAll(/"telephone":"([^"]+)"/g)].map(([, value]) => value));

/** The main number, in any of its forms, outside the footer and the structured data. */
function mainNumberElsewhere(html: string): string[] {
  let rest = html.replace(footerOf(html), "");
  for (const json of structuredData(html)) rest = rest.replace(json, "");
  return rest.match(/555-0142|5550142/g) ?? [];
}

const GCLID = "?gclid=Cj0-visitor-number";
const google = TEST_TRACKING_NUMBERS["google-ads"];
const googleSpanish = TEST_TRACKING_NUMBERS["google-ads-es"];
const practice = practicePath("car-accident-lawyer");

describe("a visitor from a Google Ads click (gclid)", () => {
  it.each([
    ["the home page", homePath("en"), google],
    ["a practice page", practice, google],
    ["a Spanish page (the Spanish number)", practicePath("car-accident-lawyer", "es"), googleSpanish],
    ["the Spanish home page", homePath("es"), googleSpanish],
  ])("sees the tracking number on %s; the footer's NAP and the JSON-LD keep the main number", async (_, path, number) => {
    const { response, html } = await page(`${path}${GCLID}`);
    expect(response.status).toBe(200);
    expectShown(html, number);
    // The header's number and the call button's are among them.
    expect(html).toContain(`>${displayNumber(number)}</span>`);
    const footer = footerOf(html);
    expect(footer).toContain(`href="tel:${firm.phone.e164}"`);
    expect(footer).toContain(firm.phone.plain);
    expect(footer).not.toContain(number.slice(-4));
    expect(telephones(html).length).toBeGreaterThan(0);
    expect(new Set(telephones(html))).toEqual(new Set([firm.phone.e164]));
    expect(mainNumberElsewhere(html)).toEqual([]);
  });

  it("keeps it on the next page: the links carry the touch, and the Worker writes the number again", async () => {
    const landing = await page(`${practice}${GCLID}`);
    const next = /href="(\/[^"?]*\?[^"]*gclid[^"]*)"/.exec(landing.html)?.[1]?.replace(/&amp;/g, "&");
    expect(next).toBeDefined();
    expectShown((await page(next!, { headers: { Referer: `${ORIGIN}${practice}${GCLID}` } })).html, google);
  });

  it("is one cached copy: the plain address afterwards is a cache hit with the main number in it", async () => {
    const path = practicePath("truck-accident-lawyer");
    expect((await page(`${path}${GCLID}`)).cache).toBe("bypass");
    // The same key with or without the visitor's query: the cache is not split per visitor.
    expect(pageCacheKey(new URL(`${ORIGIN}${path}${GCLID}`)).url).toBe(pageCacheKey(new URL(`${ORIGIN}${path}`)).url);
    await page(path);
    const plain = await page(path);
    expect(plain.cache).toBe("hit");
    expectShown(plain.html, firm.phone.e164);
    // That same copy, for a visit from Google search: the edge writes its number after the cache.
    const searched = await page(path, { headers: { Referer: "https://www.google.com/" } });
    expect(searched.cache).toBe("hit");
    expectShown(searched.html, TEST_TRACKING_NUMBERS["organic-search"]);
    const again = await page(path);
    expect(again.cache).toBe("hit");
    expectShown(again.html, firm.phone.e164);
  });
});

describe("everyone else sees the main number", () => {
  it.each([
    ["a direct visit", homePath("en"), {}],
    ["a tagged visit with no number (an email)", `${practice}?utm_source=newsletter&utm_medium=email`, {}],
    ["a source whose number is not on the site (TV)", `${practice}?utm_source=tv&utm_campaign=tv`, {}],
    ["a visit from another site", practice, { Referer: "https://news.example/story" }],
  ])("%s", async (_, path, headers) => {
    expectShown((await page(path, { headers })).html, firm.phone.e164);
  });

  it("with no tracking numbers set, a gclid visit: the pages are as they were, and no numbers are sent to the browser", async () => {
    const { html } = await page(`${practice}${GCLID}`, { setting: "" });
    expectShown(html, firm.phone.e164);
    expect(html).not.toContain("trackingNumbers");
    // With numbers set, the browser gets the web ones (TV's is never sent: no visit sees it).
    const withNumbers = (await page(practice)).html;
    expect(withNumbers).toContain(google);
    expect(withNumbers).not.toContain(TEST_TRACKING_NUMBERS.tv);
  });

  it("on a signing page and the questions after Send, whatever the touch", async () => {
    const token = "T".repeat(43);
    for (const path of [
      `/sign/${token}${GCLID}`,
      `/es/firmar/${token}${GCLID}`,
      `/consultation-questions${GCLID}`,
      `/consultation-questions${GCLID}&key=${"K".repeat(43)}`,
    ]) {
      expectShown((await page(path, { headers: { Referer: "https://www.google.com/" } })).html, firm.phone.e164);
    }
  });
});

describe("the form's refusals", () => {
  it("name the number the posted first touch sees", async () => {
    const turnstileOn = { TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: "test-secret", CALL_TRACKING_NUMBERS: TEST_TRACKING_SETTING };
    const fromAd = await postJson(validLead({ turnstileToken: undefined, gclid: "Cj0-refused" }), { envOverrides: turnstileOn as Partial<Env> });
    expect(fromAd.status).toBe(403);
    expect((await fromAd.json<{ error: string }>()).error).toBe(formWords.en.errors.tokenRequired(displayNumber(google)));
    const direct = await postJson(validLead({ turnstileToken: undefined }), { envOverrides: turnstileOn as Partial<Env> });
    expect((await direct.json<{ error: string }>()).error).toBe(formWords.en.errors.tokenRequired(firm.phone.display));
  });
});

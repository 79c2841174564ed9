/**
 * Texting as a visitor, against `npm start` with texting on (its Twilio stand-in's number):
 * "Text us" beside the call button in English and Spanish, at 390 and 1280 px, without
 * JavaScript too, its taps counted as text_tap; and the stand-in's phone page: a text to the
 * firm (with a photo) reaches the request page on the desk, and the firm's first text to a
 * visitor who consented (held locally, where Turnstile is off, until staff send it) shows there
 * as delivered (signed status callbacks).
 */
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { E2E_STATE_DIR } from "../../playwright.config";
import { e2eRows, guardedTest, hydrated, phoneFor, signIn, unique } from "./support";
import { scaled } from "../slowdown";

const TEXTING = "+12535550110";
const standIns = () => JSON.parse(readFileSync(`${E2E_STATE_DIR}/stand-ins.json`, "utf8")) as { access: string; twilio: string };
const fromStandIn = (url: string) => [standIns().access, standIns().twilio].some((s) => url.startsWith(new URL(s).origin));

// The stand-ins' pages have no favicon.
const test = guardedTest.extend({ expectedConsole: async ({}, use) => use((_text, url) => fromStandIn(url)) });

const textTaps = (page: string) =>
  e2eRows<{ n: number }>(`SELECT COALESCE(SUM(count), 0) AS n FROM daily_counts WHERE event = 'text_tap' AND page = '${page}'`)[0]!.n;

// On a tablet, beside the call button in the header; on a phone (the logo needs the room) and a wide screen
// (the menus fill the header) with the call button of a page's closing block; by the number in the footer.
const views = [
  { width: 390, height: 844, path: "/kent-wa/car-accident-lawyer", where: "closing" },
  { width: 390, height: 844, path: "/es/kent-wa/abogado-de-accidentes-de-auto", where: "closing" },
  { width: 768, height: 1024, path: "/", where: "banner" },
  { width: 768, height: 1024, path: "/es", where: "banner" },
  { width: 1280, height: 900, path: "/kent-wa/car-accident-lawyer", where: "closing" },
  { width: 1280, height: 900, path: "/es/kent-wa/abogado-de-accidentes-de-auto", where: "closing" },
] as const;

for (const { width, height, path, where } of views) {
  test.describe(`Text us at ${width} px on ${path}`, () => {
    test.use({ viewport: { width, height } });

    test("beside the call button, in the page's language, tracked as a text tap", async ({ page }) => {
      const name = path.startsWith("/es") ? "Envíenos un texto al (253) 555-0110" : "Text us at (253) 555-0110";
      await page.goto(path);
      await hydrated(page);
      const area = where === "banner" ? page.getByRole("banner") : page.locator("section[aria-labelledby=closing-heading]");
      const link = area.getByRole("link", { name });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", `sms:${TEXTING}`);
      await expect(page.getByRole("contentinfo").getByRole("link", { name })).toHaveAttribute("href", `sms:${TEXTING}`);
      // The header's first tel: link (the menu's is hidden); the closing block's call button, after its "Prefer to dial?" line.
      const calls = area.locator('a[href^="tel:"]');
      const call = (await (where === "banner" ? calls.first() : calls.last()).boundingBox())!;
      const text = (await link.boundingBox())!;
      if (width > 390) {
        // Side by side: the call link and "Text us" share a row.
        expect(Math.abs(call.y + call.height / 2 - (text.y + text.height / 2))).toBeLessThan(4);
      } else {
        // On a phone the call button fills the row: "Text us" is the next one down, centred under it.
        expect(text.y - (call.y + call.height)).toBeGreaterThanOrEqual(0);
        expect(text.y - (call.y + call.height)).toBeLessThan(24);
        expect(Math.abs(call.x + call.width / 2 - (text.x + text.width / 2))).toBeLessThan(4);
      }
      // Nothing runs off the side of the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`text-us-${width}.png`) });
      // The visitor's messaging app would open: keep the page here, and watch the beacon.
      await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
      const before = textTaps(path);
      const beacon = page.waitForRequest((r) => r.url().endsWith("/api/events") && r.method() === "POST");
      await link.click();
      expect(JSON.parse((await beacon).postData() ?? "{}")).toMatchObject({ event: "text_tap", page: path });
      await expect.poll(() => textTaps(path)).toBe(before + 1);
    });
  });
}

test.describe("Text us without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("is an ordinary sms: link, in both languages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Text us at (253) 555-0110" })).toHaveAttribute("href", `sms:${TEXTING}`);
    await page.goto("/es");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Envíenos un texto al (253) 555-0110" })).toHaveAttribute("href", `sms:${TEXTING}`);
  });
});

test.describe("the stand-in's phone page", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a text to the firm, with a photo, reaches the request page on the desk", async ({ page }) => {
    const number = `+1206555${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
    const words = unique("My car was hit at the light");
    await page.goto(`${standIns().twilio}/phone?number=${encodeURIComponent(number)}`);
    await page.getByLabel("Message").fill(words);
    await page.getByLabel("Attach a photo").check();
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: words })).toContainText("the site answered 200");
    await page.screenshot({ path: test.info().outputPath("phone-page.png"), fullPage: true });

    await signIn(page);
    const [lead] = e2eRows<{ id: number }>(`SELECT id FROM leads WHERE phone_e164 = '${number}'`);
    await page.goto(`/desk/leads/${lead!.id}`);
    const texts = page.getByRole("region", { name: "Texts" });
    await expect(texts).toContainText(words);
    const photo = texts.getByRole("link", { name: "1 photo" });
    await expect(photo).toHaveAttribute("href", /^\/desk\/texts\/\d+\/media\/0$/);
    expect(await page.content()).not.toContain(standIns().twilio);
    const image = await page.request.get((await photo.getAttribute("href"))!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["cache-control"]).toBe("private, no-store");
  });

  test("the firm's first text, sent from the desk, reaches the phone and shows as delivered", async ({ page }) => {
    const name = unique("Text Phone");
    const phone = phoneFor(name);
    const e164 = phone.tel.slice(4);
    const answer = await page.request.post("/api/send-contact-email", {
      headers: { "CF-Connecting-IP": `198.51.${100 + (process.pid % 100)}.${Math.floor(Math.random() * 250) + 1}` },
      data: {
        name,
        email: `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`,
        phone: phone.typed,
        caseType: "car-accidents",
        description: "Hit at a stop light.",
        privacyConsent: true,
        textConsent: true,
        sourceUrl: "/",
      },
    });
    expect(answer.status()).toBe(200);
    // Turnstile is off locally: the first text is held until staff send it.
    await signIn(page);
    const [lead] = e2eRows<{ id: number }>(`SELECT id FROM leads WHERE name = '${name}'`);
    await page.goto(`/desk/leads/${lead!.id}`);
    await page.getByRole("button", { name: "Send the first text" }).click();
    await expect(page.getByText(/First text sent to/)).toBeVisible();
    await expect(async () => {
      await page.goto(`${standIns().twilio}/phone?number=${encodeURIComponent(e164)}`);
      await expect(page.getByRole("listitem").filter({ hasText: "we received your request" })).toBeVisible({ timeout: scaled(1_000) });
    }).toPass({ timeout: scaled(20_000) });
    // The stand-in posts sent, then delivered, to the status callback.
    await expect
      .poll(
        async () => {
          await page.goto(`/desk/leads/${lead!.id}`);
          return page.getByRole("region", { name: "Texts" }).getByRole("listitem").first().textContent();
        },
        { timeout: scaled(20_000) },
      )
      .toMatch(/ · delivered/);
  });
});

/**
 * The fee agreement as staff and the person meet it: sent from a request's panel, the link taken from the
 * captured email, signed on a 390 px phone with JavaScript and without, in English and Spanish; axe (every
 * rule) on the signing page and the desk's agreement panel at 390 and 1280 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";
import { accessStandIn, capturedEmails, e2eRows, guardedTest, sendRequest, signIn, unique } from "./support";
import { scaled } from "../slowdown";

const test = guardedTest.extend({
  expectedConsole: async ({}, use) => use((_text, url) => url.startsWith(new URL(accessStandIn()).origin)),
});

const emailOf = (name: string) => `${name.normalize("NFKD").replace(/[^A-Za-z0-9]+/g, ".").replace(/^\.|\.$/g, "").toLowerCase()}@example.com`;

async function sendFromDesk(page: Page, name: string, language: "en" | "es", testInfo?: { outputPath(name: string): string }) {
  await sendRequest(page, name, { email: emailOf(name), description: "Hit at a stop light.", sourceUrl: language === "es" ? "/es" : "/", language });
  await signIn(page);
  const [lead] = e2eRows<{ id: number }>(`SELECT id FROM leads WHERE name = '${name}'`);
  await page.goto(`/desk/leads/${lead!.id}`);
  const panel = page.getByRole("region", { name: "Fee agreement" });
  await expect(panel.getByLabel("Signer's full legal name")).toHaveValue(name);
  await panel.getByLabel("Expected fee (none typed yet)").fill("30,000");
  if (testInfo) await panel.screenshot({ path: testInfo.outputPath("panel-before.png") });
  await panel.getByRole("button", { name: "Send for signature" }).click();
  await expect(panel.getByRole("status")).toHaveText("Sent for signature");
  await expect(panel.getByText(/^Sent: /)).toBeVisible();
  return { leadId: lead!.id, panel };
}

async function linkFor(page: Page, name: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const item = (await capturedEmails(page.request)).find((m) => m.to.includes(emailOf(name)) && /fee agreement|contrato de honorarios/i.test(m.subject) && !/signed|firmado/i.test(m.subject));
    expect(item).toBeDefined();
    const detail = await (await page.request.get(`/cdn-cgi/explorer/api/local/email/sending?email_id=${encodeURIComponent(item!.messageId)}`)).json();
    link = /https?:\/\/\S+\/(?:sign|es\/firmar)\/[A-Za-z0-9_-]{43}/.exec(String(detail.result.text))![0];
  }).toPass({ timeout: scaled(15_000) });
  return new URL(link).pathname;
}

async function phone(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled, hasTouch: true });
  return { context, page: await context.newPage() };
}

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const { lang, javaScript } of [
  { lang: "en", javaScript: false },
  { lang: "en", javaScript: true },
  { lang: "es", javaScript: false },
  { lang: "es", javaScript: true },
] as const) {
  test(`signed on a 390 px phone in ${lang === "en" ? "English" : "Spanish"}, JavaScript ${javaScript ? "on" : "off"}`, async ({ page, browser }, testInfo) => {
    test.setTimeout(scaled(120_000));
    const name = unique(lang === "en" ? "Nguyễn Sign" : "Łukasz Firma");
    const { leadId } = await sendFromDesk(page, name, lang);
    const path = await linkFor(page, name);
    expect(path.startsWith(lang === "es" ? "/es/firmar/" : "/sign/")).toBe(true);

    const person = await phone(browser, javaScript);
    const signing = person.page;
    const response = await signing.goto(path);
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    const words = lang === "en" ? { consent: "I agree to do business electronically", go: "Continue", name: "Type your full name", sign: "Sign the agreement", done: "Signed: thank you", pdf: "Download the signed agreement (PDF)" } : { consent: "Acepto realizar este trámite", go: "Continuar", name: "Escriba su nombre completo", sign: "Firmar el contrato", done: "Contrato firmado. Gracias.", pdf: "Descargar el contrato firmado (PDF)" };
    await expect(signing.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await signing.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await signing.screenshot({ path: testInfo.outputPath(`consent-${lang}.png`), fullPage: true });
    await signing.getByLabel(words.consent).check();
    await signing.getByRole("button", { name: words.go }).click();
    await signing.getByLabel(new RegExp(words.name)).fill(name.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "").replace("ł", "l"));
    await signing.getByRole("button", { name: words.sign }).click();
    await expect(signing.getByRole("heading", { level: 1 })).toHaveText(words.done);
    await signing.screenshot({ path: testInfo.outputPath(`signed-${lang}.png`), fullPage: true });
    await expect(signing.getByRole("link", { name: words.pdf })).toBeVisible();
    await expect(signing.getByRole("textbox")).toHaveCount(0);
    await person.context.close();

    expect(e2eRows<{ status: string }>(`SELECT status FROM leads WHERE id = ${leadId}`)[0]!.status).toBe("signed");
    expect(e2eRows<{ status: string }>(`SELECT status FROM agreements WHERE lead_id = ${leadId}`)[0]!.status).toBe("signed");
    await page.reload();
    await expect(page.getByRole("region", { name: "Fee agreement" }).getByRole("link", { name: "Signed agreement (PDF)" })).toBeVisible();
  });
}

for (const width of [390, 1280]) {
  test(`axe (every rule) finds nothing on the signing page's steps and the desk's agreement panel at ${width} px`, async ({ page, browser }, testInfo) => {
    test.setTimeout(scaled(150_000));
    await page.setViewportSize({ width, height: 900 });
    const name = unique("Axe Agreement");
    await sendFromDesk(page, name, "en", testInfo);
    expect(await axeViolations(page), "desk panel").toEqual([]);
    await page.getByRole("region", { name: "Fee agreement" }).screenshot({ path: testInfo.outputPath(`panel-${width}.png`) });
    const path = await linkFor(page, name);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const signing = await context.newPage();
    await signing.goto(path);
    expect(await axeViolations(signing), "consent step").toEqual([]);
    await signing.getByLabel("I agree to do business electronically").check();
    await signing.getByRole("button", { name: "Continue" }).click();
    await signing.getByLabel(/Type your full name/).fill("Not The Name");
    await signing.getByRole("button", { name: "Sign the agreement" }).click();
    await expect(signing.getByRole("alert")).toContainText("The name must match");
    expect(await axeViolations(signing), "sign step with an error").toEqual([]);
    await signing.screenshot({ path: testInfo.outputPath(`sign-error-${width}.png`), fullPage: true });
    await signing.goto(`/sign/${"x".repeat(43)}`);
    expect(await axeViolations(signing), "refused link").toEqual([]);
    await context.close();
  });
}

/**
 * The fee agreement as staff and the person meet it: sent from a request's panel, the link taken from the
 * captured email, signed on a 390 px phone with JavaScript and without, in English and Spanish; axe (every
 * rule) on the signing page and the desk's agreement panel at 390 and 1280 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";
import { accessStandIn, e2eRows, guardedTest, sendAgreementFromDesk, signingLinkOf, unique } from "./support";
import { scaled } from "../slowdown";

const test = guardedTest.extend({
  expectedConsole: async ({}, use) => use((_text, url) => url.startsWith(new URL(accessStandIn()).origin)),
});

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
    const { leadId } = await sendAgreementFromDesk(page, name, lang);
    const path = await signingLinkOf(page, name);
    expect(path.startsWith(lang === "es" ? "/es/firmar/" : "/sign/")).toBe(true);

    const person = await phone(browser, javaScript);
    const signing = person.page;
    const response = await signing.goto(path);
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    const words =
      lang === "en"
        ? {
            consent: "I agree to do business electronically",
            go: "Continue",
            name: "Type your full name",
            sign: "Sign the agreement",
            done: "Signed: thank you",
            pdf: "Download the signed agreement (PDF)",
          }
        : {
            consent: "Acepto realizar este trámite",
            go: "Continuar",
            name: "Escriba su nombre completo",
            sign: "Firmar el contrato",
            done: "Contrato firmado. Gracias.",
            pdf: "Descargar el contrato firmado (PDF)",
          };
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
    await sendAgreementFromDesk(page, name, "en", testInfo);
    expect(await axeViolations(page), "desk panel").toEqual([]);
    await page.getByRole("region", { name: "Fee agreement" }).screenshot({ path: testInfo.outputPath(`panel-${width}.png`) });
    const path = await signingLinkOf(page, name);
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

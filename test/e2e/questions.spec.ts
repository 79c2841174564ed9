/**
 * The questions after Send on a 390 px phone (decisions 0048, 0066), in English and Spanish: with JavaScript from the
 * form's confirmation, without it from the confirmation page, and skipped; axe (every rule) on the questions
 * page and on the desk's summary at 390 and 1280 px. Each test finds only its own rows (a unique name).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { accessStandIn, e2eRows, guardedTest, hydrated, leadsNamed, unique } from "./support";

const test = guardedTest.extend({ expectedConsole: async ({}, use) => use((_text, url) => url.startsWith(new URL(accessStandIn()).origin)) });

const sites = {
  en: {
    path: "/kent-wa/car-accident-lawyer",
    submit: "Get My Free Consultation",
    labels: { name: "Full Name", email: "Email Address", description: "Tell us about your case" },
    invite: "Answer a few questions",
    city: "Where did it happen (city)?",
    injury: "Broken bones",
    doctor: "Yes, a doctor or clinic",
    federal: "Yes, the federal government (a USPS truck, a federal building, a military vehicle)",
    send: "Send my answers",
    saved: "Thank you: your answers are with your request.",
    skip: "Skip the questions",
    home: "/",
  },
  es: {
    path: "/es/kent-wa/abogado-de-accidentes-de-auto",
    submit: "Quiero mi consulta gratis",
    labels: { name: "Nombre completo", email: "Correo electrónico", description: "Cuéntenos sobre su caso" },
    invite: "Contestar unas preguntas",
    city: "¿Dónde ocurrió (ciudad)?",
    injury: "Huesos rotos",
    doctor: "Sí, un médico o una clínica",
    federal: "Sí, el gobierno federal (un camión del correo USPS, un edificio federal, un vehículo militar)",
    send: "Enviar mis respuestas",
    saved: "Gracias: sus respuestas están con su solicitud.",
    skip: "Omitir las preguntas",
    home: "/es",
  },
} as const;

/** Sends the page's form as a visitor does; with JavaScript, once the page is interactive (sent
 * before, the form posts natively, as it should, and the test would meet the confirmation page). */
async function send(page: Page, lang: "en" | "es", name: string, { javaScript = true } = {}) {
  const site = sites[lang];
  await page.goto(site.path);
  if (javaScript) await hydrated(page);
  const form = page.locator("#consultation");
  await form.getByLabel(site.labels.name).fill(name);
  await form.getByLabel(site.labels.email).fill(`${name.replace(/\W+/g, ".").toLowerCase()}@example.com`);
  await form.getByLabel(site.labels.description).fill(lang === "es" ? "Me chocaron por detrás en la 167." : "Rear-ended on SR 167 on my way home.");
  await form.getByRole("checkbox", { name: /I agree|Acepto/ }).check();
  await form.getByRole("button", { name: site.submit }).click();
}

/** axe with every rule it has; a readable list of what it found. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Answers the questions on the page as a visitor would: a date, a city, an injury, a doctor, a federal defendant, a birth date. */
async function answer(page: Page, lang: "en" | "es") {
  const site = sites[lang];
  await page.locator('input[name="incidentDate"]').fill("2024-02-29");
  await page.getByLabel(site.city).fill("Kent");
  await page.getByLabel(site.injury).check();
  await page.getByLabel(site.doctor).check();
  await page.getByLabel(site.federal).check();
  await page.locator('input[name="birthDate"]').fill("2007-06-15");
  await page.getByRole("button", { name: site.send }).click();
  await expect(page.getByRole("status").filter({ hasText: site.saved })).toBeVisible();
}

const answersOf = (name: string) =>
  e2eRows<{ answers: string; deadline_date: string; updated_by: string }>(
    `SELECT answers, deadline_date, updated_by FROM lead_answers WHERE lead_id = ${leadsNamed(name)[0]!.id}`,
  );

for (const lang of ["en", "es"] as const) {
  const site = sites[lang];
  test.describe(`${lang} on a 390 px phone`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("with JavaScript: from the form's confirmation to the questions, answered once, no wider than the phone", async ({ page }, testInfo) => {
      const name = unique(`Questions JS ${lang}`);
      await send(page, lang, name);
      const invite = page.locator("#consultation").getByRole("link", { name: site.invite });
      await expect(invite).toBeVisible();
      await invite.click();
      await expect(page).toHaveURL(/\?key=[A-Za-z0-9_-]{43}$/);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath(`questions-${lang}-390.png`), fullPage: true });
      await answer(page, lang);
      // Answered again (a fetch, no reload): the same row.
      await page.getByRole("button", { name: site.send }).click();
      await expect(page.getByRole("status").filter({ hasText: site.saved })).toBeVisible();
      const rows = answersOf(name);
      expect(rows).toHaveLength(1);
      // A federal defendant: two years, from 29 February to 28 February (decision 0066).
      expect(rows[0]).toMatchObject({ deadline_date: "2026-02-28", updated_by: "visitor" });
      expect(JSON.parse(rows[0]!.answers)).toMatchObject({
        incidentDate: "2024-02-29",
        city: "Kent",
        injuries: ["broken-bones"],
        treatment: "doctor",
        government: "federal",
        birthDate: "2007-06-15",
      });
    });

    test("skipping changes nothing: no answers, the request as sent", async ({ page }) => {
      const name = unique(`Questions Skip ${lang}`);
      await send(page, lang, name);
      await page.locator("#consultation").getByRole("link", { name: site.invite }).click();
      await page.getByRole("link", { name: site.skip }).click();
      await expect(page).toHaveURL(new RegExp(`${site.home}$`));
      expect(leadsNamed(name)).toHaveLength(1);
      expect(answersOf(name)).toEqual([]);
    });
  });

  test.describe(`${lang} on a 390 px phone without JavaScript`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

    test("from the confirmation page to the questions, answered by a plain post", async ({ page }) => {
      const name = unique(`Questions NoJS ${lang}`);
      await send(page, lang, name, { javaScript: false });
      await expect(page).toHaveURL(/&key=[A-Za-z0-9_-]{43}$/);
      await page.getByRole("link", { name: site.invite }).click();
      await answer(page, lang);
      const rows = answersOf(name);
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]!.answers)).toMatchObject({ city: "Kent", injuries: ["broken-bones"] });
    });
  });
}

test.describe("axe", () => {
  for (const width of [390, 1280]) {
    test(`the questions page and the desk's summary at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const name = unique(`Questions Axe ${width}`);
      await send(page, "en", name);
      await page.locator("#consultation").getByRole("link", { name: sites.en.invite }).click();
      await hydrated(page);
      expect(await axeViolations(page), "the questions page").toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`questions-${width}.png`), fullPage: true });
      await answer(page, "en");
      expect(await axeViolations(page), "the questions page, answered").toEqual([]);

      await page.goto(accessStandIn());
      await page.getByLabel("Staff email address").fill("intake@kestrelinjurylaw.example");
      await page.getByRole("button", { name: /sign in/i }).click();
      await expect(page).toHaveURL(/\/desk$/);
      const id = leadsNamed(name)[0]!.id;
      await page.goto(`/desk/leads/${id}`);
      await expect(page.getByRole("heading", { name: "Qualification" })).toBeVisible();
      const deadline = page.locator("#qualification").locator("..");
      await expect(deadline.getByText("February 28, 2026", { exact: true })).toBeVisible();
      await expect(deadline.getByText("Federal administrative claim (28 U.S.C. § 2401(b))")).toBeVisible();
      await expect(deadline.getByText("Lawsuit for the injury (RCW 4.16.080(2))")).toBeVisible();
      await expect(deadline.getByText(/^Under 18 on the incident date \(18 on June 15, 2025\)/)).toBeVisible();
      expect(await axeViolations(page), "the request page with its summary").toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await deadline.screenshot({ path: testInfo.outputPath(`summary-${width}.png`) });
      await page.goto(`/desk/leads/${id}/answers`);
      expect(await axeViolations(page), "the staff's answers page").toEqual([]);
      await expect(page.getByLabel("Yes, the federal government (a USPS truck, a federal building, a military vehicle)")).toBeChecked();
      await page.screenshot({ path: testInfo.outputPath(`answers-${width}.png`), fullPage: true });
      // The row in the inbox carries the deadline's flags, the minor and government ones too.
      await page.goto(`/desk?view=all&q=${encodeURIComponent(name)}`);
      const row = page.getByRole("listitem").filter({ hasText: name });
      for (const flag of ["Deadline passed", "Minor", "Government"]) await expect(row.getByText(flag, { exact: true })).toBeVisible();
      expect(await axeViolations(page), "the inbox").toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`inbox-${width}.png`), fullPage: true });
    });
  }
});

/**
 * What the visitor is promised once a consultation request is stored, in a real browser:
 * with JavaScript, the form gives way to a lasting confirmation (role=status, focus on
 * its heading) saying when and from which number the firm will call, in the words of the
 * JSON answer's `callback`; without JavaScript, the confirmation page says the same from
 * its address and is private, no-store. The acknowledgement says it too. Screenshots of
 * each at 390 and 1280 px go to SHOTS_DIR (default /tmp/promises-shots) for a person to read.
 */
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { type CallbackAnswer, callbackSentence } from "../../app/lib/callback";
import { capturedEmails, fillForm, hydrated, leadsNamed, test, unique } from "./support";
import { scaled } from "../slowdown";

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/promises-shots";
mkdirSync(SHOTS, { recursive: true });

const sites = {
  en: {
    path: "/kent-wa/car-accident-lawyer",
    confirmation: "/consultation-received",
    submit: "Get My Free Consultation",
    labels: { name: "Full Name", email: "Email Address", phone: "Phone Number", description: "Tell us about your case" },
    heading: "We received your consultation request",
    hint: "The fastest way for us to reach you.",
    caller: "The call will come from (253) 555-0142.",
    email: "We have also sent you an email with these details.",
    toast: "Message Sent Successfully!",
  },
  es: {
    path: "/es/kent-wa/abogado-de-accidentes-de-auto",
    confirmation: "/es/consulta-recibida",
    submit: "Quiero mi consulta gratis",
    labels: { name: "Nombre completo", email: "Correo electrónico", phone: "Teléfono", description: "Cuéntenos sobre su caso" },
    heading: "Recibimos su solicitud de consulta",
    hint: "Es la forma más rápida de comunicarnos con usted.",
    caller: "Le llamaremos desde el (253) 555-0142.",
    email: "También le enviamos un correo electrónico con estos datos.",
    toast: "¡Solicitud enviada!",
  },
} as const;

/**
 * axe (WCAG 2.x A/AA) on `scope` as it is now, and no console error or CSP violation so
 * far. (The toast fading in is a11y.spec.ts's business: mid-animation it reads as low contrast.)
 */
async function expectClean(page: Page, problems: string[], context: string, scope = "body") {
  const { violations } = await new AxeBuilder({ page }).include(scope).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe: ${context}`,
  ).toEqual([]);
  expect(problems, `console errors: ${context}`).toEqual([]);
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

async function fill(page: Page, lang: "en" | "es", name: string, email: string) {
  const form = page.locator("#consultation");
  const { labels } = sites[lang];
  await form.getByLabel(labels.name).fill(name);
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.phone).fill("253-555-0166");
  await form.getByLabel(labels.description).fill(lang === "es" ? "Me chocaron por detrás en la 167." : "Rear-ended on SR 167 on my way home.");
  await form.getByRole("checkbox", { name: /I agree|Acepto/ }).check();
}

const address = (label: string) => `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

for (const lang of ["en", "es"] as const) {
  const site = sites[lang];

  test.describe(`${lang}: with JavaScript`, () => {
    test("the phone field stays optional, with a hint tied to it", async ({ page }) => {
      await page.goto(site.path);
      const phone = page.locator("#consultation").getByLabel(site.labels.phone);
      await expect(phone).not.toHaveAttribute("required");
      const hint = page.locator("#consultation").getByText(site.hint);
      await expect(hint).toBeVisible();
      expect((await phone.getAttribute("aria-describedby"))?.split(" ")).toContain(await hint.getAttribute("id"));
    });

    test("the form gives way to the confirmation: the promise of the JSON answer, the caller's number, the email", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(site.path);
      await hydrated(page);
      const name = unique(`Panel ${lang}`);
      await fill(page, lang, name, address(`panel.${lang}`));
      const answered = page.waitForResponse((r) => r.url().includes("/api/send-contact-email"));
      await page.locator("#consultation").getByRole("button", { name: site.submit }).click();
      const body = (await (await answered).json()) as { success: boolean; callback?: CallbackAnswer };
      expect(body.success).toBe(true);
      expect(body.callback).toBeDefined();

      const panel = page.locator("#consultation").getByRole("status");
      await expect(panel.getByRole("heading", { name: site.heading })).toBeFocused();
      await expect(panel).toContainText(callbackSentence(lang, body.callback!));
      await expect(panel).toContainText(site.caller);
      if (body.callback!.email) await expect(panel).toContainText(site.email);
      else await expect(panel).not.toContainText(site.email);
      // The toast keeps its words.
      await expect(page.locator("[data-sonner-toast]")).toContainText(site.toast);
      expect(leadsNamed(name)).toHaveLength(1);

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await panel.scrollIntoViewIfNeeded();
        await page.locator("#consultation").screenshot({ path: `${SHOTS}/panel-${lang}-${width}.png` });
        await expectClean(page, problems, `the panel at ${width} px`, "#consultation");
      }
    });
  });

  test.describe(`${lang}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the confirmation page shows the promise from its address, and is private, no-store", async ({ page }) => {
      await page.goto(site.path);
      const name = unique(`Page ${lang}`);
      await fill(page, lang, name, address(`page.${lang}`));
      const landed = page.waitForResponse((r) => r.url().includes(site.confirmation) && r.request().method() === "GET");
      await page.locator("#consultation").getByRole("button", { name: site.submit }).click();
      const response = await landed;
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(response.headers()["x-page-cache"]).toBe("bypass");
      await expect(page).toHaveURL(new RegExp(`${site.confirmation}\\?call=`));
      const panel = page.getByRole("status");
      await expect(panel.getByRole("heading", { level: 1 })).toHaveText(site.heading);
      await expect(panel).toContainText(site.caller);
      await expect(panel).toContainText(lang === "es" ? /le llamará|le devolverá la llamada/ : /will call you/);
      await expect(panel).toContainText(site.email);
      expect(leadsNamed(name)).toHaveLength(1);

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/confirmation-${lang}-${width}.png`, fullPage: false });
      }
    });
  });

  test(`${lang}: the confirmation page with a promise passes axe at 390 and 1280 px (axe needs JavaScript)`, async ({ page }) => {
    const problems = watchConsole(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.confirmation}?call=opening.date.2027-01-04.08:30&email=1`);
      await hydrated(page);
      await expect(page.getByRole("status")).toContainText(site.caller);
      await expectClean(page, problems, `the confirmation page at ${width} px`);
    }
  });

  test(`${lang}: the acknowledgement says the promise the JSON answer carried`, async ({ page, request }) => {
    const to = address(`ack.promise.${lang}`);
    const answer = await request.post("/api/send-contact-email", {
      headers: { "CF-Connecting-IP": `198.51.100.${lang === "en" ? 80 : 81}` },
      data: {
        name: unique("Ack Promise"),
        email: to,
        caseType: "other",
        description: "Hurt in a fall at a store.",
        privacyConsent: true,
        sourceUrl: site.path,
        language: lang,
      },
    });
    const { callback } = (await answer.json()) as { callback: CallbackAnswer };
    expect(callback.email).toBe(true);
    await expect.poll(async () => (await capturedEmails(request)).some((m) => m.to.includes(to)), { timeout: scaled(15_000) }).toBe(true);
    const item = (await capturedEmails(request)).find((m) => m.to.includes(to))!;
    const email = (await (await request.get(`/cdn-cgi/explorer/api/local/email/sending?email_id=${encodeURIComponent(item.messageId)}`)).json()).result as {
      text: string;
      html: string;
    };
    expect(email.text).toContain(callbackSentence(lang, callback));
    expect(email.text).toContain(site.caller);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 1100 });
      await page.setContent(email.html);
      await page.screenshot({ path: `${SHOTS}/acknowledgement-${lang}-${width}.png`, fullPage: true });
    }
  });
}

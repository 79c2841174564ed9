/**
 * The Spanish site in a real browser: the language switch by keyboard, in the header and
 * in the phone drawer, and the consultation form in Spanish with JavaScript on and off
 * (messages, toast, confirmation page), the lead stored with its language.
 */
import { expect, type Page } from "@playwright/test";
import { capturedEmail, hydrated, leadsNamed, test, unique } from "./support";

const practice = { en: "/kent-wa/car-accident-lawyer", es: "/es/kent-wa/abogado-de-accidentes-de-auto" };

async function fillSpanishForm(page: Page, name: string, email = "maria@example.com", description = "Me chocaron por detrás en la 167 y me duele el cuello.") {
  const form = page.locator("#consultation");
  await form.getByLabel("Nombre completo").fill(name);
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Cuéntenos sobre su caso").fill(description);
  await form.getByRole("checkbox", { name: /I agree|Acepto/ }).check();
}

test("the language switch leads to the same page in the other language, by keyboard", async ({ page }) => {
  /** Follows the header's switch (named in its own language, titled in Spanish) with the keyboard. */
  async function switchTo(name: string, lang: "en" | "es") {
    const link = page.locator("header").getByRole("link", { name, exact: true });
    await expect(link.locator(`span[lang="${lang}"]`)).toHaveText(name);
    await expect(link).toHaveAttribute("lang", "es");
    await expect(link).toHaveAttribute("title", lang === "es" ? "Ver esta página en español" : "Ver esta página en inglés");
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${practice[lang]}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  }
  await page.goto(practice.en);
  await switchTo("Español", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abogado de accidentes de auto en Kent");
  await switchTo("English", "en");
});

test("once the page is interactive, the switch brings the other language's page and menus without a page load", async ({ page }) => {
  /** The desktop menu's group by its label (the drawer holds the same links). */
  const menus = (nav: string, label: string) =>
    page.getByRole("navigation", { name: nav, exact: true }).locator("details", { has: page.locator("summary", { hasText: label }) });
  await page.goto(practice.en);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.locator("header").getByRole("link", { name: "Español", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${practice.es}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abogado de accidentes de auto en Kent");
  await expect(menus("Principal", "Áreas de práctica").getByRole("link", { name: "Accidentes de auto", includeHidden: true })).toHaveAttribute(
    "href",
    practice.es,
  );
  await expect(page.locator("footer").getByRole("link", { name: "Recursos legales" })).toBeVisible();
  await page.locator("header").getByRole("link", { name: "English", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kent Car Accident Lawyer");
  await expect(menus("Main", "Practice Areas").getByRole("link", { name: "Car Accidents", includeHidden: true })).toHaveAttribute("href", practice.en);
  await expect(page.locator("footer").getByRole("link", { name: "Legal Resources" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("the phone drawer carries the language switch", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Site menu" });
  await drawer.getByRole("link", { name: "Español", exact: true }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await expect(page.getByRole("dialog", { name: "Menú del sitio" }).getByRole("link", { name: "English", exact: true })).toBeVisible();
});

test("on a phone, an English page says 'Hablamos español' where the phone number is shown", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(practice.en);
  const hero = page.locator("main section").first();
  await expect(hero.getByRole("link", { name: /Call.*Hablamos español/ })).toBeVisible();
  await expect(hero.getByText("Hablamos español")).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Site menu" }).getByText("Hablamos español")).toBeVisible();
  await page.goto(practice.es);
  await expect(page.getByText("Hablamos español")).toHaveCount(0);
});

test.describe("with JavaScript", () => {
  test("the form speaks Spanish: messages, toast, and the lead is stored in Spanish", async ({ page }) => {
    await page.goto(practice.es);
    await hydrated(page);
    const form = page.locator("#consultation");
    await form.getByRole("button", { name: "Quiero mi consulta gratis" }).click();
    for (const message of [
      "Escriba su nombre",
      "Escriba un correo electrónico válido",
      "Cuéntenos brevemente qué pasó (al menos 10 caracteres)",
      "Para enviar, marque la casilla de aceptación",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel("Nombre completo")).toBeFocused();

    const name = unique("María Js");
    await fillSpanishForm(page, name);
    await form.getByRole("button", { name: "Quiero mi consulta gratis" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("¡Solicitud enviada!");
    await expect(toast).toContainText("Recibimos su solicitud de consulta y nos comunicaremos con usted pronto.");
    // The toasts' region and close button speak Spanish to screen readers too.
    await expect(page.getByRole("region", { name: /^Notificaciones/ })).toHaveCount(1);
    await expect(toast.getByRole("button", { name: "Cerrar aviso" })).toBeVisible();
    await expect.poll(() => leadsNamed(name).length).toBe(1);
    expect(leadsNamed(name)[0]).toMatchObject({ language: "es", case_type: "car-accidents", submitted_via: "json" });
    await expect.poll(() => capturedEmail(page, `New consultation request (in Spanish): Car Accidents - ${name}`).then(Boolean)).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused post comes back in Spanish; a good one lands on the Spanish confirmation page", async ({ page }) => {
    await page.goto(practice.es);
    const name = unique("María NoJs");
    await fillSpanishForm(page, name, "maria@localhost", "   corta   ");
    await page.locator("#consultation").getByRole("button", { name: "Quiero mi consulta gratis" }).click();
    await expect(page).toHaveURL(new RegExp(`${practice.es}$`));
    await expect(page.getByRole("alert")).toContainText("Corrija los campos marcados abajo.");
    await expect(page.getByText("Escriba un correo electrónico válido")).toBeVisible();

    await page.locator("#consultation").getByLabel("Correo electrónico").fill("maria@example.com");
    await page.locator("#consultation").getByLabel("Cuéntenos sobre su caso").fill("Me caí en una tienda y me fracturé la muñeca.");
    await page.locator("#consultation").getByRole("button", { name: "Quiero mi consulta gratis" }).click();
    await expect(page).toHaveURL(/\/es\/consulta-recibida\?call=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recibimos su solicitud de consulta");
    expect(leadsNamed(name)[0]).toMatchObject({ language: "es", submitted_via: "form" });
  });
});

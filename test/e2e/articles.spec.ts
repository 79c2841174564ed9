/**
 * The articles in a browser: the resources filter works without JavaScript (plain links
 * to ?practice=) and in the app; an article page loads its own compiled article and no
 * other, hydrates without an error, and keeps its text through hydration; a reader on a
 * keyboard reaches the filter, the article's author and the form.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support";

/** The article slugs of both languages, as their compiled modules are named in the build. */
const articleSlugs = [
  "first-48-hours-after-a-car-crash",
  "washington-three-year-deadline-for-injury-claims",
  "comparative-fault-in-washington",
  "personal-injury-protection-pip-in-washington",
  "dog-bites-and-strict-liability",
  "talking-to-the-other-drivers-insurer",
  "primeras-48-horas-despues-de-un-choque",
  "plazo-de-tres-anos-para-reclamos-por-lesiones",
  "culpa-compartida-en-washington",
  "proteccion-contra-lesiones-personales-pip",
  "mordeduras-de-perro-y-responsabilidad-del-dueno",
  "hablar-con-la-aseguradora-del-otro-conductor",
];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the resources filter narrows the list, and All topics brings every article back", async ({ page }) => {
    await page.goto("/resources");
    const groups = page.locator("main h2[id^='topic-']");
    expect(await groups.count()).toBeGreaterThan(2);
    await page.getByRole("link", { name: "Dog Bites", exact: true }).click();
    await expect(page).toHaveURL(/\/resources\?practice=dog-bite-accident-lawyer$/);
    await expect(groups).toHaveCount(1);
    await expect(groups).toHaveText("Dog Bites");
    await expect(page.getByRole("link", { name: "Dog Bites", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/resources$/);
    await page.getByRole("link", { name: "All topics" }).click();
    await expect(page).toHaveURL(/\/resources$/);
    expect(await groups.count()).toBeGreaterThan(2);
  });

  test("an article is whole: its text, author and form work as HTML", async ({ page }) => {
    await page.goto("/es/recursos/mordeduras-de-perro-y-responsabilidad-del-dueno");
    await expect(page.getByRole("heading", { level: 2, name: "Qué hacer después de una mordedura" })).toBeVisible();
    await page.getByRole("link", { name: "Rebecca Lindqvist" }).first().click();
    await expect(page).toHaveURL(/\/es\/abogados\/rebecca-lindqvist$/);
    await expect(page.getByRole("link", { name: "Mordeduras de perro en Washington: la responsabilidad del dueño" })).toBeVisible();
  });
});

test("an article page loads its own article module and no other, and hydrates without an error", async ({ page }) => {
  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
  await page.goto("/resources/comparative-fault-in-washington");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: "What this means for you" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const articleModules = scripts.filter((path) => articleSlugs.some((slug) => path.includes(`/${slug}-`)));
  expect(articleModules).toHaveLength(1);
  expect(articleModules[0]).toContain("/comparative-fault-in-washington-");
  // No Markdown parser reaches the browser.
  expect(scripts.filter((path) => /mdx|remark|micromark|yaml/i.test(path))).toEqual([]);
  expect(errors).toEqual([]);
});

test("in the app, the filter and a link to an article work without a reload", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/es/recursos");
  await hydrated(page);
  await page.getByRole("link", { name: "Mordeduras de perro", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/recursos\?practice=dog-bite-accident-lawyer$/);
  await expect(page.locator("main h2[id^='topic-']")).toHaveCount(1);
  await page.getByRole("link", { name: "Mordeduras de perro en Washington: la responsabilidad del dueño" }).click();
  await expect(page).toHaveURL(/\/es\/recursos\/mordeduras-de-perro-y-responsabilidad-del-dueno$/);
  await expect(page.getByRole("heading", { level: 2, name: "Qué hacer después de una mordedura" })).toBeVisible();
  await expect(page).toHaveTitle("Mordeduras de perro en Washington: la responsabilidad del dueño");
  expect(errors).toEqual([]);
});

test("with the keyboard alone: the skip link, the filter, then an article", async ({ page }) => {
  await page.goto("/resources");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  // Tab through to the Premises Liability topic and follow it.
  const topic = page.getByRole("link", { name: "Premises Liability", exact: true });
  for (let i = 0; i < 30 && !(await topic.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(topic).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/practice=premises-liability-accident-lawyer$/);
  const first = page.locator("main h3 a").first();
  for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/resources\/[a-z0-9-]+$/);
  await expect(page.locator("h1")).toBeVisible();
});

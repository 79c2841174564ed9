/**
 * The desk's pages as staff see them on a 390 px phone and at 1280 px, signed in through
 * the local Access stand-in: the inbox shows five requests with their call buttons above
 * the fold (filters folded), its filter form writes no empty values into the address; the
 * numbers' chart labels sit inside the chart and read at 11 px or more; axe (every rule,
 * best practices such as landmark-unique included) finds nothing on the inbox, a request,
 * the numbers and a person's data. Every test fails on a CSP violation or a console error.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { fromStandIn, guardedTest, hydrated, phoneFor, sendRequest, signIn as signInToDesk, unique } from "./support";
import { scaled } from "../slowdown";

const STAFF = "intake@kestrelinjurylaw.example";

// The Access stand-in's sign-in page (a test tool, not the desk) has no favicon.
const test = guardedTest.extend({ expectedConsole: async ({}, use) => use((_text, url) => fromStandIn(url)) });

/** A request sent by a visitor (the JSON door), each from its own address (the lead rate limit). */

async function signIn(page: Page, email?: string) {
  await signInToDesk(page, email);
  // The bare inbox is Due now (decision 0045): a new request may not be due yet.
  await page.goto("/desk?view=all");
}

/** axe with every rule it has (WCAG and best practices); a readable list of what it found. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("the inbox on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows at least five requests with their call buttons above the fold, filters folded", async ({ page }, testInfo) => {
    // This test's own rows, found by their shared tag: other files' requests arrive meanwhile.
    const tag = unique("Phone Row");
    for (let i = 0; i < 6; i++) await sendRequest(page, `${tag} ${i}`);
    await signIn(page);
    await page.goto(`/desk?q=${encodeURIComponent(tag)}`);
    const filters = page.locator("details", { has: page.locator("summary", { hasText: "Filters" }) });
    await expect(filters).not.toHaveAttribute("open");
    await expect(page.getByLabel("Status")).toBeHidden();
    const calls = page.getByRole("list", { name: "Requests, newest first" }).getByRole("link", { name: /^Call / });
    const inView: string[] = [];
    for (const call of await calls.all()) {
      const box = await call.boundingBox();
      if (box && box.y >= 0 && box.y + box.height <= 844) inView.push((await call.getAttribute("href")) ?? "");
    }
    await page.screenshot({ path: testInfo.outputPath("inbox-390.png") });
    expect(inView.length, "call buttons above the fold").toBeGreaterThanOrEqual(5);
    expect(inView.every((href) => /^tel:\+12535\d{6}$/.test(href))).toBe(true);
    // The call button is a real tap target.
    expect((await calls.first().boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await filters.locator("summary").click();
    await expect(page.getByLabel("Source")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("inbox-390-filters.png"), fullPage: true });
  });
});

for (const javaScriptEnabled of [true, false]) {
  test(`the filter form writes no empty value into the address, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on(
      "console",
      (message) =>
        message.type() === "error" &&
        !fromStandIn(message.location().url) &&
        expect.soft(`${message.text()} (${message.location().url})`, "console error").toBe(""),
    );
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    await signIn(page);
    if (javaScriptEnabled) await hydrated(page);
    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByLabel("Source").selectOption("direct");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/desk\?channel=direct$/);
    await expect(page.locator("summary", { hasText: "Filters" })).toContainText("(1 on)");
    const withEmpty = asked.filter((url) => /[?&][a-zA-Z]+=(&|$)/.test(url));
    // With JavaScript the form leaves them out; without it the browser sends them and the inbox redirects.
    if (javaScriptEnabled) expect(withEmpty).toEqual([]);
    else expect(withEmpty.length).toBeGreaterThan(0);
    await context.close();
  });
}

for (const width of [390, 1280]) {
  test(`the numbers' chart labels are inside the chart and readable at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await sendRequest(page, unique("Chart Bar"));
    await signIn(page);
    await page.getByRole("link", { name: "Numbers" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Numbers for the last 30 days");
    await expect(page.locator("[style]"), "inline style attributes").toHaveCount(0);
    const chart = page.getByRole("figure", { name: /^Requests per day/ }).locator("svg");
    const svg = (await chart.boundingBox())!;
    const labels = chart.locator("text");
    const seen = await labels.evaluateAll((texts) =>
      texts
        .map((text) => {
          const box = text.getBoundingClientRect();
          const shown = getComputedStyle(text).display !== "none" && box.width > 0;
          // The font size in the page's pixels: its size in the viewBox times the SVG's scale.
          const px = parseFloat(getComputedStyle(text).fontSize) * (text as SVGGraphicsElement).getScreenCTM()!.a;
          return {
            label: text.textContent ?? "",
            shown,
            px,
            left: box.left + scrollX,
            top: box.top + scrollY,
            right: box.right + scrollX,
            bottom: box.bottom + scrollY,
          };
        })
        .filter((l) => l.shown),
    );
    await chart.screenshot({ path: testInfo.outputPath(`chart-${width}.png`) });
    await page.screenshot({ path: testInfo.outputPath(`numbers-${width}.png`), fullPage: true });
    const yValues = seen.filter((l) => /^\d+$/.test(l.label));
    const days = seen.filter((l) => /^[A-Z][a-z]{2} \d{1,2}$/.test(l.label));
    expect(yValues.length).toBeGreaterThanOrEqual(3);
    expect(yValues[0].label).toBe("0");
    expect(days.length).toBeGreaterThanOrEqual(4);
    // The first day of the period is labelled.
    const firstDay = await page
      .getByRole("figure", { name: /^Requests per day/ })
      .locator("table tbody th")
      .first()
      .textContent();
    expect(days[0].label).toBe(firstDay);
    for (const label of [...yValues, days[0], days.at(-1)!]) {
      expect(label.left, `${label.label} left`).toBeGreaterThanOrEqual(svg.x - 0.5);
      expect(label.right, `${label.label} right`).toBeLessThanOrEqual(svg.x + svg.width + 0.5);
      expect(label.top, `${label.label} top`).toBeGreaterThanOrEqual(svg.y - 0.5);
      expect(label.bottom, `${label.label} bottom`).toBeLessThanOrEqual(svg.y + svg.height + 0.5);
      expect(label.px, `${label.label} font size`).toBeGreaterThanOrEqual(11);
    }
    // Labels of one axis never overlap.
    for (let i = 1; i < days.length; i++) expect(days[i].left, `${days[i].label} after ${days[i - 1].label}`).toBeGreaterThan(days[i - 1].right);
  });
}

test("the period shown on the numbers is marked for the eye and for screen readers", async ({ page }) => {
  await signIn(page);
  await page.goto("/desk/numbers?range=90");
  const current = page.getByRole("navigation", { name: "Periods" }).locator('[aria-current="page"]');
  await expect(current).toHaveText("Last 90 days");
  const other = page.getByRole("link", { name: "Last 30 days" });
  const background = (locator: typeof other) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(current)).not.toBe(await background(other));
});

for (const width of [390, 1280]) {
  test(`axe (every rule) finds nothing on the inbox, a request, the numbers and a person's data at ${width} px`, async ({
    page,
    consoleProblems,
  }, testInfo) => {
    // Eight axe runs with every rule: over the default 30 s on a loaded 2-core machine.
    test.setTimeout(scaled(120_000));
    await page.setViewportSize({ width, height: 900 });
    const name = unique("Desk Pages Axe");
    await sendRequest(page, name);
    await sendRequest(page, unique("No Phone Axe"), { phone: null });
    await signIn(page);
    await page.screenshot({ path: testInfo.outputPath(`inbox-${width}.png`) });
    expect(await axeViolations(page), "inbox").toEqual([]);
    await page.locator("summary", { hasText: "Filters" }).click();
    expect(await axeViolations(page), "inbox, filters open").toEqual([]);

    await page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    expect(await axeViolations(page), "a request").toEqual([]);

    await page.getByRole("link", { name: "Numbers" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Numbers");
    expect(await axeViolations(page), "numbers").toEqual([]);
    await page.goto("/desk/numbers?range=custom&from=2026-11-01&to=2026-11-20");
    expect(await axeViolations(page), "numbers, chosen days").toEqual([]);

    await page.getByRole("link", { name: "A person's data" }).click();
    expect(await axeViolations(page), "a person's data").toEqual([]);
    await page.getByLabel("Email address or phone number").fill(`${name.replace(/\W+/g, ".").toLowerCase()}@example.com`);
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /What we hold about/ })).toBeVisible();
    expect(await axeViolations(page), "a person's data, found").toEqual([]);

    // A request that is not there: its own desk page, not the public 404.
    const missing = await page.goto("/desk/leads/999999");
    expect(missing?.status()).toBe(404);
    // Chromium reports the page's own 404 status on the console: that one is expected.
    consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/status of 404.*\/desk\/leads\/999999/.test(p)));
    await expect(page.getByRole("heading", { level: 1, name: "No request #999999" })).toBeVisible();
    expect(await axeViolations(page), "a missing request").toEqual([]);
  });
}

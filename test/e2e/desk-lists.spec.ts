/**
 * The inbox's pages (decision 0092): Older and Newer turn them by keyboard, with JavaScript and without,
 * each request on exactly one page, and the count says "60 requests"; screenshots at 390 and 1280 px.
 */
import { expect, type Page } from "@playwright/test";
import { e2eRows, guardedTest as test, indexForSearch, signIn, unique } from "./support";

const tag = unique("Pager");
const COUNT = 60;

test.beforeAll(() => {
  // 60 requests of one search, written as the arrival writes their columns (the form would take minutes).
  e2eRows(
    `WITH RECURSIVE i(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM i WHERE n < ${COUNT})
     INSERT INTO leads (created_at, name, email, phone, case_type, description, source_page, source_url, page_title, privacy_consent,
       idempotency_key, lead_key, submitted_via, turnstile, language)
     SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${COUNT} - n) || ' minutes'), '${tag} ' || printf('%02d', n),
       'pager' || n || '@example.com', '(253) 555-01' || printf('%02d', n), 'car-accidents', 'Paged.', '/', '', '', 1,
       '${tag}-' || n, '${tag}:' || n, 'json', 'passed', 'en' FROM i RETURNING id`,
  );
  indexForSearch(`lead_key LIKE '${tag}:%'`);
});

/** The numbers (01–60) of the requests the page lists, in order; none while a page (without JavaScript) loads. */
async function listed(page: Page): Promise<number[]> {
  const names = await page
    .getByRole("list", { name: /Requests, newest first/ })
    .getByRole("link", { name: new RegExp(tag) })
    .allTextContents()
    .catch(() => []);
  return names.map((name) => Number(name.match(/(\d\d)\s*$/)?.[1]));
}

/** Follows a page link from the keyboard: focused, then Enter. */
async function press(page: Page, name: RegExp) {
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name }).focus();
  await page.keyboard.press("Enter");
}

const descending = (from: number, n: number) => Array.from({ length: n }, (_, i) => from - i);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the inbox's pages ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("Older and Newer walk every request once, by keyboard", async ({ page }, testInfo) => {
      await signIn(page);
      await page.goto(`/desk?view=all&q=${encodeURIComponent(tag)}`);
      await expect(page.getByText(`${COUNT} requests`)).toBeVisible();
      await expect.poll(() => listed(page)).toEqual(descending(60, 25));
      await expect(page.getByRole("link", { name: /Newer/ })).toHaveCount(0);

      await press(page, /Older/);
      await expect(page).toHaveURL(/after=/);
      await expect.poll(() => listed(page)).toEqual(descending(35, 25));
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: testInfo.outputPath(`inbox-page-2-${width}${javaScriptEnabled ? "" : "-nojs"}.png`), fullPage: true });
      }

      await press(page, /Older/);
      await expect.poll(() => listed(page)).toEqual(descending(10, 10));
      await expect(page.getByRole("link", { name: /Older/ })).toHaveCount(0);

      await press(page, /Newer/);
      await expect(page).toHaveURL(/before=/);
      await expect.poll(() => listed(page)).toEqual(descending(35, 25));
      await press(page, /Newer/);
      await expect.poll(() => listed(page)).toEqual(descending(60, 25));
    });
  });
}

test("an old page-number bookmark opens the first page", async ({ page }) => {
  await signIn(page);
  await page.goto(`/desk?q=${encodeURIComponent(tag)}&page=3`);
  await expect(page).toHaveURL(new RegExp(`/desk\\?q=${encodeURIComponent(tag).replace(/%20/g, "(\\+|%20)")}$`));
  await expect.poll(() => listed(page)).toEqual(descending(60, 25));
});

// A request's page shows its latest 20 events; Show all opens them 50 a page (decision 0096).
const NOTES = 70;
let noted = 0;

test.beforeAll(() => {
  // The newest of the 60 requests gets 70 notes, ten at a time in one instant (ties in time).
  noted = e2eRows<{ id: number }>(`SELECT id FROM leads WHERE lead_key = '${tag}:${COUNT}'`)[0]!.id;
  e2eRows(
    `WITH RECURSIVE i(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM i WHERE n < ${NOTES})
     INSERT INTO lead_notes (lead_id, created_at, author, body, form_key)
     SELECT ${noted}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day', '+' || (n / 10) || ' minutes'), 'intake@kestrelinjurylaw.example',
       'Paged note ' || printf('%02d', n), '${tag}-note-' || n FROM i`,
  );
});

/** The note numbers a timeline or show-all page lists. */
const notes = async (page: Page) =>
  (
    await page
      .locator("li", { hasText: "Paged note" })
      .allTextContents()
      .catch(() => [])
  ).map((text) => Number(text.match(/Paged note (\d+)/)?.[1]));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a request's Show all ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("the page lists 20 events; Show all walks every note once, by keyboard", async ({ page }, testInfo) => {
      await signIn(page);
      await page.goto(`/desk/leads/${noted}`);
      const timeline = page.getByRole("region", { name: "Timeline" });
      await expect(timeline.getByRole("listitem")).toHaveCount(20);
      const shots = async (name: string) => {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: testInfo.outputPath(`${name}-${width}${javaScriptEnabled ? "" : "-nojs"}.png`), fullPage: true });
        }
      };
      await shots("request-page");

      await timeline.getByRole("link", { name: "Show all events" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/desk/leads/${noted}/all/events$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Timeline");
      const first = await notes(page);
      expect(first.length).toBeGreaterThan(40);
      await shots("show-all-events");

      await press(page, /Older/);
      await expect(page).toHaveURL(/after=/);
      await expect.poll(async () => (await notes(page)).length).toBeGreaterThan(0);
      const second = await notes(page);
      expect([...first, ...second].sort((a, b) => a - b)).toEqual(Array.from({ length: NOTES }, (_, i) => i + 1));
      await expect(page.getByRole("link", { name: /Older/ })).toHaveCount(0);

      await press(page, /Newer/);
      await expect.poll(() => notes(page)).toEqual(first);
    });
  });
}

// The 404 of a list the request does not have is the one console line expected.
const notFoundTest = test.extend({ expectedConsole: async ({}, use) => use((text, url) => /status of 404/.test(text) && /\/all\/secrets$/.test(url)) });

notFoundTest("a list the request does not have is a desk page saying so", async ({ page }) => {
  await signIn(page);
  const answer = await page.goto(`/desk/leads/${noted}/all/secrets`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No such list" })).toBeVisible();
});

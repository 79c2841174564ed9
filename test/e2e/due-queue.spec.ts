/**
 * The Due now view (decision 0045) as staff use it, signed in through the local Access stand-in, with and
 * without JavaScript: the calls due, the longest due first, an overdue one marked in words, the views as
 * links; axe finds nothing on it at 390 and 1280 px. Rows are this file's own, found by a tag.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { e2eRows, fromStandIn, guardedTest, phoneFor, sendRequest, signIn, unique } from "./support";

const STAFF = "intake@kestrelinjurylaw.example";
const test = guardedTest.extend({ expectedConsole: async ({}, use) => use((_text, url) => fromStandIn(url)) });

/** Two requests of this test, one due ten days ago (overdue in office time, whatever day it is now), one five minutes
 * ago (not overdue in any count). */
async function dueRequests(page: Page): Promise<string> {
  const tag = unique("Due Row");
  await sendRequest(page, `${tag} Late`);
  await sendRequest(page, `${tag} Fresh`);
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  e2eRows(`UPDATE leads SET call_due_at = '${at(10 * 24 * 60)}' WHERE name = '${tag} Late'`);
  e2eRows(`UPDATE leads SET call_due_at = '${at(5)}' WHERE name = '${tag} Fresh'`);
  return tag;
}

async function checkDueNow(page: Page, tag: string) {
  await page.goto(`/desk?view=due&q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Due now");
  await expect(page.getByRole("link", { name: "Due now" })).toHaveAttribute("aria-current", "page");
  const rows = page.getByRole("list", { name: /^Calls due now/ }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`${tag} Late`);
  await expect(rows.nth(0)).toContainText("Overdue");
  await expect(rows.nth(0).getByRole("link", { name: /^Call / })).toHaveAttribute("href", phoneFor(`${tag} Late`).tel);
  await expect(rows.nth(1)).toContainText(`${tag} Fresh`);
  await expect(rows.nth(1)).not.toContainText("Overdue");
  await expect(rows.nth(1)).toContainText("0 calls");
  await expect(rows.nth(1)).toContainText("Unassigned");
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Requests");
  await expect(page.getByRole("list", { name: "Requests, newest first" }).getByRole("listitem")).toHaveCount(2);
}

test("Due now lists the calls due, the longest due first, with JavaScript", async ({ page }) => {
  const tag = await dueRequests(page);
  await signIn(page);
  await checkDueNow(page, tag);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("Due now and its views work as plain pages and links", async ({ page }) => {
    const tag = await dueRequests(page);
    await signIn(page);
    await checkDueNow(page, tag);
  });
});

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    test("finds nothing on Due now", async ({ page }) => {
      const tag = await dueRequests(page);
      await signIn(page);
      await page.goto(`/desk?view=due&q=${encodeURIComponent(tag)}`);
      await expect(page.getByRole("list", { name: /^Calls due now/ }).getByRole("listitem")).toHaveCount(2);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  });
}

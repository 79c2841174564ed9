/**
 * A person's data as staff work it, through the local Access stand-in, at 390 and 1280 px,
 * with JavaScript and without: find (a post: no address in the page's address), Erase
 * standing apart from Download, the confirmation, the erasure and the erased request's
 * desk page. axe on each step; any console error or CSP violation fails; screenshots of
 * each step go to test-results/ to be looked at.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { e2eRows, guardedTest, signIn, unique } from "./support";
import { scaled } from "../slowdown";

// The erased request's page answers 404 on purpose; Chromium reports its status.
const test = guardedTest.extend({ expectedConsole: async ({}, use) => use((text) => /status of 404/.test(text)) });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe runs in the page: with JavaScript off it cannot, and the same server-rendered HTML was checked with it on. */
async function expectNoAxeViolations(page: Page, step: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    step,
  ).toEqual([]);
}

for (const width of [390, 1280]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`a person's data at ${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled });

      test("find, download apart from erase, confirm, erased, and the erased request's page", async ({ page }) => {
        // Four pages and four axe runs on a shared 2-core machine: more than the default 30 s.
        test.setTimeout(scaled(60_000));
        const name = unique("Data Person");
        const email = `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`;
        const sent = await page.request.post("/api/send-contact-email", {
          data: {
            name,
            email,
            phone: "253-555-0142 x9",
            caseType: "car-accidents",
            description: "Rear-ended on Kent-Kangley Road.",
            privacyConsent: true,
            sourceUrl: "/",
          },
        });
        expect(sent.status()).toBe(200);
        const [{ id }] = e2eRows<{ id: number }>(`SELECT id FROM leads WHERE name = '${name}'`);
        const shot = (step: string) =>
          page.screenshot({ path: `test-results/data-requests-${width}-${javaScriptEnabled ? "js" : "nojs"}-${step}.png`, fullPage: true });

        await signIn(page, "privacy@kestrelinjurylaw.example");
        await page.getByRole("link", { name: "A person's data" }).click();
        await page.getByLabel("Email address or phone number").fill(email);
        await page.getByRole("button", { name: "Find", exact: true }).click();
        await expect(page.getByRole("heading", { level: 2, name: `What we hold about ${email}` })).toBeVisible();
        expect(page.url()).not.toContain("example.com");
        expect(page.url()).not.toContain("person=");

        // Download and Erase are not neighbours: Erase is in its own danger box, well below.
        const download = page.getByRole("button", { name: "Download (JSON)" });
        const erase = page.getByRole("button", { name: "Erase…" });
        await expect(page.getByRole("region", { name: `Erase everything of ${email}` })).toContainText("there is no undo");
        await expect(page.getByRole("region", { name: `What we hold about ${email}` }).getByRole("button", { name: "Erase…" })).toHaveCount(0);
        const [d, e] = [await download.boundingBox(), await erase.boundingBox()];
        expect(e!.y - (d!.y + d!.height)).toBeGreaterThanOrEqual(48);
        await expectNoAxeViolations(page, "found", javaScriptEnabled);
        // A long address wraps: nothing is wider than the screen.
        if (javaScriptEnabled) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot("found");

        await erase.click();
        // The answer opens at the confirmation, not at the top of the page.
        await expect(page.getByRole("button", { name: "Yes, erase it for good" })).toBeInViewport();
        await expect(page.getByRole("alert")).toContainText(`Erase request #${id} of ${email}? This cannot be undone.`);
        await expectNoAxeViolations(page, "confirm", javaScriptEnabled);
        await shot("confirm");
        // Every erasure asks once more: nothing is gone yet.
        expect(e2eRows(`SELECT id FROM leads WHERE id = ${id}`)).toHaveLength(1);

        await page.getByRole("button", { name: "Yes, erase it for good" }).click();
        await expect(page.getByRole("heading", { level: 2, name: "Erased from the database" })).toBeVisible();
        await expect(page.getByRole("status")).toContainText(`Request #${id}:`);
        expect(page.url()).toMatch(/\/desk\/data-requests\?erased=[0-9a-f-]{36}$/);
        expect(e2eRows(`SELECT id FROM leads WHERE id = ${id}`)).toHaveLength(0);
        await expectNoAxeViolations(page, "erased", javaScriptEnabled);
        await shot("erased");

        const gone = await page.goto(`/desk/leads/${id}`);
        expect(gone?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: `No request #${id}` })).toBeVisible();
        await expect(page.getByText(new RegExp(`Request #${id} was erased on .+ by privacy@kestrelinjurylaw\\.example`))).toBeVisible();
        await expect(page.getByText(/Signed in as/)).toBeVisible();
        await expectNoAxeViolations(page, "erased request", javaScriptEnabled);
        await shot("erased-request");
        await page.getByRole("link", { name: "← Back to the inbox" }).click();
        await expect(page).toHaveURL(/\/desk$/);
      });
    });
  }
}

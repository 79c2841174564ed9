/**
 * The conflict check as staff use it, signed in through the local Access stand-in: a CSV with a bad
 * row refused, the firm's list uploaded, the match shown on the request, "Checked, no conflict" with
 * JavaScript; axe (every rule) on the upload page and the panel at 390 and 1280 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { e2eRows, fromStandIn, guardedTest, hydrated, phoneFor, sendRequest, signIn, unique } from "./support";

const STAFF = "intake@kestrelinjurylaw.example";

// The stand-in's sign-in page has no favicon; a file with a bad row is answered 400 on purpose.
const test = guardedTest.extend({
  expectedConsole: async ({}, use) => use((text, url) => fromStandIn(url) || (/status of 400/.test(text) && /\/desk\/conflicts(\.data)?$/.test(url))),
});

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const csv = (text: string) => ({ name: "clio-parties.csv", mimeType: "text/csv", buffer: Buffer.from(text) });

async function uploadList(page: Page, text: string) {
  await page.getByLabel("CSV file of clients and adverse parties").setInputFiles(csv(text));
  await page.getByRole("button", { name: "Upload and replace" }).click();
}

for (const width of [390, 1280]) {
  test(`at ${width} px: a bad row refused, the list uploaded, the conflict shown and cleared`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const name = unique(`Conflict Adverse W${width}`);
    await sendRequest(page, name);
    await signIn(page);
    await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Conflict check" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Conflict check" })).toBeVisible();
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);

    // A bad row: named, nothing replaced, the message tied to the file field.
    await uploadList(page, `\uFEFFname,kind\r\n"${name}",adverse\r\n"Someone, Else",opponent\r\n`);
    const field = page.getByLabel("CSV file of clients and adverse parties");
    await expect(page.getByRole("alert")).toContainText('Row 3: the kind is "opponent"; write client or adverse.');
    await expect(field).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`upload-refused-${width}.png`), fullPage: true });

    await uploadList(page, `\uFEFFname,kind,matter\r\n"${name}",adverse,"Kestrel v. ""Someone"", 2023"\r\n"Acme Hauling, Inc.",client,\r\n`);
    await expect(page.getByRole("status").filter({ hasText: "Uploaded: 2 names" })).toBeVisible();

    await page.goto("/desk?conflict=possible");
    await page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name }).click();
    await hydrated(page);
    const panel = page.getByRole("region", { name: /^Conflict check/ });
    await expect(panel).toContainText(`Possible conflict with the firm's list: ${name} is listed as an adverse party.`);
    await expect(panel.getByRole("heading")).toHaveText("Conflict check: 1 possible conflict to check");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`panel-${width}.png`) });

    const url = page.url();
    await panel.getByRole("button", { name: "Checked, no conflict" }).click();
    await expect(panel.getByRole("status")).toHaveText("Recorded: checked, no conflict");
    expect(page.url()).toBe(url);
    await expect(panel.getByRole("heading")).toHaveText("Conflict check: Checked, no conflict");
    await expect(panel).toContainText(`Checked, no conflict: ${STAFF}`);
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Conflict check: checked, no conflict with the firm's list");
    expect(await axeViolations(page)).toEqual([]);
    const rows = e2eRows<{ cleared_by: string }>(`SELECT cleared_by FROM conflict_clearances WHERE lead_id = (SELECT id FROM leads WHERE name = '${name}')`);
    expect(rows).toEqual([{ cleared_by: STAFF }]);
  });
}

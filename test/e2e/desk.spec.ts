/**
 * The intake desk as a staff member uses it, through the local Cloudflare Access stand-in
 * that `npm start` runs: sign in, open the newest request, mark it contacted, add a note,
 * mark it signed, on a phone and with JavaScript off; axe on the desk's pages (the inbox, a
 * request, a person's data) at 390 and 1280 px; and no way in without signing in.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { e2eRows, guardedTest as test, phoneFor, sendRequest, signIn as signInToDesk, unique } from "./support";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** A request sent by a visitor (the JSON door), named so the test finds it. */

async function signIn(page: Page, email?: string) {
  await signInToDesk(page, email);
  // The bare inbox is Due now (decision 0045): a new request may not be due yet.
  await page.goto("/desk?view=all");
}

const leadNamed = (name: string) =>
  e2eRows<{ id: number; status: string; first_contact_at: string | null; expected_fee_cents: number | null; opened_by: string | null }>(
    `SELECT id, status, first_contact_at, expected_fee_cents, opened_by FROM leads WHERE name = '${name}'`,
  )[0];

for (const { label, javaScriptEnabled } of [
  { label: "with JavaScript", javaScriptEnabled: true },
  { label: "without JavaScript", javaScriptEnabled: false },
]) {
  test.describe(`a request worked from new to signed on a phone, ${label}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test("sign in, open the newest request, contacted, a note, signed", async ({ page }) => {
      const name = unique("Desk Journey");
      await sendRequest(page, name);
      await signIn(page);
      await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
      const newest = page.getByRole("listitem").filter({ hasText: name });
      await expect(newest).toContainText("Not opened");
      await newest.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
      await expect(page.getByRole("link", { name: `Call ${phoneFor(name).typed}` })).toHaveAttribute("href", phoneFor(name).tel);

      await page.getByLabel("New status").selectOption("contacted");
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByText("New → Contacted")).toBeVisible();

      await page.getByRole("textbox", { name: "Note" }).fill("Called back; consultation Thursday 10 am.");
      await page.getByRole("button", { name: "Save note" }).click();
      await expect(page.getByText("Note: Called back; consultation Thursday 10 am.")).toBeVisible();

      await page.getByLabel("New status").selectOption("signed");
      await page.getByLabel("Expected fee, if signed (optional)").fill("40,000");
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByText("Contacted → Signed (expected fee $40,000)")).toBeVisible();

      expect(leadNamed(name)).toMatchObject({ status: "signed", expected_fee_cents: 4_000_000, opened_by: "intake@kestrelinjurylaw.example" });
      // Moved by the status form, never a logged reach: no first contact (decision 0051).
      expect(leadNamed(name).first_contact_at).toBeNull();
      await page.getByRole("link", { name: "← All requests" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Signed");
    });
  });
}

test.describe("a double tap on a phone, with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Save status tapped twice ends Signed and says so; a note tapped twice is stored once", async ({ page }, testInfo) => {
    const name = unique("Desk Double");
    await sendRequest(page, name);
    await signIn(page);
    await page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    // Wait for the page to be live, so the taps go through the page's own handlers.
    await expect(page.locator('input[name="via"]').first()).toBeAttached();

    const picker = page.getByLabel("New status");
    await expect(picker).toHaveValue("contacted");
    await picker.selectOption("signed");
    await page.getByLabel("Expected fee, if signed (optional)").fill("25000");
    const save = page.getByRole("button", { name: "Save status" });
    await save.click();
    await save.click({ force: true }).catch(() => undefined);
    // The first tap's confirmation, or the second's when it landed after the save: never a step back.
    await expect(page.getByRole("status").filter({ hasText: /Saved: Signed, \$25,000|Already Signed/ })).toBeVisible();
    await expect(page.getByText("New → Signed (expected fee $25,000)")).toBeVisible();
    // The picker shows the saved status, never a step back; one more tap changes nothing.
    await expect(picker).toHaveValue("signed");
    await page.screenshot({ path: testInfo.outputPath("request-after-save-390.png"), fullPage: true });
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Already Signed" })).toBeVisible();
    await expect(page.getByText("Already moved")).toHaveCount(0);
    // On the next visit a closed request's picker waits for an explicit choice.
    // A new visit by way of the inbox: Chromium treats a visit to the same address as a reload,
    // which may restore the form's state.
    const requestPath = new URL(page.url()).pathname;
    await page.goto("/desk");
    await page.goto(requestPath);
    await expect(picker).toHaveValue("");
    expect(leadNamed(name)).toMatchObject({ status: "signed", expected_fee_cents: 2_500_000 });

    const box = page.getByRole("textbox", { name: "Note" });
    await box.fill("Signed the fee agreement in the office.");
    const saveNote = page.getByRole("button", { name: "Save note" });
    await saveNote.click();
    await saveNote.click({ force: true }).catch(() => undefined);
    await expect(page.getByText("Note: Signed the fee agreement in the office.")).toBeVisible();
    await expect(box).toHaveValue("");
    const notes = e2eRows<{ n: number }>(`SELECT count(*) AS n FROM lead_notes WHERE lead_id = ${leadNamed(name).id}`)[0];
    expect(notes.n).toBe(1);
    expect(leadNamed(name).status).toBe("signed");

    // Sign out: Access's logout (the stand-in locally) forgets the cookie.
    await page.getByRole("link", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Signed out" })).toBeVisible();
    expect((await page.request.get("/desk")).status()).toBe(403);
  });
});

test.describe(() => {
  // The 403 itself is reported as a failed resource.
  test.use({ expectedConsole: async ({}, use) => use((text) => /status of 403/.test(text)) });
  test("without signing in, the desk is a bare 403", async ({ page }) => {
    const response = await page.goto("/desk");
    expect(response?.status()).toBe(403);
    expect(await page.textContent("body")).toBe("Forbidden");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
  });
});

for (const width of [390, 1280]) {
  test(`axe finds nothing on the inbox, a request, the numbers and a person's data at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = unique("Desk Axe");
    await sendRequest(page, name);
    await signIn(page);
    for (const where of ["inbox", "request", "numbers", "person's data"]) {
      if (where === "request") await page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name }).click();
      if (where === "numbers") await page.getByRole("link", { name: "Numbers" }).click();
      if (where === "person's data") {
        await page.getByRole("link", { name: "A person's data" }).click();
        await page.getByLabel("Email address or phone number").fill(`${name.replace(/\W+/g, ".").toLowerCase()}@example.com`);
        await page.getByRole("button", { name: "Find" }).click();
        await expect(page.getByRole("heading", { level: 2, name: /What we hold about/ })).toBeVisible();
      }
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        where,
      ).toEqual([]);
    }
  });
}

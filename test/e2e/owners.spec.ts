/**
 * Owners as staff use them, signed in through the local Access stand-in: a request taken by phone on
 * the new-request page (refusals tied to their fields), then assigned to a colleague and to oneself with
 * JavaScript and without; the intake switch page; axe (every rule) at 390 and 1280 px on each page.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { e2eRows, fromStandIn, guardedTest, hydrated, signIn, unique } from "./support";

const STAFF = "intake@kestrelinjurylaw.example";
const SAM = "Sam Carter (placeholder)";

// The stand-in's sign-in page has no favicon; a refused form is answered 400 on purpose.
const test = guardedTest.extend({
  expectedConsole: async ({}, use) => use((text, url) => fromStandIn(url) || (/status of 400/.test(text) && /\/desk\/leads\/new(\.data)?/.test(url))),
});

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const ownerOf = (name: string) => e2eRows<{ owner_email: string | null; channel: string }>(`SELECT owner_email, channel FROM leads WHERE name = '${name}'`)[0];
const changesOf = (name: string) =>
  e2eRows<{ changed_by: string; to_owner: string }>(
    `SELECT changed_by, to_owner FROM lead_owner_changes WHERE lead_id = (SELECT id FROM leads WHERE name = '${name}') ORDER BY id`,
  );

/** The new-request page, filled and saved: lands on the request. */
async function takeByPhone(page: Page, name: string) {
  await page.getByRole("link", { name: "New request" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New request from a call or walk-in");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Phone").fill("(253) 555-0177");
  await page.getByLabel("Type of case").selectOption("car-accidents");
  await page.getByLabel("What happened").fill("Rear-ended on Kent-Kangley Road; called the office.");
  await page.getByRole("button", { name: "Save the request" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByRole("status").filter({ hasText: `Request saved. Owner: ${STAFF}` })).toBeVisible();
}

// axe runs in the page, so it checks the JavaScript runs (at both widths); the plain-form run checks the posts.
for (const { label, javaScriptEnabled, width } of [
  { label: "with JavaScript at 1280 px", javaScriptEnabled: true, width: 1280 },
  { label: "with JavaScript on a 390 px phone", javaScriptEnabled: true, width: 390 },
  { label: "without JavaScript on a 390 px phone", javaScriptEnabled: false, width: 390 },
]) {
  test.describe(`owners ${label}`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled });
    const axe = async (page: Page) => (javaScriptEnabled ? axeViolations(page) : []);

    test("a request taken by phone, refused then saved; assigned to a colleague and back to me", async ({ page }, testInfo) => {
      const name = unique(javaScriptEnabled ? "Phone Owner JS" : "Phone Owner");
      await signIn(page);
      await page.goto("/desk/leads/new");
      if (javaScriptEnabled) await hydrated(page);
      expect(await axe(page)).toEqual([]);
      // Nothing typed: each message tied to its field.
      await page.getByRole("button", { name: "Save the request" }).click();
      await expect(page.getByLabel("Name")).toHaveAccessibleDescription("Write the person's name");
      if (javaScriptEnabled) await expect(page.getByLabel("Name")).toBeFocused();
      await expect(page.getByLabel("What happened")).toHaveAccessibleDescription("Write what happened, in a few words");
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`new-request-refused-${width}.png`), fullPage: true });

      await page.goto("/desk");
      await takeByPhone(page, name);
      expect(ownerOf(name)).toEqual({ owner_email: STAFF, channel: "phone" });
      if (javaScriptEnabled) await hydrated(page);

      const owner = page.getByRole("region", { name: "Owner" });
      await expect(owner).toContainText(STAFF);
      const before = page.url();
      await owner.getByLabel("Assign to a colleague").selectOption({ label: SAM });
      await owner.getByRole("button", { name: "Assign", exact: true }).click();
      await expect(owner.getByRole("status")).toHaveText(`Owner saved: ${SAM}`);
      if (javaScriptEnabled) expect(page.url()).toBe(before);
      else expect(page.url()).toMatch(/\?saved=owner$/);
      await expect(page.getByRole("region", { name: "Timeline" }).getByText(`Owner: ${STAFF} → ${SAM}`)).toBeVisible();

      await owner.getByRole("button", { name: "Assign to me" }).click();
      await expect(owner.getByRole("status")).toHaveText(`Owner saved: ${STAFF}`);
      await expect(owner.getByRole("button", { name: "Assign to me" })).toHaveCount(0);
      expect(ownerOf(name)?.owner_email).toBe(STAFF);
      expect(changesOf(name).map((c) => c.to_owner)).toEqual([STAFF, "sam.carter@kestrelinjurylaw.example", STAFF]);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`owner-${width}.png`), fullPage: true });
    });

    test("the intake switch page lists the roster for today", async ({ page }, testInfo) => {
      await signIn(page);
      await page.getByRole("link", { name: "On intake" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Who is on intake today");
      const sam = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: SAM }) });
      await expect(sam).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`intake-${width}.png`), fullPage: true });
      // On a holiday or a closed day nobody is on intake and there is nothing to switch.
      if (await page.getByText("nobody is on intake").isVisible()) {
        await expect(page.getByRole("button", { name: /Switch/ })).toHaveCount(0);
        return;
      }
      if (javaScriptEnabled) await hydrated(page);
      // Switched one way and back: each a post answered on the page, whichever Sam's hours today.
      for (let i = 0; i < 2; i++) {
        await sam.getByRole("button").click();
        await expect(page.getByRole("status")).toHaveText(`Saved: ${SAM}`);
        await expect(sam.getByText(/Switched (on|off) for today by intake@kestrelinjurylaw\.example/)).toBeVisible();
      }
      expect(await axe(page)).toEqual([]);
    });
  });
}

/**
 * The same person, once (decision 0047), as staff see it signed in through the local Access stand-in:
 * two requests of one person (their address in other capitals) are one inbox row with "2 requests",
 * both pages link each other, and an unlink without JavaScript separates them; axe (every rule) on a
 * linked request and on the numbers page at 390 and 1280 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { e2eRows, fromStandIn, guardedTest, hydrated, phoneFor, signIn, unique } from "./support";
import { scaled } from "../slowdown";

let ip = 0;
const test = guardedTest.extend({ expectedConsole: async ({}, use) => use((_text, url) => fromStandIn(url)) });

/** One person's two requests, a minute's worth apart: the second's address in capitals. Their ids, oldest first. */
async function samePerson(page: Page, tag: string): Promise<[number, number]> {
  const email = `${tag.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  for (const [name, address] of [
    [`${tag} First`, email],
    [`${tag} Again`, email.toUpperCase()],
  ]) {
    const answer = await page.request.post("/api/send-contact-email", {
      headers: { "CF-Connecting-IP": `198.51.${100 + (process.pid % 100)}.${(ip++ % 250) + 1}` },
      data: {
        name,
        email: address,
        phone: phoneFor(name!).typed,
        caseType: "car-accidents",
        description: "Rear-ended on Kent-Kangley Road.",
        privacyConsent: true,
        sourceUrl: "/",
      },
    });
    expect(answer.status()).toBe(200);
  }
  const rows = e2eRows<{ id: number; duplicate_of: number | null }>(`SELECT id, duplicate_of FROM leads WHERE name LIKE '${tag} %' ORDER BY id`);
  expect(rows.map((r) => r.duplicate_of)).toEqual([null, rows[0]!.id]);
  return [rows[0]!.id, rows[1]!.id];
}

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("two requests of one person, without JavaScript on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("one inbox row, both pages link each other, and an unlink separates them", async ({ page }) => {
    const tag = unique("Same Person");
    const [first, again] = await samePerson(page, tag);
    await signIn(page);
    await page.goto(`/desk?q=${encodeURIComponent(tag)}`);
    const rows = page.getByRole("listitem").filter({ hasText: tag });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("2 requests");
    await rows.getByRole("link", { name: `${tag} First` }).click();

    await expect(page.getByText(`Also sent request #${again}`)).toBeVisible();
    await page.getByRole("link", { name: `request #${again}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`#${again} ${tag} Again`);
    await expect(page.getByText(`Same person as request #${first}`)).toBeVisible();
    await page.getByRole("link", { name: `request #${first}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`#${first}`);

    await page.getByRole("button", { name: `Not the same person: unlink #${again}` }).click();
    await expect(page).toHaveURL(new RegExp(`/desk/leads/${first}\\?saved=unlink&link=${again}$`));
    await expect(page.getByRole("status").filter({ hasText: `Unlinked: request #${again} is now a request of its own` })).toBeVisible();
    await expect(page.getByText(`Also sent request #${again}`)).toHaveCount(0);
    await expect(page.getByText(`Request #${again} unlinked from this one: not the same person`)).toBeVisible();
    expect(e2eRows<{ duplicate_of: number | null }>(`SELECT duplicate_of FROM leads WHERE id = ${again}`)[0]!.duplicate_of).toBeNull();
    await page.goto(`/desk?q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole("listitem").filter({ hasText: tag })).toHaveCount(2);
  });
});

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`finds nothing on a linked request (both sides) and on the numbers page at ${width} px`, async ({ page }) => {
      test.setTimeout(scaled(120_000));
      const [first, again] = await samePerson(page, unique("Same Person Axe"));
      await signIn(page);
      for (const id of [first, again]) {
        await page.goto(`/desk/leads/${id}`);
        await hydrated(page);
        await expect(page.getByRole("region", { name: "The same person's other requests" })).toBeVisible();
        expect(await axeViolations(page), `request #${id}`).toEqual([]);
      }
      await page.goto("/desk/numbers");
      await hydrated(page);
      await expect(page.getByRole("region", { name: "Table: Outcomes per owner" })).toBeVisible();
      expect(await axeViolations(page), "numbers").toEqual([]);
    });
  });
}

/**
 * Every search box on the desk takes whatever staff paste into it: 300 characters (one long
 * word, a sentence, a long address) answer a page that says what was searched or what is
 * wrong, never a 5xx (D1 refuses LIKE patterns over 50 bytes), with JavaScript and without.
 * The boxes: the inbox's search (in each of its views) and the find of a person's data. The
 * desk's other text boxes are not searches (the conflict list and cost reports are uploads).
 */
import { expect, type Page } from "@playwright/test";
import { fromStandIn, guardedTest, hydrated, sendRequest, signIn, unique } from "./support";

// A refused find answers 400 with its message, which the browser logs: expected, as is the stand-in's missing favicon.
const test = guardedTest.extend({
  expectedConsole: async ({}, use) => use((text, url) => fromStandIn(url) || (/status of 400/.test(text) && /\/desk\/data-requests(\.data)?$/.test(url))),
});

const LONG_EMAIL = "maria.fernanda.gonzalez-ramirez.delacruz@outlook-mail.example.com";
const typed = {
  "a 65-character address": LONG_EMAIL,
  "one 300-character word": "a".repeat(300),
  "a 300-character sentence": "the other driver ran the red light on the west valley highway and hit my car ".repeat(4).slice(0, 300),
};

/** Every answer of the site at 500 or above while `run` runs (documents, data requests, anything). */
async function serverErrors(page: Page, run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const listener = (response: { status(): number; url(): string }) => {
    if (response.status() >= 500) errors.push(`${response.status()} ${response.url().slice(0, 120)}`);
  };
  page.on("response", listener);
  try {
    await run();
  } finally {
    page.off("response", listener);
  }
  return errors;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`long searches on the desk, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("the inbox search, in every view, answers a page that says what it searched for", async ({ page }) => {
      // D1 checks a pattern only when it compares it with a row: the inbox must hold a request.
      await sendRequest(page, unique("Long Search"));
      await signIn(page);
      for (const view of ["/desk", "/desk?view=mine", "/desk?view=unassigned", "/desk?view=all"]) {
        for (const [label, text] of Object.entries(typed)) {
          await page.goto(view);
          if (javaScriptEnabled) await hydrated(page);
          const errors = await serverErrors(page, async () => {
            const box = page.getByLabel("Search name, email or phone");
            await box.fill(text);
            await expect(box, label).toHaveValue(text);
            await box.press("Enter");
            await expect(page.getByRole("status").filter({ hasText: "Searched for" }), `${view}, ${label}`).toContainText("a search reads at most 8 words");
          });
          expect(errors, `${view}, ${label}`).toEqual([]);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expect(page.getByLabel("Search name, email or phone")).toHaveValue(text);
        }
      }
    });

    test("the find of a person's data answers with what is wrong", async ({ page }) => {
      await signIn(page);
      for (const [label, text] of Object.entries(typed)) {
        await page.goto("/desk/data-requests");
        if (javaScriptEnabled) await hydrated(page);
        const errors = await serverErrors(page, async () => {
          await page.getByLabel("Email address or phone number").fill(text);
          await page.getByRole("button", { name: "Find" }).click();
          // Too long for an address or a number, or an address nobody used: each says so.
          if (text.length > 254) await expect(page.getByRole("alert"), label).toHaveText("That is too long for an email address or a phone number");
          else await expect(page.getByText("Nothing: no request from this address."), label).toBeVisible();
        });
        expect(errors, label).toEqual([]);
      }
    });
  });
}

/**
 * Logging calls on a request as staff do, signed in through the local Access stand-in: with
 * JavaScript on a phone (the confirmation announced, the form reset, the timeline updated),
 * a call-back refused without a time; the call bar first on a 390 px phone; axe (every rule)
 * on the request page at 390 and 1280 px, with logged calls and a refusal showing.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { accessStandIn, e2eRows, fromStandIn, guardedTest, hydrated, phoneFor, unique } from "./support";
import { scaled } from "../slowdown";

const STAFF = "intake@kestrelinjurylaw.example";

// The stand-in's sign-in page has no favicon; a refused call-back is answered 400 on purpose.
const test = guardedTest.extend({
  expectedConsole: async ({}, use) => use((text, url) => fromStandIn(url) || (/status of 400/.test(text) && /\/desk\/leads\/\d+\.data$/.test(url))),
});

async function openRequest(page: Page, name: string) {
  const answer = await page.request.post("/api/send-contact-email", {
    headers: { "CF-Connecting-IP": `198.51.${100 + (process.pid % 100)}.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name,
      email: `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`,
      phone: phoneFor(name).typed,
      caseType: "car-accidents",
      description: "Hit at a stop light.",
      privacyConsent: true,
      sourceUrl: "/",
    },
  });
  expect(answer.status()).toBe(200);
  await page.goto(accessStandIn());
  await page.getByLabel("Staff email address").fill(STAFF);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/desk$/);
  await page.goto("/desk?view=all");
  await page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await hydrated(page);
}

const attempts = (name: string) =>
  e2eRows<{ outcome: string; attempted_by: string; note: string | null }>(
    `SELECT outcome, attempted_by, note FROM call_attempts WHERE lead_id = (SELECT id FROM leads WHERE name = '${name}') ORDER BY id`,
  );
const leadNamed = (name: string) =>
  e2eRows<{ status: string; first_contact_at: string | null }>(`SELECT status, first_contact_at FROM leads WHERE name = '${name}'`)[0];

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("a call logged with JavaScript on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the call bar is first; an outcome is announced, the form resets, the timeline shows it", async ({ page }, testInfo) => {
    const name = unique("Call Log");
    await openRequest(page, name);
    // On a phone the call link and the outcomes come before anything else, in the first screen.
    const call = page.getByRole("link", { name: `Call ${phoneFor(name).typed}` });
    await expect(call).toHaveAttribute("href", phoneFor(name).tel);
    const noAnswer = page.getByRole("button", { name: "No answer" });
    for (const shown of [call, noAnswer, page.getByRole("button", { name: "Reached" })]) await expect(shown).toBeInViewport();
    const barBottom = (await page.getByRole("region", { name: "Call and log the call" }).boundingBox())!;
    const statusTop = (await page.getByRole("heading", { name: "Where it stands" }).boundingBox())!;
    expect(barBottom.y + barBottom.height).toBeLessThanOrEqual(statusTop.y);
    await page.screenshot({ path: testInfo.outputPath("request-390.png"), fullPage: true });

    const about = page.getByRole("textbox", { name: "About the call (optional)" });
    await about.fill("Rang out, no voicemail box.");
    const url = page.url();
    await noAnswer.click();
    const logged = page.getByRole("status").filter({ hasText: "Logged: no answer" });
    await expect(logged).toBeInViewport();
    expect(page.url()).toBe(url);
    await page.screenshot({ path: testInfo.outputPath("request-390-logged.png") });
    await expect(about).toHaveValue("");
    await expect(page.getByText("1 call logged")).toBeVisible();
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByText(/Call: No answer\s+Rang out, no voicemail box\./)).toBeVisible();

    // A call-back with no time: refused, the message tied to the time field, nothing logged.
    await page.getByRole("button", { name: "Asked to call back" }).click();
    const when = page.getByLabel("Or a date and time, read as Kent time (Pacific)");
    await expect(when).toHaveAttribute("aria-invalid", "true");
    await expect(when).toHaveAccessibleDescription("Choose when to call back: a preset or a time (Kent time)");
    await page.getByRole("radio", { name: /^Tomorrow morning/ }).check();
    await page.getByRole("button", { name: "Asked to call back" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Logged: asked to call back at .+9:00.AM \(Kent time\)/ })).toBeInViewport();

    // A reach books the consultation in the same step.
    await page.getByRole("checkbox", { name: /With Reached/ }).check();
    await page.getByRole("button", { name: "Reached" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Logged: reached · now Consultation scheduled" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /With Reached/ })).not.toBeChecked();
    await expect(timeline.getByText("New → Consultation scheduled")).toBeVisible();
    await expect(page.getByText("3 calls logged")).toBeVisible();
    expect(attempts(name).map((a) => [a.outcome, a.attempted_by, a.note])).toEqual([
      ["no-answer", STAFF, "Rang out, no voicemail box."],
      ["call-back", STAFF, null],
      ["reached", STAFF, null],
    ]);
    expect(leadNamed(name)).toMatchObject({ status: "consultation-scheduled", first_contact_at: expect.stringMatching(/Z$/) });
  });
});

for (const width of [390, 1280]) {
  test(`axe (every rule) finds nothing on a request with logged calls at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(scaled(90_000));
    await page.setViewportSize({ width, height: 900 });
    const name = unique("Call Axe");
    await openRequest(page, name);
    expect(await axeViolations(page), "a request, no calls").toEqual([]);
    await page.getByRole("button", { name: "Left a voicemail" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Logged: left a voicemail" })).toBeVisible();
    await page.getByRole("button", { name: "Asked to call back" }).click();
    await expect(page.getByLabel("Or a date and time, read as Kent time (Pacific)")).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page), "a request, a call logged and a refusal").toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`request-${width}.png`), fullPage: width === 1280 });
  });
}

/**
 * Booking a consultation from the request page as staff do, with and without JavaScript (a refusal
 * tied to its field, then the booking and the invitation captured); Due now lists today's consultation
 * at the top; axe (every rule) on the request page with a consultation and on Due now at 390 and 1280 px;
 * declining a request with a booking asks first, then cancels it, with and without JavaScript.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";
import { capturedEmails, e2eRows, fromStandIn, guardedTest, hydrated, sendRequest, signIn, unique } from "./support";

// The stand-in's sign-in page has no favicon; a refused booking is answered 400 on purpose.
const test = guardedTest.extend({
  expectedConsole: async ({}, use) => use((text, url) => fromStandIn(url) || (/status of 400/.test(text) && /\/desk\/leads\/\d+(\.data)?$/.test(url))),
});

const kentTomorrow = () => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
};
const emailOf = (name: string) => `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`;

async function openRequest(page: Page, name: string, js: boolean) {
  await sendRequest(page, name, { description: "Hit at a stop light." });
  await signIn(page);
  const [lead] = e2eRows<{ id: number }>(`SELECT id FROM leads WHERE name = '${name}'`);
  await page.goto(`/desk/leads/${lead!.id}`);
  if (js) await hydrated(page);
  return lead!.id;
}

/** Books tomorrow at `time` at the office with `host` (a roster name), and waits for the booking to show. */
async function bookTomorrow(page: Page, time: string, host: string) {
  const panel = page.getByRole("region", { name: "Consultation", exact: true });
  await panel.getByLabel("Day").fill(kentTomorrow());
  await panel.getByLabel("Time (Kent time)").fill(time);
  await panel.getByLabel("Who meets the person").selectOption({ label: host });
  await panel.getByRole("button", { name: "Book and send the invitation" }).click();
  await expect(page.getByTestId("consultation-now")).toBeVisible();
}

const consultationOf = (id: number) =>
  e2eRows<{ kind: string; link: string; host_email: string; status: string; sequence: number }>(
    `SELECT kind, link, host_email, status, sequence FROM consultations WHERE lead_id = ${id}`,
  );

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function newPage(browser: Browser, javaScriptEnabled: boolean, width: number) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

for (const js of [true, false]) {
  test(`booking from the request page ${js ? "with" : "without"} JavaScript: a refusal by its field, then the invitation`, async ({ browser }, testInfo) => {
    const { context, page } = await newPage(browser, js, 1280);
    const name = unique(js ? "Book Js" : "Book Plain");
    const id = await openRequest(page, name, js);
    const panel = page.getByRole("region", { name: "Consultation", exact: true });
    await panel.getByLabel("Day").fill(kentTomorrow());
    await panel.getByLabel("Time (Kent time)").fill("10:30");
    await panel.getByLabel("By video").check();
    await panel.getByLabel("Who meets the person").selectOption({ label: "Sam Carter (placeholder)" });
    await panel.getByRole("button", { name: "Book and send the invitation" }).click();
    const link = panel.getByLabel("Video link (for a video consultation)");
    await expect(link).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#consult-link-error")).toHaveText("A video consultation needs its link, starting with https://");
    expect(consultationOf(id)).toEqual([]);
    // What was typed stays, with or without JavaScript; with it, the refused field has the focus.
    if (js) await expect(link).toBeFocused();
    await expect(panel.getByLabel("Day")).toHaveValue(kentTomorrow());
    await expect(panel.getByLabel("Time (Kent time)")).toHaveValue("10:30");
    await expect(panel.getByLabel("By video")).toBeChecked();
    await expect(panel.getByLabel("Who meets the person")).toHaveValue("sam.carter@kestrelinjurylaw.example");
    await link.fill("https://meet.example/e2e-room");
    await panel.getByRole("button", { name: "Book and send the invitation" }).click();
    await expect(panel.getByRole("status")).toContainText("Saved: consultation");
    await expect(page.getByTestId("consultation-now")).toContainText("By video");
    await expect(page.getByTestId("consultation-now")).toContainText("meets Sam Carter");
    expect(consultationOf(id)).toEqual([
      { kind: "video", link: "https://meet.example/e2e-room", host_email: "sam.carter@kestrelinjurylaw.example", status: "scheduled", sequence: 0 },
    ]);
    await expect
      .poll(async () =>
        (await capturedEmails(page.request)).some((m) => m.to.includes(emailOf(name)) && m.subject === "Your free consultation with Kestrel Injury Law"),
      )
      .toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`request-consultation-${js ? "js" : "plain"}.png`), fullPage: true });
    await context.close();
  });
}

for (const width of [390, 1280]) {
  test(`a request with a consultation, and Due now with today's, pass axe at ${width} px`, async ({ browser }, testInfo) => {
    const { context, page } = await newPage(browser, true, width);
    const name = unique("Today Consult");
    const id = await openRequest(page, name, true);
    await bookTomorrow(page, "09:00", "Dana Nguyen (placeholder)");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`request-${width}.png`), fullPage: true });

    // Today, by moving the row's time to now: Due now shows the Kent day's consultations, whatever the hour.
    e2eRows(`UPDATE consultations SET starts_at = '${new Date().toISOString()}' WHERE lead_id = ${id} RETURNING id`);
    await page.goto("/desk");
    const today = page.getByRole("region", { name: /Today's consultations/ });
    await expect(today.getByRole("listitem").filter({ hasText: name })).toContainText("At the office");
    await expect(today.getByRole("listitem").filter({ hasText: name })).toContainText("Dana Nguyen");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`due-now-${width}.png`), fullPage: true });
    await context.close();
  });
}

for (const [js, width] of [
  [true, 390],
  [true, 1280],
  [false, 1280],
] as const) {
  test(`declining with a booking ${js ? "with" : "without"} JavaScript at ${width} px: asked first, then the consultation is cancelled`, async ({
    browser,
  }, testInfo) => {
    const { context, page } = await newPage(browser, js, width);
    const name = unique(js ? "Decline Js" : "Decline Plain");
    const id = await openRequest(page, name, js);
    await bookTomorrow(page, "11:00", "Sam Carter (placeholder)");

    const move = page.getByRole("region", { name: "Where it stands" });
    await move.getByLabel("New status").selectOption("declined");
    await move.getByLabel("Reason").selectOption("no-liability");
    await move.getByRole("button", { name: "Save status" }).click();
    // The question, focused, saying what happens; nothing changed yet.
    const question = page.getByRole("heading", { name: "Declined: this also closes what is still open for this person" });
    await expect(question).toBeFocused();
    await expect(move).toContainText("Cancels the consultation on");
    await expect(move).toContainText("11:00 AM (Kent time), at the office, with Sam Carter (placeholder)");
    expect(consultationOf(id)[0]!.status).toBe("scheduled");
    // axe runs in the page's JavaScript: only where the page has it.
    if (js) expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`decline-question-${js ? "js" : "plain"}-${width}.png`), fullPage: true });

    await move.getByRole("button", { name: "Yes: decline, cancel the consultation" }).click();
    await expect(page.getByText("Saved: Declined. The consultation is cancelled: the person and the host are told.")).toBeVisible();
    expect(consultationOf(id)[0]!.status).toBe("cancelled");
    expect(e2eRows<{ status: string }>(`SELECT status FROM leads WHERE id = ${id}`)[0]!.status).toBe("declined");
    await expect
      .poll(async () =>
        (await capturedEmails(page.request)).some(
          (m) => m.to.includes(emailOf(name)) && m.subject === "Your consultation with Kestrel Injury Law is cancelled",
        ),
      )
      .toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`decline-done-${js ? "js" : "plain"}-${width}.png`), fullPage: true });
    await context.close();
  });
}

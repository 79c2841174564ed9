/**
 * Calls on the desk (issue 58) as staff use them: the request page's phone calls panel (a missed call's voicemail, an
 * answered call), completed as a case by keyboard alone with JavaScript and by one tap without it (a 303 back to the
 * panel); /desk/calls with the hang-ups and the block list; the numbers page's call tables; axe (every rule) at 390 and
 * 1280 px on each. The calls are written into the server's D1 as the phone line stores them.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { e2eRows, fromStandIn, guardedTest, hydrated, signIn, unique } from "./support";

const SAM = "sam.carter@kestrelinjurylaw.example";
// The stand-in's sign-in page has no favicon; the seeded voicemail's address is not the stand-in account's (its proxy answers 502).
const test = guardedTest.extend({
  expectedConsole: async ({}, use) => use((text, url) => fromStandIn(url) || /\/desk\/calls\/recordings\/\d+/.test(url) || /status of 502/.test(text)),
});

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

let numbers = 0;
const callerNumber = () => `+1425555${String(4000 + (Date.now() % 3000) + numbers++).padStart(4, "0")}`;
const sql = (value: string | number | null) => (value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`);

/** A request a missed call opened, with that call's voicemail and a later answered call; its id. */
function seedCallRequest(name: string, from: string): number {
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const [lead] = e2eRows<{ id: number }>(
    `INSERT INTO leads (created_at, name, email, phone, phone_e164, case_type, description, source_page, source_url, page_title, privacy_consent,
       idempotency_key, submitted_via, turnstile, status, lead_key, channel, utm_source, utm_medium, call_due_at)
     VALUES (${sql(at(30))}, ${sql(name)}, '', ${sql(from)}, ${sql(from)}, 'unknown', 'Missed call: listen to the voicemail, if any, and call back.', '', '', '', 0,
       ${sql(`call:${name}`)}, 'call', 'not-applicable', 'new', ${sql(`call:${name}`)}, 'paid-search', 'google', 'call', ${sql(at(30))}) RETURNING id`,
  );
  const call = (minutesAgo: number, fields: Record<string, string | number | null>) =>
    e2eRows<{ id: number }>(
      `INSERT INTO phone_calls (call_sid, from_e164, from_raw, to_e164, number_key, started_at, ended_at, ${Object.keys(fields).join(", ")})
       VALUES (${sql(`CA${crypto.randomUUID().replaceAll("-", "")}`)}, ${sql(from)}, ${sql(from)}, '+12535550121', 'google-ads', ${sql(at(minutesAgo))}, ${sql(at(minutesAgo - 1))}, ${Object.values(fields).map(sql).join(", ")}) RETURNING id`,
    )[0]!.id;
  const missed = call(30, { status: "missed", route: "team", dial_status: "no-answer", lead_id: lead!.id, opened_request: 1, duration_seconds: 55 });
  const sid = `RE${crypto.randomUUID().replaceAll("-", "")}`;
  e2eRows(
    `INSERT INTO call_recordings (phone_call_id, lead_id, recording_sid, twilio_url, kind, status, duration_seconds, transcript, transcript_status, created_at)
     VALUES (${missed}, ${lead!.id}, ${sql(sid)}, ${sql(`https://api.twilio.com/2010-04-01/Accounts/AC0/Recordings/${sid}`)}, 'voicemail', 'completed', 42,
       'Hi, I was rear-ended on Highway 167 this morning. Please call me back.', 'completed', ${sql(at(29))}) RETURNING id`,
  );
  call(10, {
    status: "answered",
    route: "team",
    dial_status: "completed",
    answered_by: SAM,
    answered_at: at(10),
    talk_seconds: 252,
    lead_id: lead!.id,
    duration_seconds: 260,
  });
  return lead!.id;
}

const leadRow = (id: number) => e2eRows<{ status: string; case_type: string; name: string }>(`SELECT status, case_type, name FROM leads WHERE id = ${id}`)[0]!;

for (const { label, javaScriptEnabled, width } of [
  { label: "with JavaScript at 1280 px", javaScriptEnabled: true, width: 1280 },
  { label: "with JavaScript on a 390 px phone", javaScriptEnabled: true, width: 390 },
  { label: "without JavaScript on a 390 px phone", javaScriptEnabled: false, width: 390 },
]) {
  test.describe(`calls on the desk ${label}`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled });
    const axe = async (page: Page) => (javaScriptEnabled ? axeViolations(page) : []);

    test("the phone calls panel: the voicemail and the answered call; completed, then the caller blocked", async ({ page }, testInfo) => {
      const name = unique("Call from");
      const from = callerNumber();
      const leadId = seedCallRequest(name, from);
      await signIn(page);
      await page.goto(`/desk/leads/${leadId}`);
      if (javaScriptEnabled) await hydrated(page);
      const panel = page.getByRole("region", { name: "Phone calls" });
      await expect(panel).toContainText("Google Ads number");
      await expect(panel).toContainText("Missed, voicemail 0:42");
      await expect(panel).toContainText("Answered by Sam Carter (placeholder), 4 min 12 s");
      await expect(panel).toContainText("rear-ended on Highway 167");
      await expect(panel.locator("audio")).toHaveAttribute("src", /^\/desk\/calls\/recordings\/\d+$/);
      expect(await axe(page)).toEqual([]);
      await panel.screenshot({ path: testInfo.outputPath(`panel-${width}.png`) });

      // The call that opened the request: its missed call with the voicemail (the answered call is listed first, newest).
      const first = panel.getByRole("listitem").filter({ hasText: "Missed, voicemail" });
      if (javaScriptEnabled) {
        // Keyboard alone: the case type, the name, then the button.
        await first.getByLabel("Case type").focus();
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Tab");
        await page.keyboard.type("Rosa Alvarez");
        await page.keyboard.press("Tab");
        await expect(first.getByRole("button", { name: "Save as a case" })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(first.getByRole("status").filter({ hasText: "Completed: A case: Car Accidents" })).toBeVisible();
        await expect.poll(() => leadRow(leadId)).toMatchObject({ case_type: "car-accidents", name: "Rosa Alvarez", status: "new" });
      } else {
        // One tap, without JavaScript: a 303 back to the panel, which says it.
        await first.getByRole("button", { name: "Wrong number" }).click();
        await expect(page).toHaveURL(new RegExp(`/desk/leads/${leadId}\\?saved=call&disposition=wrong-number&closed=1#phone-calls$`));
        await expect(page.getByRole("region", { name: "Phone calls" }).getByRole("status")).toHaveText(
          "Completed: Wrong number. The request is closed as Not a case",
        );
        expect(leadRow(leadId)).toMatchObject({ status: "not-a-case", case_type: "unknown" });
      }
      await expect(page.getByRole("region", { name: "Phone calls" })).toContainText(/Completed: (A case, Car Accidents|Wrong number) \(by /);
      expect(await axe(page)).toEqual([]);

      // Block the caller: the box to tick first.
      const item = page.getByRole("region", { name: "Phone calls" }).getByRole("listitem").first();
      await item.getByText("Block this number").click();
      await item.getByRole("checkbox", { name: /Reject every call from/ }).check();
      await item.getByRole("button", { name: "Block the number" }).click();
      await expect(page.getByRole("region", { name: "Phone calls" })).toContainText("are blocked.");
      expect(e2eRows<{ n: number }>(`SELECT count(*) AS n FROM blocked_numbers WHERE e164 = '${from}' AND unblocked_at IS NULL`)[0]!.n).toBe(1);
      await page.getByRole("region", { name: "Phone calls" }).screenshot({ path: testInfo.outputPath(`panel-done-${width}.png`) });
    });

    test("a request's 21 calls: the panel's latest 20, then Show all, read-only with the voicemail", async ({ page }, testInfo) => {
      const from = callerNumber();
      const leadId = seedCallRequest(unique("Caller"), from);
      const hour = new Date(Date.now() - 3 * 3_600_000).getTime();
      const rows = Array.from({ length: 19 }, (_, i) => {
        const at = new Date(hour + i * 60_000).toISOString();
        return `('CA${crypto.randomUUID().replaceAll("-", "")}', '${from}', '${from}', '+12535550121', 'google-ads', '${at}', '${at}', 'missed', 'team', ${leadId}, 30)`;
      });
      e2eRows(
        `INSERT INTO phone_calls (call_sid, from_e164, from_raw, to_e164, number_key, started_at, ended_at, status, route, lead_id, duration_seconds) VALUES ${rows.join(", ")} RETURNING id`,
      );
      await signIn(page);
      await page.goto(`/desk/leads/${leadId}`);
      if (javaScriptEnabled) await hydrated(page);
      await page
        .getByRole("region", { name: "Phone calls" })
        .getByRole("link", { name: /Show all/ })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Phone calls");
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByRole("listitem")).toHaveCount(21);
      await expect(page.getByText("Missed, voicemail 0:42")).toBeVisible();
      await expect(page.locator("audio")).toHaveAttribute("src", /^\/desk\/calls\/recordings\/\d+$/);
      await expect(page.getByRole("button", { name: "Save as a case" })).toHaveCount(0);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`phone-calls-all-${width}.png`), fullPage: true });
    });

    test("/desk/calls: recent calls, hang-ups apart, the block list; and the numbers' call tables", async ({ page }, testInfo) => {
      const from = callerNumber();
      seedCallRequest(unique("Caller"), from);
      const hangUp = callerNumber();
      e2eRows(
        `INSERT INTO phone_calls (call_sid, from_e164, from_raw, to_e164, number_key, started_at, ended_at, status, duration_seconds)
         VALUES ('CA${crypto.randomUUID().replaceAll("-", "")}', '${hangUp}', '${hangUp}', '+12535550142', 'main', '${new Date().toISOString()}', '${new Date().toISOString()}', 'hang-up', 4) RETURNING id`,
      );
      await signIn(page);
      await page.getByRole("link", { name: "Calls", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calls");
      if (javaScriptEnabled) await hydrated(page);
      const display = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
      await expect(page.getByRole("region", { name: "Recent calls", exact: true })).toContainText(display(from));
      await expect(page.getByRole("region", { name: /^Hang-ups/ })).toContainText(display(hangUp));
      expect(await axe(page)).toEqual([]);

      const blockList = page.getByRole("region", { name: "Blocked numbers" });
      const spam = callerNumber();
      await blockList.getByLabel("Phone number").fill(display(spam));
      await blockList.getByLabel("Why (optional, staff only)").fill("Robocalls about car warranties");
      await blockList.getByRole("checkbox").check();
      await blockList.getByRole("button", { name: "Block the number" }).click();
      await expect(blockList.getByRole("listitem").filter({ hasText: display(spam) })).toContainText("0 calls rejected");
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`calls-${width}.png`), fullPage: true });
      await blockList.getByRole("button", { name: `Unblock ${display(spam)}` }).click();
      await expect(blockList.getByRole("listitem").filter({ hasText: display(spam) })).toHaveCount(0);

      await page.goto("/desk/numbers");
      if (javaScriptEnabled) await hydrated(page);
      const calls = page.getByRole("region", { name: "Calls to the firm's numbers" });
      await expect(calls.getByRole("region", { name: "Table: Calls by source" })).toContainText("Paid search");
      await expect(calls.getByRole("region", { name: "Table: Calls by tracking number" })).toContainText("Google Ads");
      expect(await axe(page)).toEqual([]);
      await calls.screenshot({ path: testInfo.outputPath(`numbers-calls-${width}.png`) });
    });
  });
}

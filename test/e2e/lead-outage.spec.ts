/**
 * No lead lost when the database fails, against `npm start`: another process holds an
 * exclusive lock on the local D1 file while requests are sent with JavaScript (the JSON
 * endpoint), without it (the page's action) and by a JSON client. Every one is answered
 * as received; once the lock is released, the lead queue's consumer stores each in D1
 * exactly once and staff get exactly one email for each.
 */
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { E2E_STATE_DIR } from "../../playwright.config";
import { fixedWords } from "../lead-fixtures";
import { localD1File } from "../local-d1";
import { capturedEmails, deliveriesNamed, fillForm, hydrated, leadsWhere, unique } from "./support";
import { scaled } from "../slowdown";

/** Locks the e2e server's local D1 database file until `release()`. */
function lockDatabase() {
  const db = new DatabaseSync(localD1File(E2E_STATE_DIR));
  db.exec("BEGIN EXCLUSIVE");
  return {
    release() {
      db.exec("COMMIT");
      db.close();
    },
  };
}

test("requests sent while D1 is locked are all answered as received, then stored and emailed once each", async ({ browser, request }) => {
  test.setTimeout(scaled(180_000));
  const run = unique("Outage");
  const names = { js: `${run} Js`, noJs: `${run} NoJs`, api: [1, 2, 3].map((i) => `${run} Api ${i}`) };
  // Each sender its own client address, as real visitors have (the rate limit counts per address).
  const context = (ip: string, javaScriptEnabled = true) => browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  const withJs = await (await context("198.51.100.21")).newPage();
  const withoutJs = await (await context("198.51.100.22", false)).newPage();
  for (const page of [withJs, withoutJs]) await page.goto("/kent-wa/personal-injury-lawyer");
  await hydrated(withJs);

  const lock = lockDatabase();
  try {
    // With JavaScript: the success toast, as always.
    await fillForm(withJs, { name: names.js, email: "js@example.com", caseType: "car-accidents", description: "Rear-ended on SR 167 during the outage." });
    await withJs.locator("#consultation").getByRole("button", { name: "Get My Free Consultation" }).click();
    await expect(withJs.locator("[data-sonner-toast]")).toContainText(fixedWords.successTitle);

    // Without JavaScript: the confirmation page, as always.
    await fillForm(withoutJs, { name: names.noJs, email: "nojs@example.com", caseType: "other", description: "Fell on a broken stair during the outage." });
    await withoutJs.locator("#consultation").getByRole("button", { name: "Get My Free Consultation" }).click();
    await expect(withoutJs).toHaveURL(/\/consultation-received\?call=/);
    await expect(withoutJs.getByRole("heading", { level: 1 })).toHaveText("We received your consultation request");

    // A JSON client, each request once and the first one twice (a retry).
    for (const [i, name] of [...names.api, names.api[0]].entries()) {
      const res = await request.post("/api/send-contact-email", {
        headers: { "CF-Connecting-IP": `198.51.100.${30 + i}` },
        data: {
          name,
          email: "api@example.com",
          caseType: "truck-accidents",
          description: "Hit by a truck during the outage.",
          privacyConsent: true,
          sourceUrl: "/",
          idempotencyKey: `outage-${run.replace(/\W/g, "")}-${name.at(-1)}`,
        },
      });
      expect(res.status(), name).toBe(200);
      expect(await res.json()).toMatchObject({ success: true });
    }
  } finally {
    lock.release();
  }

  // After the lock: each lead in D1 once, stored by the queue, and one email each.
  const all = [names.js, names.noJs, ...names.api];
  await expect
    .poll(() => all.filter((name) => deliveriesNamed(name).includes("staff-email sent")).length, { timeout: scaled(120_000), intervals: [2_000] })
    .toBe(all.length);
  const rows = leadsWhere(`name LIKE '${run}%'`);
  expect(rows.map((r) => r.name).sort()).toEqual([...all].sort());
  for (const row of rows) expect(row, row.name).toMatchObject({ stored_via: "queue" });
  const subjects = (await capturedEmails(request)).map((m) => m.subject).filter((s) => s.includes(run));
  for (const name of all)
    expect(
      subjects.filter((s) => s.endsWith(` - ${name}`)),
      name,
    ).toHaveLength(1);
});

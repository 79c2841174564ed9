import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { leadEmail, pacificTime, telUri } from "~/leads/email.server";
import { MAX_NOTIFY_ATTEMPTS, RETRY_BATCH } from "~/leads/notify.server";
import { claimNotification } from "~/leads/repository.server";
import { ORIGIN } from "./helpers";
import { emailRecorder, leadsWhere, postDuringOutage, postJson, validLead } from "./lead-helpers";

afterEach(() => vi.restoreAllMocks());

async function runCron(email: ReturnType<typeof emailRecorder>, envOverrides: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), { ...env, EMAIL: email.binding, ...envOverrides } as Env);
  await waitOnExecutionContext(ctx);
}

/** The emails about one lead (other tests' leads share this file's database). */
const sentFor = (email: ReturnType<typeof emailRecorder>, id: number) =>
  email.sent.filter((m) => m.text?.includes(`Lead id: ${id}\n`));

/** Makes a lead's next retry due now (instead of waiting out the backoff). */
async function makeDue(id: number) {
  await env.DB.prepare("UPDATE leads SET next_attempt_at = ? WHERE id = ?").bind(new Date(Date.now() - 1000).toISOString(), id).run();
}

describe("the staff email", () => {
  it("is from the firm's address to the intake inboxes, with Reply-To the visitor and every field", async () => {
    const email = emailRecorder();
    const lead = validLead({ caseType: "wrongful-death", sourcePage: "/kent-wa/wrongful-death-accident-lawyer", sourceUrl: "/kent-wa/wrongful-death-accident-lawyer" });
    expect((await postJson(lead, { email })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    const [message] = email.sent;

    expect(message.from).toEqual({ name: "Kestrel Injury Law website", email: env.LEAD_FROM_ADDRESS });
    expect(message.to).toEqual([env.LEAD_TO_ADDRESSES]);
    expect(message.replyTo).toBe("jane.doe@example.com");
    expect(message.subject).toBe("New consultation request: Wrongful Death - Jane Doe");

    const received = pacificTime(row.created_at);
    expect(received).toMatch(/ P[SD]T$/);
    for (const body of [message.text!, message.html!]) {
      for (const value of [
        "Jane Doe",
        "jane.doe@example.com",
        "(253) 555-0199",
        "Wrongful Death",
        lead.description,
        "/kent-wa/wrongful-death-accident-lawyer",
        `${ORIGIN}/kent-wa/wrongful-death-accident-lawyer`,
        lead.pageTitle,
        received,
        String(row.id),
      ]) {
        expect(body, value).toContain(value);
      }
    }
    expect(message.text).toContain("tel:+12535550199");
    expect(message.html).toContain('<a href="tel:+12535550199">(253) 555-0199</a>');
    expect(message.html).toContain('href="mailto:jane.doe@example.com"');
  });

  it("escapes every value in the HTML body and keeps the headers single-line", async () => {
    const email = emailRecorder();
    const lead = validLead({
      name: '<img src=x onerror="alert(1)">\r\nBcc: victim@example.com',
      description: "<script>alert('x')</script>\n& \"quotes\" over two lines",
      pageTitle: "</title><b>bold</b>",
      sourcePage: "<i>page</i>",
    });
    expect((await postJson(lead, { email })).status).toBe(200);
    const [message] = email.sent;
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.subject).toBe('New consultation request: Car Accidents - <img src=x onerror="alert(1)"> Bcc: victim@example.com');
    expect(message.html).not.toContain("<script>");
    expect(message.html).not.toContain("<img");
    expect(message.html).not.toContain("<b>bold");
    expect(message.html).not.toContain("<i>page");
    expect(message.html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;<br/>&amp; &quot;quotes&quot; over two lines");
    expect(message.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Bcc: victim@example.com");
    expect(message.replyTo).toBe("jane.doe@example.com");
  });

  it("is accepted by the local send_email binding (allowed sender and destination)", async () => {
    const lead = validLead();
    expect((await postJson(lead)).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row.notify_status).toBe("sent");
    expect(row.notify_last_error).toBeNull();
  });

  it("formats times in Pacific time and phone numbers as tel: links", () => {
    expect(pacificTime("2026-07-04T19:30:00.000Z")).toBe("Saturday, July 4, 2026 at 12:30 PM PDT");
    expect(pacificTime("2026-01-15T08:05:00.000Z")).toBe("Thursday, January 15, 2026 at 12:05 AM PST");
    expect(telUri("253.555.0199")).toBe("tel:+12535550199");
    expect(telUri("1 (253) 555-0199 ext. 12")).toBe("tel:+12535550199");
    expect(telUri("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(telUri("12")).toBeNull();
  });

  it("lists every intake address", () => {
    const message = leadEmail(
      {
        id: 7, createdAt: "2026-11-21T18:00:00.000Z", name: "A", email: "a@example.com", phone: null, caseType: "other",
        description: "Something happened here.", sourcePage: "", sourceUrl: "", pageTitle: "", privacyConsent: true,
        leadKey: "0".repeat(64),
      },
      { from: "from@example.com", to: ["one@example.com", "two@example.com"] },
    );
    expect(message.to).toEqual(["one@example.com", "two@example.com"]);
    expect(message.text).toContain("Phone: (not given)");
  });
});

describe("an email outage", () => {
  it("still tells the visitor it was sent, and records the failure on the row", async () => {
    const email = emailRecorder();
    email.failing = true;
    const lead = validLead();
    const res = await postJson(lead, { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row.notify_status).toBe("pending");
    expect(row.notify_attempts).toBe(1);
    expect(row.notify_last_error).toContain("Email service unavailable");
    // Due again at the next Cron run.
    expect(Date.parse(row.next_attempt_at!)).toBeLessThanOrEqual(Date.now());
  });

  it("is retried by the Cron trigger with backoff until delivered", async () => {
    const outage = await postDuringOutage();
    const { email } = outage;
    let row = outage.row;

    // Due at the next Cron run, still failing: one more attempt, then a longer wait.
    await runCron(email);
    [row] = await leadsWhere("id = ?", row.id);
    expect(row.notify_attempts).toBe(2);
    expect(row.notify_status).toBe("pending");
    expect(Date.parse(row.next_attempt_at!) - Date.now()).toBeGreaterThan(50_000);

    // Due again, still failing: the wait grows.
    await makeDue(row.id);
    await runCron(email);
    [row] = await leadsWhere("id = ?", row.id);
    expect(row.notify_attempts).toBe(3);
    expect(Date.parse(row.next_attempt_at!) - Date.now()).toBeGreaterThan(4 * 60_000);

    // Not due yet: the next Cron run leaves it alone.
    await runCron(email);
    expect((await leadsWhere("id = ?", row.id))[0].notify_attempts).toBe(3);

    // Email recovers: delivered on the next due run, once.
    email.failing = false;
    await makeDue(row.id);
    await runCron(email);
    [row] = await leadsWhere("id = ?", row.id);
    expect(row).toMatchObject({ notify_status: "sent", notify_attempts: 4, next_attempt_at: null });
    expect(row.notify_sent_at).toBeTruthy();
    expect(sentFor(email, row.id)).toHaveLength(1);
    await makeDue(row.id);
    await runCron(email);
    expect(sentFor(email, row.id)).toHaveLength(1);
  });

  it("after the last attempt marks the lead failed, logs an error, and keeps the lead", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const outage = await postDuringOutage();
    const { email } = outage;
    let row = outage.row;
    for (let attempt = 2; attempt <= MAX_NOTIFY_ATTEMPTS; attempt++) {
      await makeDue(row.id);
      await runCron(email);
    }
    [row] = await leadsWhere("id = ?", row.id);
    expect(row).toMatchObject({ notify_status: "failed", notify_attempts: MAX_NOTIFY_ATTEMPTS, next_attempt_at: null, name: "Jane Doe" });
    const logged = errors.mock.calls.map((args) => JSON.parse(String(args[0])));
    expect(logged).toContainEqual(expect.objectContaining({ level: "error", event: "lead_notification_failed", leadId: row.id }));

    // No more attempts after that.
    await runCron(email);
    expect((await leadsWhere("id = ?", row.id))[0].notify_attempts).toBe(MAX_NOTIFY_ATTEMPTS);
  });

  it("a lead whose attempt is in progress (claimed) is left alone by the Cron run", async () => {
    const { email, row } = await postDuringOutage();
    email.failing = false;
    expect(await claimNotification(env.DB, { id: row.id, notifyAttempts: 1 }, new Date(Date.now() + 60_000).toISOString())).toBeTruthy();
    await runCron(email);
    expect(sentFor(email, row.id)).toHaveLength(0);
  });

  it("treats a misconfigured intake address as a failed send, not a lost lead", async () => {
    const lead = validLead();
    const res = await postJson(lead, { envOverrides: { LEAD_TO_ADDRESSES: "not-an-address" as never } });
    expect(res.status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row.notify_status).toBe("pending");
    expect(row.notify_last_error).toContain("LEAD_TO_ADDRESSES");
  });

  it("after a long outage, one Cron run delivers every lead that is due, more than a batch", async () => {
    const email = emailRecorder();
    email.failing = true;
    const ids: number[] = [];
    for (let i = 0; i < RETRY_BATCH * 2 + 3; i++) {
      const lead = validLead();
      expect((await postJson(lead, { email })).status).toBe(200);
      ids.push((await leadsWhere("idempotency_key = ?", lead.idempotencyKey))[0].id);
    }
    email.failing = false;
    await runCron(email);
    const rows = await leadsWhere(`id IN (${ids.join(",")})`);
    expect(rows.map((r) => r.notify_status)).toEqual(ids.map(() => "sent"));
    for (const id of ids) expect(sentFor(email, id)).toHaveLength(1);
    // 53 requests and a Cron run: more than the default 5 s on a busy machine.
  }, 30_000);

  it("a retry and the first attempt cannot both send (the attempt is claimed first)", async () => {
    const { email, row } = await postDuringOutage();
    email.failing = false;
    await Promise.all([runCron(email), runCron(email), runCron(email)]);
    expect(sentFor(email, row.id)).toHaveLength(1);
    expect((await leadsWhere("id = ?", row.id))[0].notify_attempts).toBe(2);
  });
});

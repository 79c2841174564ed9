/**
 * The delivery guard (docs/decisions/0035-delivery-guard.md), as a hostile outsider and
 * as a staff member changing the settings mid-outage would try it: the acknowledgement
 * cannot be aimed at a stranger (one per mailbox a day, whatever its spelling; caps per
 * domain, free mail and on-call number; none without Turnstile when it is on); nothing
 * goes to an endpoint no longer in the settings, and a request sent during a
 * misconfiguration reaches the corrected inbox once; the on-call text carries only what
 * the site wrote. The firm's tools run against their local stand-ins.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import worker from "../../worker/index";
import { CAP_DEFAULTS, readCaps } from "~/deliveries/caps";
import { attemptDelivery, DELIVERY_QUEUE, type DeliveryMessage, sweepDeliveries } from "~/deliveries/engine.server";
import { SKIPPED_NOTE } from "~/deliveries/store.server";
import { fitSegments, smsLength, smsSegments } from "~/deliveries/sms-segments";
import { sendCallReminders } from "~/calls/reminders.server";
import { textRaisedFlags } from "~/questions/deadline-alert.server";
import { summaryText } from "~/deliveries/sms-summary.server";
import { deadlineWords } from "~/content/deadlines";
import { receiveText } from "~/intake/text-door.server";
import { db } from "~/db/client.server";
import { ORIGIN } from "./helpers";
import { sitePages } from "~/lib/addresses";
import { scaled } from "../slowdown";
import type { DeliveryRecord } from "../lead-fixtures";
import {
  deliveriesOf as allDeliveriesOf,
  emailRecorder,
  formFields,
  freshIp,
  leadsWhere,
  passTurnstile,
  postForm,
  postJson,
  TURNSTILE_ON,
  validLead,
} from "./lead-helpers";
import { captureLogs, deliver, queueRecorder } from "./lead-outage-helpers";

const { vars, urls, access } = inject("standIns");
type Receiver = keyof typeof urls;

interface Received {
  path: string;
  body: string;
  status: number | string;
}

const control = (receiver: Receiver, command: Record<string, unknown>) =>
  fetch(`${urls[receiver]}/__control`, { method: "POST", body: JSON.stringify(command) }).then((r) => r.json());
const received = async (receiver: Receiver): Promise<Received[]> => (await fetch(`${urls[receiver]}/__received`)).json();
/** The texts the Twilio stand-in took, as [to, body]. */
const texts = async () =>
  (await received("twilio"))
    .filter((t) => t.status === 201)
    .map((t) => {
      const form = new URLSearchParams(t.body);
      return [form.get("To")!, form.get("Body")!] as const;
    });

/** A lead's deliveries, with the columns migration 0010 added. */
const deliveriesOf = async (leadId: number, channel?: string) =>
  (await allDeliveriesOf(leadId, channel)) as unknown as (Omit<DeliveryRecord, "status"> & { status: string; reason: string | null; cap_key: string | null })[];

beforeEach(async () => {
  await Promise.all((Object.keys(urls) as Receiver[]).map((r) => control(r, { reset: true })));
});
afterEach(() => vi.restoreAllMocks());

/** Two on-call numbers of this test's own, so the hourly cap of one test does not reach another. */
let numberCounter = 0;
const freshNumbers = (n = 2) => Array.from({ length: n }, () => `+1253555${String(1000 + (numberCounter++ % 9000)).padStart(4, "0")}`);

/** The caps as wrangler.toml leaves them (empty: the defaults); the test config lifts them for other files. */
const FIRM_CAPS = {
  ACK_CAP_PER_DOMAIN: "",
  ACK_CAP_FREE_MAIL: "",
  ONCALL_TEXTS_PER_HOUR: "",
  FIRST_TEXT_CAP_TOTAL: "",
  FIRST_TEXT_CAP_PER_SOURCE: "",
  FIRST_TEXT_CAP_PER_NETWORK: "",
};

/** Every channel on (the stand-ins), with these settings over them; email and retries recorded. */
function setup(settings: Record<string, string> = {}) {
  const queue = queueRecorder<DeliveryMessage>();
  const email = emailRecorder();
  const ack = emailRecorder();
  const overrides = { ...vars, ...FIRM_CAPS, ...settings } as unknown as Partial<Env>;
  const envWith = (more: Record<string, string> = {}) =>
    ({ ...env, ...overrides, ...more, EMAIL: email.binding, ACK_EMAIL: ack.binding, DELIVERY_QUEUE: queue.binding }) as Env;
  const post = async (fields: Record<string, unknown> = {}, more: Record<string, string> = {}) => {
    // A domain of its own: the daily cap per domain is not what these tests try.
    const lead = validLead({ email: `visitor@${crypto.randomUUID().slice(0, 8)}.example`, ...fields });
    expect((await postJson(lead, { email, ack, deliveryQueue: queue, envOverrides: { ...overrides, ...more } as Partial<Env> })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    return row;
  };
  /** Wakes the queued retries with these settings, as the delivery queue would once their waits are over. */
  const wake = (more: Record<string, string> = {}) => deliver(DELIVERY_QUEUE, queue.messages.splice(0), envWith(more));
  return { queue, email, ack, envWith, post, wake };
}

/** A text from the person, as the inbound webhook hands it over (already verified), its background work awaited. */
async function inboundText(testEnv: Env, from: string, body: string) {
  const waiting: Promise<unknown>[] = [];
  const to = String(vars.TWILIO_FROM_NUMBER);
  await receiveText(
    testEnv,
    db(testEnv),
    { messageSid: `SM${crypto.randomUUID().replaceAll("-", "")}`, from, to, body, mediaCount: 0, media: [] },
    new Date(),
    (p) => waiting.push(p),
  );
  await Promise.all(waiting);
}

/** Only the acknowledgement and the staff email on (the other channels off), recorded. */
function emailsOnly(settings: Record<string, string> = {}) {
  const email = emailRecorder();
  const ack = emailRecorder();
  const post = async (address: string, more: Record<string, string> = {}) => {
    const lead = validLead({ email: address });
    const response = await postJson(lead, { email, ack, envOverrides: { ...FIRM_CAPS, ...settings, ...more } as unknown as Partial<Env> });
    expect(response.status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    return row;
  };
  return { email, ack, post };
}

describe("the acknowledgement cannot be aimed at a stranger", () => {
  it("goes once a day to one mailbox, whatever its spelling: plus-tags, and dots and googlemail at Gmail", async () => {
    const { ack, post } = emailsOnly();
    const spellings = [
      "Jo.Doe+1@gmail.com",
      "jodoe+2@googlemail.com",
      "j.o.d.o.e@gmail.com",
      "JODOE@GMAIL.COM",
      "victim+a@corp.example",
      "victim+b@corp.example",
      "Victim@corp.example",
    ];
    const rows = [];
    for (const address of spellings) rows.push(await post(address));
    expect(ack.sent.map((m) => m.to)).toEqual(["jo.doe+1@gmail.com", "victim+a@corp.example"]);
    for (const row of [...rows.slice(1, 4), ...rows.slice(5)]) {
      expect(await deliveriesOf(row.id, "acknowledgement")).toMatchObject([
        { status: "skipped", reason: "same-mailbox", last_error: SKIPPED_NOTE, attempts: 0 },
      ]);
      // Each request itself was stored and reached staff.
      expect(await deliveriesOf(row.id, "staff-email")).toMatchObject([{ status: "sent" }]);
    }
    // Dots are the mailbox's own outside Gmail: another person.
    await post("vic.tim@corp.example");
    expect(ack.sent.map((m) => m.to)).toContain("vic.tim@corp.example");
  });

  it("goes to one domain at most 20 times a day: the 21st is skipped (reason cap), the request and its staff email are not, one warning", async () => {
    const { ack, email, post } = emailsOnly();
    const domain = `cap-${crypto.randomUUID().slice(0, 8)}.example`;
    const { result: rows, lines } = await captureLogs(async () => {
      const stored = [];
      for (let i = 1; i <= 22; i++) stored.push(await post(`person${i}@${domain}`));
      return stored;
    });
    expect(ack.sent).toHaveLength(20);
    expect(email.sent.filter((m) => String(m.subject).startsWith("New consultation request"))).toHaveLength(22);
    // Staff are told once that the cap was reached.
    expect(email.sent.filter((m) => String(m.subject).startsWith("Cap reached:")).map((m) => m.subject)).toEqual([
      `Cap reached: acknowledgements to ${domain} (20 a day)`,
    ]);
    for (const row of rows.slice(20)) {
      expect(await deliveriesOf(row.id, "acknowledgement")).toMatchObject([
        {
          status: "skipped",
          reason: "cap",
          attempts: 0,
          next_attempt_at: null,
          last_error: `Not sent: the daily cap of 20 acknowledgements to ${domain} was reached`,
        },
      ]);
      expect(await deliveriesOf(row.id, "staff-email")).toMatchObject([{ status: "sent" }]);
    }
    // One warning line for the cap that day, however many it skips; it names the domain, not the address.
    const warnings = lines.filter((l) => l.event === "delivery_cap_reached");
    expect(warnings).toEqual([expect.objectContaining({ level: "warn", channel: "acknowledgement", cap: `acknowledgement ${domain}` })]);
    expect(JSON.stringify(warnings)).not.toContain("person21");
    // Another domain is not held up by this one.
    await post(`someone@other-${domain}`);
    expect(ack.sent.at(-1)?.to).toBe(`someone@other-${domain}`);
  });

  it("to the large free-mail domains counts toward one daily total (ACK_CAP_FREE_MAIL), not per domain", async () => {
    const alreadyToday = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM deliveries WHERE cap_key = 'acknowledgement free-mail' AND status IN ('pending', 'sent', 'failed')",
    ).first<number>("n");
    const { ack, post } = emailsOnly({ ACK_CAP_FREE_MAIL: String(alreadyToday! + 3) });
    const tag = crypto.randomUUID().slice(0, 6);
    const rows = [];
    for (const address of [`a${tag}@yahoo.com`, `b${tag}@outlook.com`, `c${tag}@icloud.com`, `d${tag}@hotmail.com`]) rows.push(await post(address));
    expect(ack.sent.map((m) => m.to)).toEqual([`a${tag}@yahoo.com`, `b${tag}@outlook.com`, `c${tag}@icloud.com`]);
    expect(await deliveriesOf(rows[3].id, "acknowledgement")).toMatchObject([
      { status: "skipped", reason: "cap", last_error: expect.stringContaining("free-mail") },
    ]);
    // A firm's own domain still has its own count.
    await post(`e${tag}@smallfirm.example`, { ACK_CAP_FREE_MAIL: String(alreadyToday! + 3) });
    expect(ack.sent.at(-1)?.to).toBe(`e${tag}@smallfirm.example`);
  });

  it("reads its caps as typed settings: empty is the default, a typo is logged and the default kept", () => {
    expect(CAP_DEFAULTS).toEqual({ ackPerDomain: 20, ackFreeMail: 200, textsPerHour: 10, firstTextTotal: 200, firstTextPerSource: 50, firstTextPerNetwork: 5 });
    expect(readCaps({ ...env, ...FIRM_CAPS } as Env)).toEqual(CAP_DEFAULTS);
    expect(
      readCaps({
        ...env,
        ACK_CAP_PER_DOMAIN: "5",
        ACK_CAP_FREE_MAIL: "50",
        ONCALL_TEXTS_PER_HOUR: "3",
        FIRST_TEXT_CAP_TOTAL: "40",
        FIRST_TEXT_CAP_PER_SOURCE: "9",
        FIRST_TEXT_CAP_PER_NETWORK: "2",
      } as unknown as Env),
    ).toEqual({
      ackPerDomain: 5,
      ackFreeMail: 50,
      textsPerHour: 3,
      firstTextTotal: 40,
      firstTextPerSource: 9,
      firstTextPerNetwork: 2,
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readCaps({ ...env, ...FIRM_CAPS, ACK_CAP_PER_DOMAIN: "unlimited", ONCALL_TEXTS_PER_HOUR: "0" } as unknown as Env)).toEqual(CAP_DEFAULTS);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("with Turnstile on, goes only to a request that passed it", async () => {
    const turnstileOn = { TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: "test-secret" };
    const realFetch = globalThis.fetch;
    // Cloudflare's siteverify: "good-token" passes; while `cloudflareDown`, it cannot be reached.
    let cloudflareDown = false;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://challenges.cloudflare.com/")) return realFetch(input, init);
      if (cloudflareDown) throw new Error("network down");
      return Response.json({ success: (init?.body as FormData).get("response") === "good-token" });
    });
    const email = emailRecorder();
    const ack = emailRecorder();
    // A form post without a token (the widget did not load, or a script posting the form).
    const fields = formFields({ email: "no.token@example.com" });
    expect((await postForm(fields, { email, ack, envOverrides: turnstileOn as unknown as Partial<Env> })).status).toBe(303);
    const [skipped] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
    expect(skipped.turnstile).toBe("skipped-no-js");
    expect(ack.sent).toHaveLength(0);
    expect(await deliveriesOf(skipped.id, "acknowledgement")).toMatchObject([{ status: "skipped", reason: "turnstile", attempts: 0 }]);
    expect(await deliveriesOf(skipped.id, "staff-email")).toMatchObject([{ status: "sent" }]);

    // A token Cloudflare could not check (unverified) proves nothing either.
    vi.spyOn(console, "error").mockImplementation(() => {});
    cloudflareDown = true;
    const unchecked = validLead({ email: "unchecked@example.com", turnstileToken: "any-token" });
    await postJson(unchecked, { email, ack, envOverrides: turnstileOn as unknown as Partial<Env> });
    const [uncheckedRow] = await leadsWhere("idempotency_key = ?", unchecked.idempotencyKey);
    expect(uncheckedRow.turnstile).toBe("unverified");
    expect(await deliveriesOf(uncheckedRow.id, "acknowledgement")).toMatchObject([{ status: "skipped", reason: "turnstile" }]);
    cloudflareDown = false;

    // One that passed gets it.
    const passed = validLead({ email: "passed@example.com", turnstileToken: "good-token" });
    await postJson(passed, { email, ack, envOverrides: turnstileOn as unknown as Partial<Env> });
    expect(ack.sent.map((m) => m.to)).toEqual(["passed@example.com"]);
  });
});

describe("the on-call texts in a flood", () => {
  it(
    "go at most 9 an hour per number, the 10th place kept for one '1 more request since' text, sent at the next Cron",
    { timeout: scaled(120_000) },
    async () => {
      const numbers = freshNumbers();
      const { post, envWith } = setup({ ONCALL_NUMBERS: numbers.join(",") });
      const rows: Awaited<ReturnType<typeof post>>[] = [];
      for (let i = 0; i < 10; i++) rows.push(await post());
      const sent = await texts();
      for (const number of numbers) expect(sent.filter(([to]) => to === number)).toHaveLength(9);
      const last = await deliveriesOf(rows[9].id, "sms");
      expect(last.map((d) => [d.target, d.status, d.reason])).toEqual(numbers.map((n) => [n, "skipped", "cap"]));
      // The request itself went everywhere else.
      expect((await deliveriesOf(rows[9].id, "staff-email")).map((d) => d.status)).toEqual(["sent"]);

      // The next Cron sends the summary in the place kept for it, once; then the hour is full.
      const firstText = Date.parse((await deliveriesOf(rows[0].id, "sms"))[0].created_at);
      await sweepDeliveries(envWith(), new Date(firstText + 5 * 60_000));
      await sweepDeliveries(envWith(), new Date(firstText + 6 * 60_000));
      const summaries = (await texts()).slice(18);
      const since = new Intl.DateTimeFormat("en-GB", { timeZone: "America/Los_Angeles", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
        new Date(last[0].created_at),
      );
      expect(summaries.map(([to]) => to).sort()).toEqual([...numbers].sort());
      for (const [, body] of summaries) expect(body).toBe(`1 more request since ${since}: ${env.SITE_ORIGIN}/desk`);
      const rowsOfSummary = await env.DB.prepare("SELECT target, status, lead_id FROM deliveries WHERE channel = 'sms-summary' AND target IN (?, ?)")
        .bind(...numbers)
        .all();
      expect(rowsOfSummary.results).toEqual(expect.arrayContaining(numbers.map((n) => ({ target: n, status: "sent", lead_id: rows[9].id }))));
      expect(rowsOfSummary.results).toHaveLength(2);
      const eleventh = await post();
      expect((await deliveriesOf(eleventh.id, "sms")).map((d) => d.status)).toEqual(["skipped", "skipped"]);
    },
  );
});

describe("the visitor's first text cannot be aimed at strangers in bulk", () => {
  const texting = { TWILIO_TEXTING_NUMBER: String(vars.TWILIO_FROM_NUMBER), ...(TURNSTILE_ON as Record<string, string>) };
  let phoneLine = 2000;
  /** A request with texting consent and a passed Turnstile, from a client address and a source of its own. */
  async function firstText(settings: Record<string, string>, ip: string, attribution: Record<string, string> = {}, email = emailRecorder()) {
    const lead = validLead({
      email: `${crypto.randomUUID()}@example.com`,
      phone: `+1206555${phoneLine++}`,
      textConsent: true,
      turnstileToken: "good-token",
      ...attribution,
    });
    expect((await postJson(lead, { email, ip, envOverrides: { ...vars, ...FIRM_CAPS, ...texting, ...settings } as unknown as Partial<Env> })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    return (await deliveriesOf(row.id, "visitor-text"))[0]!;
  }
  const capEmails = (email: ReturnType<typeof emailRecorder>) => email.sent.filter((m) => String(m.subject).startsWith("Cap reached: first texts"));

  beforeEach(() => {
    passTurnstile();
  });

  it("goes at most FIRST_TEXT_CAP_PER_NETWORK a day to requests from one /24 or IPv6 /48; other networks still get theirs; staff are told once", async () => {
    const email = emailRecorder();
    const settings = { FIRST_TEXT_CAP_PER_NETWORK: "2" };
    const sent = [await firstText(settings, "198.51.100.11", {}, email), await firstText(settings, "198.51.100.12", {}, email)];
    expect(sent.map((d) => [d.status, d.cap_key])).toEqual([
      ["sent", "visitor-text network 198.51.100.0/24"],
      ["sent", "visitor-text network 198.51.100.0/24"],
    ]);
    const third = await firstText(settings, "198.51.100.13", {}, email);
    expect(third).toMatchObject({
      status: "skipped",
      reason: "cap",
      cap_key: "visitor-text network 198.51.100.0/24",
      last_error: "Not sent: the daily cap of 2 first texts from one network (198.51.100.0/24) was reached",
    });
    expect(await firstText(settings, "198.51.101.20", {}, email)).toMatchObject({ status: "sent" });
    await firstText(settings, "198.51.100.14", {}, email);
    // An IPv6 client counts its /48: one home line may hold 256 /64s (a /56), and they are one network.
    expect(await firstText(settings, "2001:db8:1:2::10", {}, email)).toMatchObject({ status: "sent", cap_key: "visitor-text network 2001:db8:1::/48" });
    expect(await firstText(settings, "2001:db8:1:3::10", {}, email)).toMatchObject({ status: "sent", cap_key: "visitor-text network 2001:db8:1::/48" });
    expect(await firstText(settings, "2001:db8:1:ff00::10", {}, email)).toMatchObject({
      status: "skipped",
      reason: "cap",
      cap_key: "visitor-text network 2001:db8:1::/48",
    });
    expect(await firstText(settings, "2001:db8:2:2::10", {}, email)).toMatchObject({ status: "sent", cap_key: "visitor-text network 2001:db8:2::/48" });

    const told = capEmails(email);
    expect(told.map((m) => [m.to, m.subject])).toEqual([
      ["intake@kestrelinjurylaw.example", "Cap reached: first texts to requests sent from one network, 198.51.100.0/24 (2 a day)"],
      ["intake@kestrelinjurylaw.example", "Cap reached: first texts to requests sent from one network, 2001:db8:1::/48 (2 a day)"],
    ]);
    expect(String(told[0]!.text)).toContain(`${env.SITE_ORIGIN}/desk/leads/${third.lead_id}`);
    // The on-call phones' hourly cap may be told on the same request, as other files' requests fill it.
    const networkAlerts = (await deliveriesOf(Number(third.lead_id), "cap-alert")).filter((row) => String(row.target).includes("visitor-text"));
    expect(networkAlerts).toMatchObject([{ status: "sent", target: "intake@kestrelinjurylaw.example · visitor-text network 198.51.100.0/24" }]);
  });

  it("goes at most FIRST_TEXT_CAP_PER_SOURCE a day to requests from one source, whatever their networks, and at most FIRST_TEXT_CAP_TOTAL in all", async () => {
    const email = emailRecorder();
    const display = { utm_source: "banners", utm_medium: "display" };
    const perSource = { FIRST_TEXT_CAP_PER_SOURCE: "1" };
    expect(await firstText(perSource, "192.0.2.10", display, email)).toMatchObject({ status: "sent" });
    expect(await firstText(perSource, "192.0.3.10", display, email)).toMatchObject({
      status: "skipped",
      reason: "cap",
      cap_key: "visitor-text source display",
      last_error: "Not sent: the daily cap of 1 first texts to requests from one source (display) was reached",
    });
    // A real visitor from another source is not starved by it.
    expect(await firstText(perSource, "192.0.4.10", { utm_source: "newsletter", utm_medium: "email" }, email)).toMatchObject({ status: "sent" });

    const today = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM deliveries WHERE channel = 'visitor-text' AND status IN ('pending', 'sent', 'failed') AND created_at >= ?",
    )
      .bind(new Date(Date.now() - 20 * 3_600_000).toISOString())
      .first<number>("n");
    const total = { FIRST_TEXT_CAP_TOTAL: String(today! + 1) };
    expect(await firstText(total, "192.0.5.10", {}, email)).toMatchObject({ status: "sent" });
    expect(await firstText(total, "192.0.6.10", {}, email)).toMatchObject({ status: "skipped", reason: "cap", cap_key: "visitor-text total" });
    await firstText(total, "192.0.7.10", {}, email);
    expect(capEmails(email).map((m) => m.subject)).toEqual([
      "Cap reached: first texts to requests from one source, Display ads (1 a day)",
      `Cap reached: first texts to visitors (${today! + 1} a day in all)`,
    ]);
  });
});

describe("every automatic text to a staff phone shares its hourly cap, and the summary names what it folds", () => {
  it(
    "new-text alerts, a deadline flag and a call reminder past the cap send nothing; one summary counts them and names the flag",
    { timeout: scaled(120_000) },
    async () => {
      const [number] = freshNumbers(1);
      const { post, envWith, email } = setup({
        ONCALL_NUMBERS: number!,
        ONCALL_TEXTS_PER_HOUR: "3",
        TWILIO_TEXTING_NUMBER: String(vars.TWILIO_FROM_NUMBER),
        DESK_REMINDER_MINUTES: "0",
      });
      const phone = () => `+1425555${String(1000 + (numberCounter++ % 9000)).padStart(4, "0")}`;
      const [a, b, c] = [await post({ phone: phone() }), await post({ phone: phone() }), await post({ phone: phone() })];
      const unassign = (ids: number[]) => env.DB.prepare(`UPDATE leads SET owner_email = NULL WHERE id IN (${ids.join(",")})`).run();
      await unassign([a.id, b.id, c.id]);
      const toNumber = async () => (await texts()).filter(([to]) => to === number).map(([, body]) => body);
      // Two texts take the hour's two places; the third request's is held, the last place kept for the summary.
      expect(await toNumber()).toHaveLength(2);
      expect((await deliveriesOf(c.id, "sms"))[0]).toMatchObject({ status: "skipped", reason: "cap" });

      // A PAST deadline raised on the first request after its text went.
      await env.DB.prepare(
        "INSERT INTO lead_answers (lead_id, answers, updated_at, updated_by, incident_date, deadline_date) VALUES (?1, '{\"incidentDate\":\"2020-01-02\"}', ?2, 'visitor', '2020-01-02', '2023-01-02')",
      )
        .bind(a.id, new Date().toISOString())
        .run();
      await textRaisedFlags(envWith(), { id: a.id, ownerEmail: null }, [], ["past"], new Date());
      expect((await deliveriesOf(a.id, "deadline-sms"))[0]).toMatchObject({ status: "skipped", reason: "cap", cap_key: `sms ${number}` });

      // The review's S4: texts to requests while the hour is full alert nobody.
      const flood = [];
      for (let i = 0; i < 5; i++) flood.push(await post({ phone: phone() }));
      await unassign(flood.map((r) => r.id));
      // Each answers a text of the firm's, so its text joins its request (decision 0072).
      const reached = env.DB.prepare(
        "INSERT INTO text_messages (lead_id, direction, body, from_e164, to_e164, status, sent_by, created_at, updated_at) VALUES (?1, 'outbound', 'Hello', ?2, ?3, 'delivered', 'system', ?4, ?4)",
      );
      await env.DB.batch(flood.map((row) => reached.bind(row.id, String(vars.TWILIO_FROM_NUMBER), String(row.phone), new Date().toISOString())));
      for (const row of flood) await inboundText(envWith(), String(row.phone), "second text");
      for (const row of flood) expect((await deliveriesOf(row.id, "text-alert")).map((d) => [d.status, d.reason])).toEqual([["skipped", "cap"]]);

      // A call reminder to the same phone is held back too.
      await env.DB.prepare(`UPDATE leads SET call_due_at = ?1 WHERE id IN (${[a.id, b.id, c.id].join(",")})`)
        .bind(new Date(Date.now() - 60_000).toISOString())
        .run();
      await sendCallReminders(envWith());
      const reminder = await env.DB.prepare("SELECT status, cap_key FROM call_reminder_messages WHERE target = ?").bind(number).first();
      expect(reminder).toEqual({ status: "skipped", cap_key: `sms ${number}` });
      expect(await toNumber()).toHaveLength(2);

      // The Cron: one summary in the kept place, counting all of it, and naming the flagged request.
      await sweepDeliveries(envWith());
      const [summary] = (await toNumber()).slice(2);
      const head = summary!.split("\n")[0]!;
      expect(head).toMatch(new RegExp(`^6 more requests, 5 new texts, 1 deadline flag, 1 call reminder since \\d\\d:\\d\\d: ${env.SITE_ORIGIN}/desk$`));
      expect(summary!.split("\n").slice(1)).toEqual([`${deadlineWords.shortFlags.past}: #${a.id}`]);
      await sweepDeliveries(envWith());
      expect(await toNumber()).toHaveLength(3);
      // Staff were told once that the phone's cap was reached.
      expect(email.sent.filter((m) => String(m.subject).startsWith("Cap reached:")).map((m) => m.subject)).toEqual([
        `Cap reached: automatic texts to the staff phone ${number} (3 an hour)`,
      ]);
    },
  );

  it("a flag raised after the request's own text was held back by the cap (and its summary went) is still texted", async () => {
    const [number] = freshNumbers(1);
    const { post, envWith } = setup({ ONCALL_NUMBERS: number!, ONCALL_TEXTS_PER_HOUR: "2", TWILIO_TEXTING_NUMBER: "" });
    const a = await post();
    const b = await post();
    expect((await deliveriesOf(b.id, "sms"))[0]).toMatchObject({ status: "skipped", reason: "cap" });
    const start = Date.parse((await deliveriesOf(a.id, "sms"))[0]!.created_at);
    // The summary counts b and takes the hour's last place.
    await sweepDeliveries(envWith(), new Date(start + 60_000));
    const toNumber = async () => (await texts()).filter(([to]) => to === number).map(([, body]) => body);
    expect(await toNumber()).toHaveLength(2);

    // Two hours later (the hour's texts moved back) the person answers: the deadline has passed. Staff hear of it.
    await env.DB.prepare("UPDATE deliveries SET created_at = ?1 WHERE target = ?2")
      .bind(new Date(start - 2 * 3_600_000).toISOString(), number)
      .run();
    await env.DB.prepare(
      "INSERT INTO lead_answers (lead_id, answers, updated_at, updated_by, incident_date, deadline_date) VALUES (?1, '{\"incidentDate\":\"2020-01-02\"}', ?2, 'visitor', '2020-01-02', '2023-01-02')",
    )
      .bind(b.id, new Date().toISOString())
      .run();
    await textRaisedFlags(envWith(), { id: b.id, ownerEmail: null }, [], ["past"], new Date());
    expect((await deliveriesOf(b.id, "deadline-sms")).map((d) => d.status)).toEqual(["sent"]);
    expect((await toNumber())[2]).toContain(`Request #${b.id}: Deadline: ${deadlineWords.shortFlags.past}`);
  });

  it("a summary that folds many flagged requests names them all by number, within a few segments", () => {
    const folded = {
      deliveries: Array.from({ length: 40 }, (_, i) => ({ channel: "sms", leadId: 1000 + i })),
      reminders: 0,
      since: "2026-11-29T20:05:00.000Z",
    };
    const flagged = new Map(folded.deliveries.map((d, i) => [d.leadId, i % 2 ? (["past"] as const) : (["soon", "minor"] as const)]));
    const text = summaryText(folded, flagged as never, "https://x.example", folded.since);
    expect(text.split("\n")[0]).toBe("40 more requests since 12:05: https://x.example/desk");
    for (const d of folded.deliveries) expect(text).toContain(`#${d.leadId}`);
    expect(smsSegments(text)).toBeLessThanOrEqual(6);
    const many = { ...folded, deliveries: Array.from({ length: 400 }, (_, i) => ({ channel: "sms", leadId: 10_000 + i })) };
    const all = summaryText(many, new Map(many.deliveries.map((d) => [d.leadId, ["past"] as const])) as never, "https://x.example", many.since);
    expect(smsSegments(all)).toBeLessThanOrEqual(6);
    expect(all).toMatch(/\nand \d+ more flagged: see the desk$/);
  });
});

describe("an endpoint no longer in the settings", () => {
  it("a removed on-call number gets nothing: its waiting text closes superseded, and a new request's text goes to the number added", async () => {
    const [kept, removed, added] = freshNumbers(3);
    const { post, wake, queue } = setup({ ONCALL_NUMBERS: `${removed},${kept}` });
    // Twilio fails: both texts wait for their retry.
    await control("twilio", { fail: 2, with: 503 });
    const row = await post();
    expect((await deliveriesOf(row.id, "sms")).map((d) => d.status)).toEqual(["pending", "pending"]);
    expect(queue.messages).toHaveLength(2);

    // The on-call list changes; the retries wake up.
    await wake({ ONCALL_NUMBERS: `${kept},${added}` });
    const sms = await deliveriesOf(row.id, "sms");
    expect(sms.map((d) => [d.target, d.status, d.reason])).toEqual([
      [removed, "superseded", "target-removed"],
      [kept, "sent", null],
      [added, "sent", null],
    ]);
    expect(sms[0].last_error).toBe(`Superseded: ${removed} is no longer in ONCALL_NUMBERS`);
    expect((await texts()).map(([to]) => to).sort()).toEqual([kept, added].sort());
  });

  it("an older request's text to a removed number closes superseded in the Cron sweep, and no text is planned anew", async () => {
    const [kept, removed, added] = freshNumbers(3);
    const { post, envWith } = setup({ ONCALL_NUMBERS: `${removed},${kept}` });
    await control("twilio", { fail: 2, with: 503 });
    const row = await post();
    // Two hours later: the text is for acting now, so a request this old gets no new one.
    const now = new Date(Date.parse(row.created_at) + 2 * 60 * 60_000);
    await env.DB.prepare("UPDATE deliveries SET next_attempt_at = ? WHERE lead_id = ?")
      .bind(new Date(now.getTime() + 60 * 60_000).toISOString(), row.id)
      .run();
    await sweepDeliveries(envWith({ ONCALL_NUMBERS: `${kept},${added}` }), now);
    const sms = await deliveriesOf(row.id, "sms");
    expect(sms.map((d) => d.target)).toEqual([removed, kept]);
    expect(sms[0]).toMatchObject({ status: "superseded", reason: "target-removed" });
    expect((await texts()).map(([to]) => to)).not.toContain(removed);
    expect((await texts()).map(([to]) => to)).not.toContain(added);
  });

  it("a corrected staff inbox gets each request sent during the mistake exactly once (restart wrong, send, fix, sweep twice)", async () => {
    const right = env.LEAD_TO_ADDRESSES;
    const wrong = "intake@kestrelinjurylaw.exmaple";
    // The staff binding refuses an address not on its allow-list, as Cloudflare's does.
    const sent: { to: string[]; text?: string }[] = [];
    const binding = {
      async send(message: { to: string | string[]; text?: string }) {
        const to = [message.to].flat();
        if (!to.every((a) => a === right)) throw new Error("destination address not allowed (test)");
        sent.push({ to, text: message.text });
        return { messageId: `<staff-${sent.length}@example.test>` };
      },
    } as unknown as SendEmail;
    const queue = queueRecorder<DeliveryMessage>();
    const settings = (to: string) =>
      ({ ...env, LEAD_TO_ADDRESSES: to, EMAIL: binding, ACK_EMAIL: emailRecorder().binding, DELIVERY_QUEUE: queue.binding }) as Env;
    const store = async (to: string) => {
      const lead = validLead({ email: `${crypto.randomUUID()}@example.com` });
      const request = new Request(`${ORIGIN}/api/send-contact-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
        body: JSON.stringify(lead),
      });
      const ctx = createExecutionContext();
      expect((await worker.fetch(request as Parameters<typeof worker.fetch>[0], settings(to), ctx)).status).toBe(200);
      await waitOnExecutionContext(ctx);
      return (await leadsWhere("idempotency_key = ?", lead.idempotencyKey))[0];
    };
    // Three requests while the inbox is mistyped, one while the setting is not an address at all.
    const rows = [await store(wrong), await store(wrong), await store(wrong), await store("not an address")];
    for (const row of rows.slice(0, 3)) expect(await deliveriesOf(row.id, "staff-email")).toMatchObject([{ target: wrong, status: "pending" }]);
    expect(await deliveriesOf(rows[3].id, "staff-email")).toMatchObject([{ target: "", status: "failed" }]);
    expect(sent).toHaveLength(0);

    // Fixed: two Cron sweeps, then the stale wake-ups of the old retries arrive too.
    await sweepDeliveries(settings(right));
    await sweepDeliveries(settings(right));
    await deliver(DELIVERY_QUEUE, queue.messages.splice(0), settings(right));
    await sweepDeliveries(settings(right));
    for (const row of rows) {
      const reached = sent.filter((m) => m.text?.includes(`Lead id: ${row.id}\n`));
      expect(reached.map((m) => m.to)).toEqual([[right]]);
      const staff = await deliveriesOf(row.id, "staff-email");
      expect(staff.map((d) => [d.target, d.status])).toEqual([
        [row === rows[3] ? "" : wrong, "superseded"],
        [right, "sent"],
      ]);
    }
    expect((await deliveriesOf(rows[0].id, "staff-email"))[0].last_error).toBe(`Superseded: ${wrong} is no longer in LEAD_TO_ADDRESSES`);
  });

  it("a channel switched off closes its waiting deliveries, and nothing is planned or sent", async () => {
    const { post, envWith, wake } = setup({ ONCALL_NUMBERS: freshNumbers().join(",") });
    await control("webhooks", { fail: 2, with: 503 });
    const row = await post();
    expect((await deliveriesOf(row.id, "webhook")).map((d) => d.status)).toEqual(["pending", "pending"]);
    const off = { WEBHOOK_URLS: "", WEBHOOK_SECRETS: "" };
    await sweepDeliveries(envWith(off));
    await wake(off);
    const hooks = await deliveriesOf(row.id, "webhook");
    expect(hooks.map((d) => [d.status, d.reason, d.last_error])).toEqual([
      ["superseded", "channel-off", "Superseded: this channel was switched off before it went"],
      ["superseded", "channel-off", "Superseded: this channel was switched off before it went"],
    ]);
    expect((await received("webhooks")).map((r) => r.status)).toEqual(["503", "503"]);
  });

  it("Clio Grow's base changed: the waiting lead goes to the new base once", async () => {
    const { post, envWith } = setup({ ONCALL_NUMBERS: freshNumbers().join(",") });
    await control("clioGrow", { fail: 1, with: 503 });
    const row = await post();
    const [old] = await deliveriesOf(row.id, "clio-grow");
    expect(old.status).toBe("pending");
    // The same stand-in, reached by another spelling of its address: the base in the settings changed.
    const moved = `${vars.CLIO_GROW_BASE_URL}/.`;
    await sweepDeliveries(envWith({ CLIO_GROW_BASE_URL: moved }));
    await sweepDeliveries(envWith({ CLIO_GROW_BASE_URL: moved }));
    expect((await deliveriesOf(row.id, "clio-grow")).map((d) => [d.target, d.status])).toEqual([
      [vars.CLIO_GROW_BASE_URL, "superseded"],
      [moved, "sent"],
    ]);
    expect((await received("clioGrow")).map((r) => r.status)).toEqual(["503", 201]);
  });

  it("the acknowledgement is never superseded: the visitor's address is not a setting", async () => {
    const { post, envWith, ack, wake } = setup({ ONCALL_NUMBERS: freshNumbers().join(",") });
    ack.failing = true;
    const row = await post();
    expect(await deliveriesOf(row.id, "acknowledgement")).toMatchObject([{ status: "pending" }]);
    // The firm's addresses change; the sweeps run.
    await sweepDeliveries(envWith({ ACK_REPLY_TO: "intake2@kestrelinjurylaw.example" }));
    expect(await deliveriesOf(row.id, "acknowledgement")).toMatchObject([{ status: "pending" }]);
    ack.failing = false;
    await wake({ ACK_REPLY_TO: "intake2@kestrelinjurylaw.example" });
    expect(await deliveriesOf(row.id, "acknowledgement")).toMatchObject([{ status: "sent", reason: null }]);
    expect(ack.sent).toHaveLength(1);
  });
});

describe("superseded deliveries are visible", () => {
  it("on the desk's request page, with the reason", async () => {
    const [kept, removed] = freshNumbers();
    const { post, envWith } = setup({ ONCALL_NUMBERS: `${removed},${kept}` });
    await control("twilio", { fail: 2, with: 503 });
    const row = await post();
    await sweepDeliveries(envWith({ ONCALL_NUMBERS: kept }));
    const token = (
      (await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: "intake@kestrelinjurylaw.example" }) })).json()) as {
        token: string;
      }
    ).token;
    const request = new Request(`${ORIGIN}/desk/leads/${row.id}`, { headers: { "Cf-Access-Jwt-Assertion": token, Accept: "text/html" } });
    const ctx = createExecutionContext();
    const html = await (await worker.fetch(request as Parameters<typeof worker.fetch>[0], envWith({ ONCALL_NUMBERS: kept }), ctx)).text();
    await waitOnExecutionContext(ctx);
    const section = html.slice(html.indexOf('id="deliveries"'));
    expect(section).toContain("superseded");
    expect(section).toContain(`Superseded: ${removed} is no longer in ONCALL_NUMBERS`);
  });
});

describe("the on-call text carries only what the site wrote", () => {
  it("names a page the address table knows, and 'another page' for an invented 2,000-character address with a fake call-back number, within two segments", async () => {
    const { post } = setup({ ONCALL_NUMBERS: freshNumbers(1).join(",") });
    const invented = `/kent-wa/truck-accident-lawyer/${"URGENT-call-back-206-555-0166-not-the-caller-".repeat(60)}`.slice(0, 1990);
    expect(invented.length).toBeGreaterThan(1900);
    const row = await post({ sourceUrl: invented, sourcePage: "Call 206-555-0166 instead" });
    expect(row.source_url.length).toBeGreaterThan(1900);
    const [[, body]] = await texts();
    expect(body).toBe(`New request: Car Accidents, in English\nFrom another page\nCall: +12535550199\n${env.SITE_ORIGIN}/desk/leads/${row.id}`);
    expect(body).not.toContain("0166");
    expect(smsSegments(body)).toBeLessThanOrEqual(2);

    await control("twilio", { reset: true });
    const spanish = sitePages.find((p) => p.lang === "es" && p.path.split("/").length > 2)!;
    await post({ sourceUrl: `${spanish.path}/`, language: "es" });
    const [[, known]] = await texts();
    expect(known.split("\n")[1]).toBe(`From ${spanish.path}`);
  });

  it("keeps any text to two segments, the desk link whole: 306 GSM-7 characters, or 134 when one is not GSM-7", () => {
    const link = "https://www.kestrelinjurylaw.example/desk/leads/123456";
    const gsm = fitSegments(["New request: Other, in English", `From ${"a".repeat(2000)}`, "Call: +12535550199", link]);
    expect(smsLength(gsm)).toEqual({ units: 306, ucs2: false });
    expect(gsm.endsWith(`...\n${link}`)).toBe(true);
    const ucs2 = fitSegments(["New request: Other, in English", `From ${"ü€ł".repeat(700)}`, "Call: +12535550199", link]);
    expect(smsLength(ucs2).ucs2).toBe(true);
    expect(smsLength(ucs2).units).toBeLessThanOrEqual(134);
    expect(smsSegments(ucs2)).toBe(2);
    expect(ucs2.endsWith(link)).toBe(true);
    // A short text is untouched.
    expect(fitSegments(["a", "b"])).toBe("a\nb");
  });
});

describe("migration 0010", () => {
  it("rebuilds deliveries keeping every row and its id, a skipped row's reason filled, and 'superseded' allowed", async () => {
    const { post } = setup({ ONCALL_NUMBERS: freshNumbers().join(",") });
    const row = await post();
    // A row as the previous release wrote a second acknowledgement: skipped, no reason.
    await env.DB.prepare(
      "INSERT INTO deliveries (lead_id, channel, target, route, status, last_error, dedupe_key, created_at) VALUES (?1, 'acknowledgement', 'old@example.com', 'acknowledgement', 'skipped', ?2, 'k', ?3)",
    )
      .bind(row.id, SKIPPED_NOTE, new Date().toISOString())
      .run();
    await env.DB.prepare("UPDATE deliveries SET reason = NULL WHERE target = 'old@example.com'").run();
    const before = (await env.DB.prepare("SELECT id, lead_id, channel, target, status, attempts, sent_at, receiver_id FROM deliveries ORDER BY id").all())
      .results;
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0010_"))!;
    for (const query of migration.queries) await env.DB.prepare(query).run();
    const after = (await env.DB.prepare("SELECT id, lead_id, channel, target, status, attempts, sent_at, receiver_id FROM deliveries ORDER BY id").all())
      .results;
    expect(after).toEqual(before);
    expect(await env.DB.prepare("SELECT reason FROM deliveries WHERE target = 'old@example.com'").first("reason")).toBe("same-mailbox");
    // New ids continue after the old ones; the new status is allowed, an unknown one is not.
    const maxId = Math.max(...before.map((r) => Number(r.id)));
    const inserted = await env.DB.prepare(
      "INSERT INTO deliveries (lead_id, channel, target, route, status, created_at) VALUES (?1, 'webhook', 'https://x.example', 'webhook', 'superseded', ?2) RETURNING id",
    )
      .bind(row.id, new Date().toISOString())
      .first<number>("id");
    expect(inserted).toBeGreaterThan(maxId);
    let refused = false;
    try {
      await env.DB.prepare("UPDATE deliveries SET status = 'lost' WHERE id = ?").bind(inserted).run();
    } catch {
      refused = true;
    }
    expect(refused).toBe(true);
    // The lead is untouched.
    expect(await leadsWhere("id = ?", row.id)).toHaveLength(1);
  });
});

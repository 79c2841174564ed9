/**
 * The service area (docs/decisions/0062-texts-in-the-service-area.md), as the security review's SMS-pumping
 * reproduction tried it: a request ticking the texting box with any country's number, Turnstile passed. No text
 * the site sends on its own reaches a number outside the area (judged by region and kind, not by +1), the
 * request itself is kept, and the desk warns before a call or a text to such a number.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { serviceAreaWords } from "~/content/service-area";
import { db } from "~/db/client.server";
import { FinalSendError } from "~/deliveries/channel.server";
import { textAfterMissedCall } from "~/calls/missed-call.server";
import { sendDeliveryText } from "~/texting/send.server";
import { normalizePhone } from "~/lib/people";
import { checkArea, readServiceArea } from "~/lib/service-area.server";
import { deskClient, deskEnv } from "./desk-client";
import { deliveriesOf, emailRecorder, leadsWhere, ownPhone, passTurnstile, postJson, TURNSTILE_ON, validLead } from "./lead-helpers";
import { scaled } from "../slowdown";

const { vars, urls } = inject("standIns");
const texting = { ...vars, ...TURNSTILE_ON, TWILIO_TEXTING_NUMBER: vars.TWILIO_FROM_NUMBER } as Partial<Env>;
const desk = deskClient("sam.carter@kestrelinjurylaw.example", () => ({ ...deskEnv(), ...texting }) as Env);

/** Every text the Twilio stand-in took: to whom, and what. */
const received = async () =>
  ((await (await fetch(`${urls.twilio}/__received`)).json()) as { body: string }[])
    .map((r) => new URLSearchParams(r.body))
    .map((f) => ({ to: f.get("To")!, body: f.get("Body")! }));

beforeEach(async () => {
  await fetch(`${urls.twilio}/__control`, { method: "POST", body: JSON.stringify({ reset: true }) });
  passTurnstile();
});
afterEach(() => vi.restoreAllMocks());

async function request(phone: string, overrides: Record<string, unknown> = {}, envOverrides: Partial<Env> = texting, email = emailRecorder()) {
  const lead = validLead({
    email: `${crypto.randomUUID()}@attacker-domain.example`,
    phone,
    textConsent: true,
    turnstileToken: "good-token",
    language: "es",
    sourceUrl: "/",
    ...overrides,
  });
  expect((await postJson(lead, { email, envOverrides })).status).toBe(200);
  const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
  return row!;
}

/** The review's list: satellite networks, Caribbean +1 countries, +1 900, Russia, Nigeria, Somalia, Timor-Leste,
 * international premium rate, a UK personal number, Cuba, a UK number dialled from the US, Antigua. */
const PUMPED = [
  "+882 16 5000 1234",
  "+881 6 3100 1234",
  "+1 876 555 0101",
  "+1 809 555 0102",
  "+1 900 555 0103",
  "+7 912 345 6789",
  "+234 803 123 4567",
  "+252 61 234 5678",
  "+670 7723 4567",
  "+979 1234 5678",
  "+44 70 1234 5678",
  "+53 5 123 4567",
  "011 44 7700 900124",
  "+1 268 464 1234",
];

describe("texts the site sends on its own stay in the service area", () => {
  it("the review's 14 numbers get no first text, though each request is kept and reaches staff", { timeout: scaled(120_000) }, async () => {
    const rows = [];
    for (const phone of PUMPED) rows.push(await request(phone));
    const numbers = new Set(rows.map((row) => normalizePhone(row.phone)?.e164).filter(Boolean));
    expect((await received()).filter((t) => numbers.has(t.to))).toEqual([]);
    for (const row of rows) {
      const first = await deliveriesOf(row.id, "visitor-text");
      // +979 is no possible number at all: nothing is planned for it.
      if (first.length > 0) expect(first).toMatchObject([{ status: "skipped", reason: "outside-area", attempts: 0 }]);
      expect((await deliveriesOf(row.id, "staff-email")).map((d) => d.status)).toEqual(["sent"]);
    }
    const skipped = await env.DB.prepare(
      `SELECT last_error FROM deliveries WHERE channel = 'visitor-text' AND lead_id IN (${rows.map((r) => r.id).join(",")})`,
    ).all<{ last_error: string }>();
    expect(skipped.results.map((r) => r.last_error)).toContain(
      "Not sent: +882 16 5000 1234 is outside the firm's service area: an international network (+882), not a country's phone.",
    );
    expect(skipped.results.map((r) => r.last_error)).toContain("Not sent: +1 876 555 0101 is outside the firm's service area: a number in Jamaica.");
    expect(skipped.results.map((r) => r.last_error)).toContain(
      "Not sent: +1 900 555 0103 is outside the firm's service area: a premium-rate number (the caller pays extra).",
    );
  });

  it("a US mobile with a passed Turnstile is texted at once", async () => {
    const row = await request("(253) 555-0177", { language: "en" });
    expect((await received()).filter((t) => t.to === "+12535550177").map((t) => t.body)).toEqual([expect.stringContaining("we received your request")]);
    expect(await deliveriesOf(row.id, "visitor-text")).toMatchObject([{ status: "sent" }]);
  });

  it("judges a number by its region and kind, not its +1; Canada only when SERVICE_AREA says so", () => {
    const us = ["US"] as const;
    expect(checkArea("(253) 555-0177", us)).toEqual({ inArea: true, e164: "+12535550177" });
    expect(checkArea("+1 808 555 0123", us)).toMatchObject({ inArea: true });
    const why = (phone: string, regions: readonly ("US" | "CA")[] = us) => {
      const area = checkArea(phone, regions);
      return area?.inArea ? "in" : area?.why;
    };
    expect(why("+1 416 555 0123")).toBe("a number in Canada");
    expect(why("+1 416 555 0123", ["US", "CA"])).toBe("in");
    expect(why("+1 787 555 0123")).toBe("a number in Puerto Rico");
    expect(why("+1 800 555 0123")).toBe("a toll-free number");
    expect(why("+1 500 555 0123")).toBe("a personal-number range (forwarded anywhere)");
    expect(why("+1 976 555 0100")).toBe(serviceAreaWords.notANumber);
    expect(why("+44 7700 900123")).toBe(serviceAreaWords.notANumber);
    expect(why("+44 7400 123456")).toBe("a number in United Kingdom");
    expect(checkArea("", us)).toBeNull();

    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readServiceArea({ SERVICE_AREA: "" })).toEqual(["US"]);
    expect(readServiceArea({ SERVICE_AREA: " us, ca " })).toEqual(["US", "CA"]);
    // A typo or a wider list never widens the area.
    expect(readServiceArea({ SERVICE_AREA: "US,MX" })).toEqual(["US"]);
    expect(readServiceArea({ SERVICE_AREA: "CA" })).toEqual(["US"]);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("texts Canada's numbers once the setting adds Canada", async () => {
    const phone = `+1 416 555 ${String(1000 + Math.floor(Math.random() * 8999))}`;
    const outside = await request(phone);
    expect(await deliveriesOf(outside.id, "visitor-text")).toMatchObject([{ status: "skipped", reason: "outside-area" }]);
    const canada = await request(phone.replace("416", "647"), {}, { ...texting, SERVICE_AREA: "US,CA" } as unknown as Partial<Env>);
    expect(await deliveriesOf(canada.id, "visitor-text")).toMatchObject([{ status: "sent" }]);
  });

  it("no automatic text of the thread goes outside, whatever wrote it", async () => {
    const config = {
      accountSid: String(vars.TWILIO_ACCOUNT_SID),
      authToken: String(vars.TWILIO_AUTH_TOKEN),
      from: String(vars.TWILIO_FROM_NUMBER),
      numbers: [],
      apiBase: String(vars.TWILIO_API_BASE),
    };
    const row = await request("+1 268 464 1234");
    const sending = sendDeliveryText(db(env), config, {
      lead: row,
      deliveryId: 999_999,
      to: "+12684641234",
      body: "Hello",
      sentBy: "system",
      signal: AbortSignal.timeout(5000),
    });
    await expect(sending).rejects.toThrow(FinalSendError);
    expect((await received()).filter((t) => t.to === "+12684641234")).toEqual([]);
  });

  it("the missed-call text is not written for a number outside, and the desk says why", async () => {
    const row = await request("+1 876 555 0101");
    const tenAm = new Date("2026-12-02T18:00:00Z");
    const fullEnv = { ...env, ...texting, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding } as Env;
    expect(await textAfterMissedCall(fullEnv, { leadId: row.id, outcome: "no-answer", at: tenAm })).toEqual({ kind: "outside-area" });
    expect(await deliveriesOf(row.id, "missed-call-text")).toEqual([]);
    const logged = await desk(`/desk/leads/${row.id}`, { intent: "attempt", formKey: crypto.randomUUID(), outcome: "no-answer", via: "js" });
    expect(logged.text).toContain("no text: the number is outside the firm's service area");
    expect((await received()).filter((t) => t.to === "+18765550101")).toEqual([]);
  });

  it("the on-call text and the staff email carry no tap-to-call for a number outside", async () => {
    const email = emailRecorder();
    const row = await request("+882 16 5000 1234", {}, texting, email);
    const onCall = (await received()).filter((t) => t.body.includes(`/desk/leads/${row.id}`));
    expect(onCall.map((t) => t.to).sort()).toEqual(String(vars.ONCALL_NUMBERS).split(",").sort());
    for (const text of onCall) {
      expect(text.body).toContain(serviceAreaWords.staffLine("an international network (+882), not a country's phone"));
      expect(text.body).not.toMatch(/\+?882\s?16/);
      expect(text.body).not.toContain("Call:");
    }
    const staff = email.sent.find((m) => String(m.text).includes(`Lead id: ${row.id}\n`))!;
    expect(String(staff.html)).not.toContain("tel:");
    expect(String(staff.text)).not.toContain("Call: tel:");
    // No number at all, which an email app would make tappable: the Phone row and "where it went" say why instead.
    const why = serviceAreaWords.staffLine("an international network (+882), not a country's phone");
    expect(String(staff.text)).toContain(`Phone: ${why}\n`);
    expect(String(staff.text)).toMatch(new RegExp(`^Visitor text: ${serviceAreaWords.emailTarget.replace(/[()]/g, "\\$&")} \\(not sent: `, "m"));
    for (const body of [String(staff.text), String(staff.html)]) expect(body).not.toMatch(/16\D{0,3}5000\D{0,3}1234/);
  });
});

describe("the desk warns before a call or a text to a number outside the service area", () => {
  it("the call link sits behind the warning, the reply needs the box ticked, and the inbox has no call link", async () => {
    const row = await request("+1 809 555 0102", { name: `Outside ${crypto.randomUUID().slice(0, 8)}` });
    const page = (await desk(`/desk/leads/${row.id}`)).text;
    const warning = "+1 809 555 0102 is outside the firm's service area: a number in Dominican Republic.";
    expect(page).toContain(`${warning} ${serviceAreaWords.callWarning}`);
    // The tel: link only inside "Call anyway", after the warning; the phone in the details is not a link.
    const details = /<details[^>]*>[\s\S]*?<\/details>/.exec(page)?.[0] ?? "";
    expect(details).toContain(serviceAreaWords.callAnyway);
    expect(details).toContain('href="tel:+18095550102"');
    expect(page.replace(details, "")).not.toContain("tel:+18095550102");
    expect(page).toContain(`${warning} ${serviceAreaWords.replyWarning}`);
    expect(page).toContain(serviceAreaWords.replyConfirm);

    const form = { intent: "text-reply", formKey: crypto.randomUUID(), text: "Is this the right number?", via: "js" };
    const refused = await desk(`/desk/leads/${row.id}`, form);
    expect(refused.response.status).toBe(400);
    expect(refused.text).toContain(serviceAreaWords.replyRefused(warning));
    expect((await received()).filter((t) => t.to === "+18095550102")).toEqual([]);
    const sent = await desk(`/desk/leads/${row.id}`, { ...form, outsideArea: "yes" });
    expect(sent.response.status).toBe(200);
    expect((await received()).filter((t) => t.to === "+18095550102").map((t) => t.body)).toEqual(["Is this the right number?"]);

    const inbox = (await desk(`/desk?view=all&q=${encodeURIComponent(row.name)}`)).text;
    expect(inbox).toContain(serviceAreaWords.inboxButton);
    expect(inbox).not.toContain("tel:+18095550102");
  });

  it("a number in the area keeps its plain call button and reply box", async () => {
    const row = await request(ownPhone(), { language: "en" });
    const page = (await desk(`/desk/leads/${row.id}`)).text;
    expect(page).not.toContain(serviceAreaWords.callAnyway);
    expect(page).not.toContain(serviceAreaWords.replyConfirm);
    expect(page).toContain(`href="tel:${normalizePhone(row.phone)!.e164}"`);
  });
});

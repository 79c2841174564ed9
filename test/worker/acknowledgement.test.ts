/**
 * The visitor's acknowledgement: sent with the staff email, in the visitor's language, from
 * the firm's address with Reply-To the intake inbox; what happens next from the office
 * hours (Kent time); never a word the visitor typed; one per address and Kent day.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { acknowledgementMessage } from "~/deliveries/acknowledgement-email";
import { SKIPPED_NOTE } from "~/deliveries/store.server";
import { kentDay } from "~/lib/kent-time";
import { isOfficeOpen, nextOpening } from "~/lib/office-hours";
import { deliveriesOf, emailRecorder, leadsWhere, postJson, postPage, formFields, validLead } from "./lead-helpers";

const ORIGIN = "https://www.kestrelinjurylaw.example";
/** Visible text of an HTML email: tags dropped, entities of interest decoded. */
const visible = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t\r\n]+/g, " ");

describe("the acknowledgement", () => {
  it("goes out with the staff email: to the visitor, from the firm's address, Reply-To the intake inbox", async () => {
    const email = emailRecorder();
    const ack = emailRecorder();
    const lead = validLead({ email: "ack.visitor@example.com" });
    await postJson(lead, { email, ack });
    expect(email.sent).toHaveLength(1);
    expect(ack.sent).toHaveLength(1);
    const [message] = ack.sent;
    expect(message.to).toBe("ack.visitor@example.com");
    expect(message.from).toEqual({ name: "Kestrel Injury Law", email: env.ACK_FROM_ADDRESS });
    expect(message.replyTo).toBe(env.ACK_REPLY_TO);
    expect(message.subject).toBe("We received your request - Kestrel Injury Law");
    for (const body of [message.text!, visible(message.html!)]) {
      expect(body).toContain("(253) 555-0142");
      expect(body).toContain("24 hours a day, 7 days a week");
      expect(body).toMatch(/Office hours: Monday to Friday, 8:30\u00a0am to 5:30\u00a0pm \(Pacific time\)\./);
      expect(body).toMatch(/call you (within 30 minutes|today|tomorrow|on \w+day morning)/);
    }
    expect(message.html).toContain('href="tel:+12535550142"');
    expect(message.html).toContain(`href="${ORIGIN}/privacy-policy"`);
    expect(message.text).toContain(`${ORIGIN}/privacy-policy`);
    // Readable in dark mode, and on a phone.
    expect(message.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(message.html).toContain("prefers-color-scheme: dark");
    expect(message.html).toMatch(/max-width:560px/);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(await deliveriesOf(row.id, "acknowledgement")).toMatchObject([
      { target: "ack.visitor@example.com", status: "sent", receiver_id: "<test-1@example.test>" },
    ]);
  });

  it("is in Spanish for a request from the Spanish site", async () => {
    const ack = emailRecorder();
    await postPage("/es", formFields({ email: "spanish.visitor@example.com", sourceUrl: "/es", language: "es" }), { email: emailRecorder(), ack });
    const [message] = ack.sent;
    expect(message.subject).toBe("Recibimos su solicitud - Kestrel Injury Law");
    expect(message.html).toContain('lang="es"');
    for (const body of [message.text!, visible(message.html!)]) {
      expect(body).toContain("Gracias por comunicarse con Kestrel Injury Law");
      expect(body).toMatch(/Horario de oficina: de lunes a viernes, de 8:30\u00a0a\.\u00a0m\. a 5:30\u00a0p\.\u00a0m\. \(hora del Pacífico\)\./);
      expect(body).toContain("Contestamos el teléfono las 24 horas");
      expect(body).not.toContain("Thank you");
    }
    expect(message.html).toContain(`href="${ORIGIN}/es/politica-de-privacidad"`);
  });

  it("never carries what the visitor typed: a spammer's name and description reach only staff", async () => {
    const email = emailRecorder();
    const ack = emailRecorder();
    const name = "Cheap pills at pills.example NOW";
    const description = "Click https://spam.example/win to claim your prize! Visit spam.example today.";
    const phone = "(253) 555-0177";
    await postJson(validLead({ email: "spam.target@example.com", name, description, phone }), { email, ack });
    const [message] = ack.sent;
    for (const part of [message.subject!, message.text!, message.html!]) {
      for (const typed of [name, "pills", description, "spam.example", "prize", phone, "spam.target"]) expect(part).not.toContain(typed);
    }
    expect(email.sent[0].text).toContain(description);
  });

  it("goes once per address and Kent day: a second request is recorded skipped", async () => {
    const ack = emailRecorder();
    const first = validLead({ email: "once.a.day@example.com" });
    const second = validLead({ email: "Once.A.Day@Example.com", name: "Same Person", description: "A second request on the same day." });
    const other = validLead({ email: "someone.else@example.com" });
    for (const lead of [first, second, other]) await postJson(lead, { email: emailRecorder(), ack });
    expect(ack.sent.map((m) => m.to)).toEqual(["once.a.day@example.com", "someone.else@example.com"]);
    const [row] = await leadsWhere("idempotency_key = ?", second.idempotencyKey);
    expect(await deliveriesOf(row.id, "acknowledgement")).toMatchObject([
      { target: "once.a.day@example.com", status: "skipped", last_error: SKIPPED_NOTE, attempts: 0, next_attempt_at: null },
    ]);
    // The staff email of the second request still went.
    expect(await deliveriesOf(row.id, "staff-email")).toMatchObject([{ status: "sent" }]);
  });
});

describe("what happens next", () => {
  /** The line under "What happens next:" in the plain text. */
  const next = (iso: string, lang: "en" | "es" = "en") => {
    const lines = acknowledgementMessage(lang, new Date(iso), ORIGIN).text.split("\n");
    return lines[lines.indexOf(lang === "es" ? "Lo que sigue:" : "What happens next:") + 1];
  };

  it("in office hours: a call within the firm's stated time", () => {
    // Tuesday 2026-11-24, 10:00 in Kent (PST, UTC-8).
    expect(isOfficeOpen(new Date("2026-11-24T18:00:00Z"))).toBe(true);
    expect(next("2026-11-24T18:00:00Z")).toBe(
      "Our office is open now: an intake specialist will call you within 30 minutes. The call will come from (253) 555-0142.",
    );
    expect(next("2026-11-24T18:00:00Z", "es")).toContain("le llamará en menos de 30 minutos");
  });

  it("after hours: by the next morning, or after the weekend", () => {
    // Tuesday 19:00 in Kent: Wednesday morning.
    expect(next("2026-11-25T03:00:00Z")).toBe(
      "Our office is closed right now. An intake specialist will call you tomorrow morning, once the office opens at 8:30\u00a0am. The call will come from (253) 555-0142.",
    );
    // Tuesday 06:00 in Kent: the same day.
    expect(next("2026-11-24T14:00:00Z")).toContain("call you today, once the office opens at 8:30\u00a0am");
    // Friday 18:00 in Kent: Monday.
    expect(next("2026-11-28T02:00:00Z")).toContain("call you on Monday morning, once the office opens at 8:30\u00a0am");
    expect(next("2026-11-28T02:00:00Z", "es")).toContain("le llamará el lunes por la mañana, cuando abra la oficina a las 8:30\u00a0a.\u00a0m.");
  });

  it("on a holiday: the office is closed, and the promise is the next open time (the firm's holidays in content)", () => {
    // Thanksgiving, Thursday 2026-11-26 at 10:00, and the day after (the firm closes both): Monday.
    expect(isOfficeOpen(new Date("2026-11-26T18:00:00Z"))).toBe(false);
    expect(next("2026-11-26T18:00:00Z")).toContain("call you on Monday morning, once the office opens at 8:30\u00a0am");
    expect(next("2026-11-27T18:00:00Z", "es")).toContain("le llamará el lunes por la mañana");
    // Friday 2026-07-03: July 4 falls on a Saturday and is observed that Friday.
    expect(next("2026-07-03T17:00:00Z")).toContain("call you on Monday morning");
    // The 24/7 line is what to do if it cannot wait, not a second promise.
    expect(acknowledgementMessage("en", new Date("2026-11-26T18:00:00Z"), ORIGIN).text).toContain(
      "If it cannot wait, call us now. Our phones are answered 24 hours a day",
    );
  });

  it("counts in Kent time across daylight saving", () => {
    // Summer (PDT, UTC-7): 08:29 closed, 08:30 open; the day in Kent, not in UTC.
    expect(isOfficeOpen(new Date("2026-07-07T15:29:00Z"))).toBe(false);
    expect(isOfficeOpen(new Date("2026-07-07T15:30:00Z"))).toBe(true);
    expect(nextOpening(new Date("2026-07-07T15:00:00Z"))!.at.toISOString()).toBe("2026-07-07T15:30:00.000Z");
    // Saturday night before the November change: Monday 08:30 PST.
    expect(nextOpening(new Date("2026-10-31T20:00:00Z"))!.at.toISOString()).toBe("2026-11-02T16:30:00.000Z");
    expect(kentDay(new Date("2026-11-25T07:30:00Z"))).toBe("2026-11-24");
  });
});

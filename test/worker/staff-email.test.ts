/**
 * The staff email: what it says (every field, escaped; how they found us; where else the
 * request goes) and to whom. How it is delivered and retried: deliveries.test.ts.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { serviceAreaWords } from "~/content/service-area";
import { leadEmail, pacificTime } from "~/deliveries/lead-email";
import { telUri } from "~/lib/tel";
import { ORIGIN } from "./helpers";
import { deliveriesOf, emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";

describe("the staff email", () => {
  it("is from the firm's address to the intake inboxes, with Reply-To the visitor and every field", async () => {
    const email = emailRecorder();
    const lead = validLead({
      caseType: "wrongful-death",
      sourcePage: "/kent-wa/wrongful-death-accident-lawyer",
      sourceUrl: "/kent-wa/wrongful-death-accident-lawyer",
    });
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
    expect(message.html).toMatch(/<a href="tel:\+12535550199"[^>]*>\(253\) 555-0199<\/a>/);
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
    expect(await deliveriesOf(row.id, "staff-email")).toMatchObject([{ status: "sent", last_error: null }]);
  });

  it("lists where the request goes: every delivery and how it stands", async () => {
    const email = emailRecorder();
    const ack = emailRecorder();
    const first = validLead({ email: "twice@example.com" });
    await postJson(first, { email, ack });
    await postJson(validLead({ email: "twice@example.com", name: "Second Time" }), { email, ack });
    const [, second] = email.sent;
    expect(second.text).toContain(
      `Where this request goes:\nStaff email: ${env.LEAD_TO_ADDRESSES}\nVisitor acknowledgement: twice@example.com (not sent: one went to this address today)`,
    );
    expect(second.html).toContain("Where this request goes");
    expect(email.sent[0].text).toContain("Visitor acknowledgement: twice@example.com\n");
  });

  it("formats times in Pacific time and phone numbers as tel: links", () => {
    expect(pacificTime("2026-07-04T19:30:00.000Z")).toBe("Saturday, July 4, 2026 at 12:30 PM PDT");
    expect(pacificTime("2026-01-15T08:05:00.000Z")).toBe("Thursday, January 15, 2026 at 12:05 AM PST");
    expect(telUri("253.555.0199")).toBe("tel:+12535550199");
    expect(telUri("1 (253) 555-0199 ext. 12")).toBe("tel:+12535550199");
    expect(telUri("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(telUri("12")).toBeNull();
  });

  it("goes to the intake addresses it is given", () => {
    const message = leadEmail(
      {
        id: 7,
        createdAt: "2026-11-21T18:00:00.000Z",
        name: "A",
        email: "a@example.com",
        phone: null,
        caseType: "other",
        description: "Something happened here.",
        sourcePage: "",
        sourceUrl: "",
        pageTitle: "",
        privacyConsent: true,
        leadKey: "0".repeat(64),
      },
      { from: "from@example.com", to: ["one@example.com", "two@example.com"] },
    );
    expect(message.to).toEqual(["one@example.com", "two@example.com"]);
    expect(message.text).toContain("Phone: (not given)");
  });

  it("names a phone outside the service area without its number, but a NOT SAVED email (the only record) keeps it, unlinked", () => {
    const lead = {
      id: 8,
      createdAt: "2026-11-21T18:00:00.000Z",
      name: "A",
      email: "a@example.com",
      phone: "+1 876 555 0101",
      caseType: "other",
      description: "Something happened here.",
      sourcePage: "",
      sourceUrl: "",
      pageTitle: "",
      privacyConsent: true,
      leadKey: "1".repeat(64),
    };
    const outsideArea = serviceAreaWords.staffLine("a number in Jamaica");
    const config = { from: "from@example.com", to: ["one@example.com"] };
    const deliveries = [{ channel: "visitor-text", target: "+18765550101", status: "skipped" as const, lastError: null, reason: "outside-area" as const }];
    const saved = leadEmail(lead, config, { outsideArea, deliveries });
    for (const body of [String(saved.text), String(saved.html)]) {
      expect(body).not.toMatch(/876\D{0,3}555\D{0,3}0101/);
      expect(body).not.toContain("tel:");
    }
    expect(saved.text).toContain(`Phone: ${outsideArea}\n`);
    expect(saved.text).toContain(`Visitor text: ${serviceAreaWords.emailTarget} (not sent: the number is outside the firm's service area)`);
    const unsaved = leadEmail(lead, config, { outsideArea, unsaved: "The database was down." });
    expect(unsaved.text).toContain(`Phone: +1 876 555 0101 (${outsideArea})\n`);
    expect(String(unsaved.html)).not.toContain("tel:");
  });
});

describe("the staff email's desk links", () => {
  it("links the request on the desk, and names the same person's earlier request (same mailbox or phone) with its link", async () => {
    const first = validLead({ email: "Repeat.Person+ads@gmail.com", phone: "253-555-0177", name: "Repeat Person" });
    const firstEmail = emailRecorder();
    await postJson(first, { email: firstEmail });
    const [firstRow] = await leadsWhere("idempotency_key = ?", first.idempotencyKey);
    // The first has no earlier request, and its own desk link.
    expect(firstEmail.sent[0].text).toContain(`Open it on the desk: ${env.SITE_ORIGIN}/desk/leads/${firstRow.id}`);
    expect(firstEmail.sent[0].html).toMatch(new RegExp(`<a href="${env.SITE_ORIGIN}/desk/leads/${firstRow.id}"[^>]*>Open this request on the desk</a>`));
    expect(firstEmail.sent[0].text).not.toContain("Earlier request");

    // The same mailbox, written differently (dots, plus tag): the first is named.
    const byEmail = validLead({ email: "repeatperson@gmail.com", phone: "", name: "R. Person" });
    const byEmailSent = emailRecorder();
    await postJson(byEmail, { email: byEmailSent });
    const [byEmailRow] = await leadsWhere("idempotency_key = ?", byEmail.idempotencyKey);
    const day = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", dateStyle: "long" }).format(new Date(firstRow.created_at));
    const line = `Earlier request from this person: #${firstRow.id} on ${day}`;
    expect(byEmailSent.sent[0].text).toContain(`${line}: ${env.SITE_ORIGIN}/desk/leads/${firstRow.id}`);
    expect(byEmailSent.sent[0].html).toMatch(new RegExp(`<a href="${env.SITE_ORIGIN}/desk/leads/${firstRow.id}"[^>]*>${line}</a>`));
    expect(byEmailSent.sent[0].text).toContain(`${env.SITE_ORIGIN}/desk/leads/${byEmailRow.id}`);

    // Another address, the same phone with its country code: the latest earlier one is named.
    const byPhone = validLead({ email: "someone.new@example.com", phone: "+1 253 555 0177", name: "Phone Match" });
    const byPhoneSent = emailRecorder();
    await postJson(byPhone, { email: byPhoneSent });
    expect(byPhoneSent.sent[0].text).toContain(`Earlier request from this person: #${firstRow.id} on`);

    // A stranger: none.
    const stranger = validLead({ email: "stranger.case@example.com", phone: "(253) 555-0100" });
    const strangerSent = emailRecorder();
    await postJson(stranger, { email: strangerSent });
    expect(strangerSent.sent[0].text).not.toContain("Earlier request");
  });
});

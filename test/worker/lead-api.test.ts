import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fixedWords, fixedFieldMessages } from "../lead-fixtures";
import { formWords } from "~/content/consultation-form";
import { leadBodyShape } from "~/leads/schema";
import { rateLimitKey } from "~/lib/http.server";
import { decode, ORIGIN } from "./helpers";
import {
  countLeads,
  deliveriesOf,
  emailRecorder,
  formFields,
  freshIp,
  leadsWhere,
  postForm,
  postJson,
  postPage,
  send,
  staffEmailStatus,
  validLead,
} from "./lead-helpers";
import { type CallbackAnswer, callbackFor, callbackSearch, callbackSentence } from "~/lib/callback";

describe("POST /api/send-contact-email with JSON", () => {
  it("stores the lead, answers success, and emails staff once", async () => {
    const email = emailRecorder();
    const lead = validLead();
    const res = await postJson(lead, { email });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ success: true });

    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row).toMatchObject({
      name: "Jane Doe",
      email: "jane.doe@example.com",
      phone: "(253) 555-0199",
      case_type: "car-accidents",
      description: lead.description,
      source_page: "Home",
      source_url: `${ORIGIN}/`,
      page_title: lead.pageTitle,
      privacy_consent: 1,
      submitted_via: "json",
      turnstile: "not-configured",
    });
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const [delivery] = await deliveriesOf(row.id, "staff-email");
    expect(delivery).toMatchObject({
      target: env.LEAD_TO_ADDRESSES,
      status: "sent",
      attempts: 1,
      last_error: null,
      next_attempt_at: null,
      receiver_id: "<test-1@example.test>",
    });
    expect(delivery.sent_at).toMatch(/Z$/);
    expect(email.sent).toHaveLength(1);
  });

  it("answers 400 with every fixed message at its field, and stores nothing", async () => {
    const before = await countLeads();
    const res = await postJson({ name: "", email: "not-an-email", caseType: "", description: "short", privacyConsent: false });
    expect(res.status).toBe(400);
    const body = await res.json<{ success: boolean; error: string; fieldErrors: Record<string, string> }>();
    expect(body.success).toBe(false);
    expect(body.error).toBeTruthy();
    expect(body.fieldErrors).toEqual(fixedFieldMessages);
    expect(await countLeads()).toBe(before);
  });

  it("answers 400 for missing fields, wrong types and unknown case types", async () => {
    for (const body of [
      {},
      { ...validLead(), name: 42 },
      { ...validLead(), email: ["a@b.co"] },
      { ...validLead(), caseType: "space-accidents" },
      { ...validLead(), privacyConsent: "true" },
      { ...validLead(), description: "         x         " },
      { ...validLead(), phone: "call me maybe" },
      { ...validLead(), idempotencyKey: "../../etc" },
    ]) {
      const res = await postJson(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = await res.json<{ fieldErrors: Record<string, string> }>();
      expect(Object.keys(json.fieldErrors).length).toBeGreaterThan(0);
    }
  });

  it("enforces a length limit on every field", async () => {
    const long = (n: number) => "x".repeat(n);
    const cases: [string, unknown][] = [
      ["name", long(101)],
      ["email", `${long(250)}@example.com`],
      ["phone", `+1 ${"5".repeat(40)}`],
      ["description", long(5001)],
      ["sourcePage", long(201)],
      ["pageTitle", long(301)],
      ["sourceUrl", `/${long(2001)}`],
    ];
    for (const [field, value] of cases) {
      const res = await postJson(validLead({ [field]: value }));
      expect(res.status, field).toBe(400);
      const json = await res.json<{ fieldErrors: Record<string, string> }>();
      expect(json.fieldErrors[field], field).toBeTruthy();
    }
  });

  it("accepts a lead without a phone number, and the display text of a case type", async () => {
    const lead = validLead({ phone: "", caseType: "Slip & Fall" });
    expect((await postJson(lead, { email: emailRecorder() })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row.phone).toBeNull();
    expect(row.case_type).toBe("slip-fall");
  });

  it("answers 400 for malformed JSON and for JSON that is not an object", async () => {
    for (const body of ["{", "", "null", "[]", '"text"', "42", "{'a':1}"]) {
      const res = await postJson(body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: expect.any(String), fieldErrors: {} });
    }
  });

  it("answers 413 for a body over 32 KB", async () => {
    const res = await postJson(validLead({ description: "x".repeat(33 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false });
    const form = await postForm(formFields({ description: "y".repeat(40 * 1024) }));
    expect(form.status).toBe(413);
  });

  it("answers 415 for other content types", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml", null]) {
      const res = await send(JSON.stringify(validLead()), type);
      expect(res.status, String(type)).toBe(415);
      expect(await res.json()).toMatchObject({ success: false });
    }
  });

  it("answers 405 for other methods, with Allow: POST", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const res = await send(method === "GET" ? null : "{}", "application/json", { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(await res.json()).toMatchObject({ success: false });
    }
  });

  it("answers JSON 404 for unknown /api paths", async () => {
    for (const path of ["/api", "/api/", "/api/nope", "/api/send-contact-email/extra"]) {
      const res = await send(null, null, { method: "GET", path });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: "Not found", fieldErrors: {} });
    }
    expect((await send("{}", "application/json", { path: "/api/other" })).status).toBe(404);
  });

  it("refuses posts from other origins", async () => {
    const before = await countLeads();
    const cases: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "http://localhost:8787.evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of cases) {
      const res = await postJson(validLead(), { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toMatchObject({ success: false });
      expect((await postForm(formFields(), { headers })).status).toBe(403);
    }
    expect(await countLeads()).toBe(before);
  });

  it("accepts its own origin and SITE_ORIGIN", async () => {
    for (const origin of [ORIGIN, env.SITE_ORIGIN]) {
      const res = await postJson(validLead(), { headers: { Origin: origin, "Sec-Fetch-Site": "same-origin" }, email: emailRecorder() });
      expect(res.status, origin).toBe(200);
    }
  });

  it("refuses a source page address on another site", async () => {
    for (const sourceUrl of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await postJson(validLead({ sourceUrl }));
      expect(res.status, sourceUrl).toBe(400);
      expect((await res.json<{ fieldErrors: Record<string, string> }>()).fieldErrors.sourceUrl).toBeTruthy();
    }
  });

  it("stores the page address without its #fragment", async () => {
    const lead = validLead({ sourceUrl: `${ORIGIN}/kent-wa/car-accident-lawyer?utm_source=x#consultation` });
    expect((await postJson(lead, { email: emailRecorder() })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row.source_url).toBe(`${ORIGIN}/kent-wa/car-accident-lawyer?utm_source=x`);
  });

  it("cleans control characters and keeps line breaks in the description", async () => {
    const lead = validLead({ name: "  Jane\r\nBcc: evil@example.com\u0000 ", description: "Line one\r\nLine two\u0007 is here" });
    expect((await postJson(lead, { email: emailRecorder() })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row.name).toBe("Jane Bcc: evil@example.com");
    expect(row.description).toBe("Line one\nLine two is here");
  });
});

describe("the JSON body's shape, checked at the door (app/leads/checks.ts)", () => {
  type Answer = { success: boolean; error: string; fieldErrors: Record<string, string> };
  const shapeIssues = (body: unknown) => {
    const result = leadBodyShape.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
  };

  it("takes an object whose known fields have the right types and fit their limits, unknown fields and junk tags included", () => {
    expect(shapeIssues(validLead())).toEqual([]);
    expect(shapeIssues({})).toEqual([]);
    expect(shapeIssues({ ...validLead(), extra: { any: ["thing"] }, utm_medium: 42, gclid: ["x"], language: 7 })).toEqual([]);
    // Limits are measured after the cleaning the lead schema applies (a line break sent as CRLF is one).
    expect(shapeIssues(validLead({ name: ` ${"x".repeat(100)} `, description: `${"x".repeat(4990)}${"\r\n".repeat(9)}y` }))).toEqual([]);
  });

  it("refuses anything else, naming the field", () => {
    for (const body of [null, [], "text", 42, true]) expect(shapeIssues(body), JSON.stringify(body)).toEqual([""]);
    const cases: [string, unknown][] = [
      ["name", 42],
      ["name", "x".repeat(101)],
      ["email", ["a@b.co"]],
      ["phone", { number: "1" }],
      ["caseType", null],
      ["description", "x".repeat(5001)],
      ["privacyConsent", "true"],
      ["sourcePage", 1],
      ["sourceUrl", `/${"x".repeat(2000)}`],
      ["pageTitle", "x".repeat(301)],
      ["idempotencyKey", "../../etc"],
      ["turnstileToken", "x".repeat(4097)],
    ];
    for (const [field, value] of cases) expect(shapeIssues(validLead({ [field]: value })), field).toEqual([field]);
  });

  it("answers a body of the wrong shape with today's messages, in the visitor's language", async () => {
    const before = await countLeads();
    const english = await postJson({ ...validLead(), name: 42, privacyConsent: "true" });
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      success: false,
      error: formWords.en.errors.invalid,
      fieldErrors: { name: fixedWords.name, privacyConsent: fixedWords.privacyConsent },
    });
    const spanish = await postJson({ ...validLead(), language: "es", name: "x".repeat(101), email: { a: 1 } });
    expect(spanish.status).toBe(400);
    expect(await spanish.json<Answer>()).toEqual({
      success: false,
      error: formWords.es.errors.invalid,
      fieldErrors: { name: formWords.es.fieldMessages.tooLong(100), email: formWords.es.fieldMessages.email },
    });
    for (const [body, error] of [
      ["[1]", formWords.en.errors.notObject],
      ["null", formWords.en.errors.notObject],
      ["{", formWords.en.errors.badJson],
    ] as const) {
      const res = await postJson(body);
      expect(res.status, body).toBe(400);
      expect(await res.json(), body).toEqual({ success: false, error, fieldErrors: {} });
    }
    expect(await countLeads()).toBe(before);
  });

  it("stores a lead whose description is at its limit with line breaks sent as CRLF", async () => {
    const lead = validLead({ description: `${"x".repeat(4990)}${"\r\n".repeat(9)}y` });
    expect((await postJson(lead, { email: emailRecorder() })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row.description).toHaveLength(5000);
  });

  it("answers 413 for a body over 32 KB sent without a length (streamed)", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(validLead({ description: "x".repeat(40 * 1024) })));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.slice(at, at + 4096));
        controller.close();
      },
    });
    const res = await send(body, "application/json");
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false });
  });
});

describe("idempotency", () => {
  it("stores one lead and sends one email for a retried submission", async () => {
    const email = emailRecorder();
    const lead = validLead();
    const ip = freshIp();
    expect((await postJson(lead, { email, ip })).status).toBe(200);
    expect((await postJson(lead, { email, ip })).status).toBe(200);
    expect(await leadsWhere("idempotency_key = ?", lead.idempotencyKey)).toHaveLength(1);
    expect(email.sent).toHaveLength(1);
  });

  it("stores one lead for a double click (concurrent requests)", async () => {
    const email = emailRecorder();
    const lead = validLead();
    const responses = await Promise.all([postJson(lead, { email }), postJson(lead, { email }), postJson(lead, { email })]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await leadsWhere("idempotency_key = ?", lead.idempotencyKey)).toHaveLength(1);
    expect(email.sent).toHaveLength(1);
  });

  it("keeps a different request that reuses a key (a cached page) as a lead of its own, with its own lead key", async () => {
    const email = emailRecorder();
    const key = crypto.randomUUID();
    await postJson(validLead({ idempotencyKey: key }), { email });
    await postJson(validLead({ idempotencyKey: key, name: "Someone Else", email: "else@example.com" }), { email });
    const rows = await leadsWhere("idempotency_key = ?", key);
    expect(rows.map((r) => r.name)).toEqual(["Jane Doe", "Someone Else"]);
    expect(rows[0].lead_key).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[1].lead_key).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].lead_key).not.toBe(rows[1].lead_key);
    expect(email.sent).toHaveLength(2);
  });

  it("stores that second request once too, however often it is retried", async () => {
    const email = emailRecorder();
    const key = crypto.randomUUID();
    const second = validLead({ idempotencyKey: key, name: "Second Visitor", email: "second@example.com" });
    expect((await postJson(validLead({ idempotencyKey: key }), { email })).status).toBe(200);
    expect((await postJson(second, { email })).status).toBe(200);
    const again = await Promise.all([postJson(second, { email }), postJson(second, { email })]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    const rows = await leadsWhere("idempotency_key = ?", key);
    expect(rows.map((r) => r.name)).toEqual(["Jane Doe", "Second Visitor"]);
    expect(email.sent).toHaveLength(2);
  });
});

describe("abuse controls", () => {
  it("gives a bot that fills the honeypot an ordinary success, and stores and sends nothing", async () => {
    const email = emailRecorder();
    const before = await countLeads();
    const res = await postJson(validLead({ website: "http://spam.example" }), { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const form = await postForm(formFields({ website: "spam" }), { email });
    expect(form.status).toBe(303);
    expect(await countLeads()).toBe(before);
    expect(email.sent).toHaveLength(0);
  });

  it("limits requests per IP with a 429 that tells a person to call", async () => {
    const ip = freshIp();
    const email = emailRecorder();
    const statuses: number[] = [];
    let last: Response | undefined;
    // Five a minute: the sixth is refused, or a later one if the limiter's minute turned over meanwhile.
    for (let i = 0; i < 11 && last?.status !== 429; i++) {
      last = await postJson(validLead(), { ip, email });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    const body = await last!.json<{ success: boolean; error: string }>();
    expect(body.success).toBe(false);
    expect(body.error).toContain("(253) 555-0142");
    // Another visitor is not affected.
    expect((await postJson(validLead(), { email })).status).toBe(200);
  });
});

describe("the rate limit key", () => {
  it("is the IPv4 address, or the /64 network of an IPv6 address", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("2001:db8:85a3:0042:1000:8a2e:370:7334")).toBe("2001:db8:85a3:42::/64");
    expect(rateLimitKey("2001:DB8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("2001:db8:1:2::ff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    // An IPv4 address in IPv6 form is still that IPv4 address, not one shared bucket.
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::FFFF:198.51.100.2")).toBe("198.51.100.2");
  });

  it("counts every address of one IPv6 /64 together", async () => {
    const email = emailRecorder();
    const statuses: number[] = [];
    // Eleven addresses of one /64: five a minute pass, so a 429 comes by the sixth, or by
    // the eleventh if the limiter's minute turned over meanwhile. Counted apart, all would pass.
    for (let i = 1; i <= 11 && !statuses.includes(429); i++) statuses.push((await postJson(validLead(), { ip: `2001:db8:77:1::${i}`, email })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(5);
  });
});

describe("a failing rate limiter", () => {
  it("lets the request through rather than lose the lead", async () => {
    const broken = { limit: () => Promise.reject(new Error("limiter down (test)")) } as unknown as RateLimit;
    const lead = validLead();
    const res = await postJson(lead, { email: emailRecorder(), envOverrides: { LEAD_RATE_LIMITER: broken } });
    expect(res.status).toBe(200);
    expect(await leadsWhere("idempotency_key = ?", lead.idempotencyKey)).toHaveLength(1);
  });
});

describe("a form-encoded post to the endpoint (a page rendered before forms posted to their own page)", () => {
  it("stores the lead and redirects to the confirmation page with 303", async () => {
    const email = emailRecorder();
    const fields = formFields();
    const res = await postForm(fields, { email });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/consultation-received\?call=/);
    const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
    expect(row).toMatchObject({ name: "John Roe", submitted_via: "form", source_url: `${ORIGIN}/kent-wa/truck-accident-lawyer` });
    expect(email.sent).toHaveLength(1);
  });

  it("answers what it refuses in JSON", async () => {
    const res = await postForm(formFields({ email: "bad", sourceUrl: "https://evil.example/" }));
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await res.json<{ fieldErrors: Record<string, string> }>();
    expect(body.fieldErrors).toMatchObject({ email: fixedWords.email, sourceUrl: expect.any(String) });
  });
});

describe("a form posted without JavaScript to its own page (the page's action)", () => {
  const page = "/kent-wa/truck-accident-lawyer";

  it("stores the lead and redirects to the confirmation page with 303", async () => {
    const email = emailRecorder();
    const fields = formFields();
    const res = await postPage(page, fields, { email });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/consultation-received\?call=/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
    expect(row).toMatchObject({
      name: "John Roe",
      phone: null,
      case_type: "truck-accidents",
      privacy_consent: 1,
      submitted_via: "form",
      source_url: `${ORIGIN}${page}`,
      turnstile: "not-configured",
    });
    expect(await staffEmailStatus(row.id)).toEqual(["sent"]);
    expect(email.sent).toHaveLength(1);
  });

  it("takes the page's own address when the form does not send one, and the home page's action too", async () => {
    const fields = formFields({ sourceUrl: "", sourcePage: "" });
    const res = await postPage("/?index", fields, { email: emailRecorder() });
    expect(res.status).toBe(303);
    const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
    expect(row).toMatchObject({ source_url: `${ORIGIN}/`, source_page: "/" });
  });

  it("shows the page again with the messages and the values, status 400, and stores nothing", async () => {
    const before = await countLeads();
    const res = await postPage(page, formFields({ name: "", email: "bad", privacyConsent: "", description: "<b>hi</b>" }));
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(await countLeads()).toBe(before);
    // The page itself, its form posting to it, the messages at the fields, what the visitor typed (escaped).
    expect(decode(html)).toContain("Kent Truck Accident Lawyer");
    expect(html).toContain(`action="${page}"`);
    expect(html).toContain(fixedWords.name);
    expect(html).toContain(fixedWords.email);
    expect(html).toContain(fixedWords.description);
    expect(html).toContain(fixedWords.privacyConsent);
    expect(html).toContain("&lt;b&gt;hi&lt;/b&gt;");
    expect(html).toContain('value="bad"');
    expect(html).toMatch(/<input[^>]*autofocus=""[^>]*name="name"|<input[^>]*name="name"[^>]*autofocus=""/);
  });

  it("says what went wrong above the form when it is not a field", async () => {
    const tooLarge = await postPage(page, formFields({ description: "y".repeat(40 * 1024) }));
    expect(tooLarge.status).toBe(413);
    expect(decode(await tooLarge.text())).toContain("Please shorten your description, or call us at (253) 555-0142");

    // Another site's post: the Worker refuses it before React Router's own origin check.
    const before = await countLeads();
    const foreign = await postPage(page, formFields(), { headers: { Origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    const crossSite = await postPage(page, formFields(), { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(decode(await crossSite.text())).toContain("Requests from other sites are not accepted.");
    expect(await countLeads()).toBe(before);

    const elsewhere = await postPage(page, formFields({ sourceUrl: "https://evil.example/" }));
    expect(elsewhere.status).toBe(400);
    expect(decode(await elsewhere.text())).toContain("Please correct the highlighted fields.");

    const json = await send(JSON.stringify(validLead()), "application/json", { path: page });
    expect(json.status).toBe(415);
  });

  it("tells a person to call when the lead cannot be stored or too many were sent", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    let last: Response | undefined;
    // The sixth is refused, or a later one if the limiter's minute turned over meanwhile.
    for (let i = 0; i < 11 && last?.status !== 429; i++) {
      last = await postPage(page, formFields(), { ip, email: emailRecorder() });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([303, 303, 303, 303, 303]);
    expect(statuses.at(-1)).toBe(429);
    expect(decode(await last!.text())).toContain("Too many requests. Please call us at (253) 555-0142");
  });

  it("gives a bot that fills the honeypot the ordinary 303", async () => {
    const before = await countLeads();
    const res = await postPage(page, formFields({ website: "spam" }));
    expect(res.status).toBe(303);
    expect(await countLeads()).toBe(before);
  });

  it("is only on pages with the form", async () => {
    for (const path of ["/sitemap", "/privacy-policy", "/consultation-received"]) {
      const res = await postPage(path, formFields());
      expect(res.status, path).toBe(405);
    }
  });
});

describe("the confirmation page", () => {
  it("answers 200, is not indexed and is not in sitemap.xml", async () => {
    const res = await send(null, null, { method: "GET", path: "/consultation-received" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(">We received your consultation request</h1>");
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    const sitemap = await (await send(null, null, { method: "GET", path: "/sitemap.xml" })).text();
    expect(sitemap).not.toContain("consultation-received");
  });
});

describe("the promise (when the firm will call), decided when the request is stored", () => {
  it("comes with the JSON answer as `callback`: the office hours' promise at the row's time, and the email on its way", async () => {
    const lead = validLead({ email: "callback.json@example.com" });
    const res = await postJson(lead, { email: emailRecorder() });
    expect(res.status).toBe(200);
    const body = await res.json<{ success: boolean; callback: CallbackAnswer; error?: string; fieldErrors?: unknown }>();
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    // The one addition to the contract: the questions' key (decision 0048).
    expect(body).toEqual({
      success: true,
      callback: { ...callbackFor(new Date(row.created_at)), email: true },
      answersKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // A retry of the same request gets the same promise (its email is not known there: not promised).
    const again = await (await postJson(lead, { email: emailRecorder() })).json<{ callback: CallbackAnswer }>();
    expect(again).toEqual({ success: true, callback: callbackFor(new Date(row.created_at)), answersKey: expect.any(String) });
  });

  it("promises no email when no acknowledgement will go (one went to this address today)", async () => {
    await postJson(validLead({ email: "callback.twice@example.com" }), { email: emailRecorder() });
    const second = await (
      await postJson(validLead({ email: "callback.twice@example.com", name: "Second Time" }), { email: emailRecorder() })
    ).json<{ callback: CallbackAnswer }>();
    expect(second.callback.email).toBe(false);
  });

  it("goes to the no-JavaScript confirmation page in its address, in both languages; that page is private, no-store and never from the page cache", async () => {
    for (const [path, confirmation, heading] of [
      ["/kent-wa/truck-accident-lawyer", "/consultation-received", "We received your consultation request"],
      ["/es/kent-wa/abogado-de-accidentes-de-camion", "/es/consulta-recibida", "Recibimos su solicitud de consulta"],
    ] as const) {
      const fields = formFields({
        email: `callback.form.${confirmation.length}@example.com`,
        sourceUrl: path,
        sourcePage: path,
        ...(path.startsWith("/es") && { language: "es" }),
      });
      const res = await postPage(path, fields, { email: emailRecorder() });
      expect(res.status).toBe(303);
      const location = res.headers.get("location")!;
      const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
      const promised = { ...callbackFor(new Date(row.created_at)), email: true };
      // The questions' key rides last (decision 0048).
      expect(location).toMatch(new RegExp(`^${confirmation}${callbackSearch(promised).replace(/[.?]/g, "\\$&")}&key=[A-Za-z0-9_-]{43}$`));
      const lang = path.startsWith("/es") ? "es" : "en";
      for (const address of [location, location, confirmation, confirmation]) {
        const page = await send(null, null, { method: "GET", path: address });
        expect(page.status).toBe(200);
        expect(page.headers.get("cache-control"), address).toBe("private, no-store");
        expect(page.headers.get("x-page-cache"), address).toBe("bypass");
        const html = decode(await page.text())!;
        const text = html.replace(/<[^>]+>/g, "");
        expect(html).toContain(`>${heading}</h1>`);
        expect(html).toContain('role="status"');
        if (address === location) {
          expect(html).toContain(callbackSentence(lang, promised));
          expect(text).toContain(lang === "es" ? "Le llamaremos desde el (253) 555-0142." : "The call will come from (253) 555-0142.");
          expect(html).toContain(lang === "es" ? "También le enviamos un correo electrónico" : "We have also sent you an email");
        } else {
          // No promise in the address: nothing promised, no number, no email.
          expect(html).not.toMatch(/will call you|le llamará|The call will come from|We have also sent/);
        }
      }
    }
  });

  it("the page shows a promise it is given, and ignores one that does not read", async () => {
    const page = decode(await (await send(null, null, { method: "GET", path: "/consultation-received?call=opening.date.2027-01-04.08:30&email=0" })).text())!;
    expect(page).toContain("An intake specialist will call you on Monday, January 4, once the office opens at 8:30\u00a0am.");
    expect(page).not.toContain("We have also sent you an email");
    const junk = decode(await (await send(null, null, { method: "GET", path: "/consultation-received?call=%3Cscript%3E" })).text())!;
    expect(junk).not.toMatch(/will call you|%3Cscript/);
  });
});

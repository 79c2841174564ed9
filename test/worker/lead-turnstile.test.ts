import { afterEach, describe, expect, it, vi } from "vitest";
import { formWords } from "~/content/consultation-form";
import { firm } from "~/content/firm";
import wranglerToml from "../../wrangler.toml?raw";
import { emailRecorder, formFields, freshIp, leadsWhere, postForm, postJson, postPage, validLead } from "./lead-helpers";

const turnstileOn = { TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: "test-secret" } as unknown as Partial<Env>;

/** Answers Cloudflare's siteverify: a token passes when it is "good-token". */
function stubSiteverify() {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith("https://challenges.cloudflare.com/turnstile/v0/siteverify")) return realFetch(input, init);
    const form = init?.body as FormData;
    expect(form.get("secret")).toBe("test-secret");
    return Response.json({ success: form.get("response") === "good-token" });
  });
}

afterEach(() => vi.restoreAllMocks());

describe("Turnstile (when a secret is configured)", () => {
  it("accepts a JSON submission with a valid token", async () => {
    const verify = stubSiteverify();
    const lead = validLead({ turnstileToken: "good-token" });
    const res = await postJson(lead, { envOverrides: turnstileOn, email: emailRecorder() });
    expect(res.status).toBe(200);
    expect(verify).toHaveBeenCalled();
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row.turnstile).toBe("passed");
  });

  it("refuses a JSON submission with a token Cloudflare rejects (403), storing nothing", async () => {
    stubSiteverify();
    const lead = validLead({ turnstileToken: "bad-token" });
    const res = await postJson(lead, { envOverrides: turnstileOn });
    expect(res.status).toBe(403);
    expect((await res.json<{ error: string }>()).error).toContain("(253) 555-0142");
    expect(await leadsWhere("idempotency_key = ?", lead.idempotencyKey)).toHaveLength(0);
  });

  it("refuses a JSON submission without a token (403, the call-us words), storing nothing", async () => {
    const verify = stubSiteverify();
    const lead = validLead({ turnstileToken: undefined });
    const res = await postJson(lead, { envOverrides: turnstileOn, email: emailRecorder() });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, error: formWords.en.errors.tokenRequired(firm.phone.display), fieldErrors: {} });
    expect(formWords.en.errors.tokenRequired(firm.phone.display)).toContain("call us at (253) 555-0142");
    expect(verify).not.toHaveBeenCalled();
    expect(await leadsWhere("idempotency_key = ?", lead.idempotencyKey)).toHaveLength(0);
    // In the language of the page it came from.
    const spanish = await postJson(validLead({ language: "es", sourceUrl: "/es/" }), { envOverrides: turnstileOn });
    expect(spanish.status).toBe(403);
    expect((await spanish.json<{ error: string }>()).error).toBe(formWords.es.errors.tokenRequired(firm.phone.display));
    expect(formWords.es.errors.tokenRequired(firm.phone.display)).toContain("llámenos al (253) 555-0142");
  });

  it("still answers a retry of a stored request without a token with success (recognised before Turnstile)", async () => {
    stubSiteverify();
    const email = emailRecorder();
    const lead = validLead({ turnstileToken: "good-token" });
    expect((await postJson(lead, { envOverrides: turnstileOn, email })).status).toBe(200);
    expect((await postJson({ ...lead, turnstileToken: undefined }, { envOverrides: turnstileOn, email })).status).toBe(200);
    expect(await leadsWhere("idempotency_key = ?", lead.idempotencyKey)).toHaveLength(1);
    expect(email.sent).toHaveLength(1);
  });

  it("counts form posts without a token in a stricter bucket (LEAD_FORM_RATE_LIMITER, 2 a minute)", async () => {
    const verify = stubSiteverify();
    const ip = freshIp();
    const email = emailRecorder();
    const page = "/kent-wa/truck-accident-lawyer";
    for (let i = 0; i < 2; i++) expect((await postPage(page, formFields(), { ip, envOverrides: turnstileOn, email })).status).toBe(303);
    const third = await postPage(page, formFields({ name: "Third Tokenless" }), { ip, envOverrides: turnstileOn, email });
    expect(third.status).toBe(429);
    expect(await third.text()).toContain(formWords.en.errors.rateLimited(firm.phone.display).replace(/'/g, "&#x27;"));
    expect(await leadsWhere("name = ?", "Third Tokenless")).toHaveLength(0);
    // The same for a form-encoded post to the JSON endpoint (an old open tab).
    expect((await postForm(formFields(), { ip, envOverrides: turnstileOn })).status).toBe(429);
    // A request with a token from that address is counted in the ordinary bucket.
    expect((await postPage(page, formFields({ "cf-turnstile-response": "good-token" }), { ip, envOverrides: turnstileOn, email })).status).toBe(303);
    expect((await postJson(validLead({ turnstileToken: "good-token" }), { ip, envOverrides: turnstileOn, email })).status).toBe(200);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it("uses the ordinary bucket for form posts while Turnstile is off", async () => {
    const ip = freshIp();
    const email = emailRecorder();
    for (let i = 0; i < 3; i++) expect((await postPage("/kent-wa/truck-accident-lawyer", formFields(), { ip, email })).status).toBe(303);
  });

  it("has its stricter bucket in wrangler.toml", () => {
    const limits = Object.fromEntries(
      [...wranglerToml.matchAll(/\[\[ratelimits\]\]\s+name = "([^"]+)"[\s\S]*?limit = (\d+), period = (\d+)/g)].map((m) => [m[1], Number(m[2]) / Number(m[3])]),
    );
    expect(limits.LEAD_FORM_RATE_LIMITER).toBeLessThan(limits.LEAD_RATE_LIMITER);
  });

  it("answers a retry of a stored request with success, though its token is spent", async () => {
    const verify = stubSiteverify();
    const email = emailRecorder();
    const lead = validLead({ turnstileToken: "good-token" });
    expect((await postJson(lead, { envOverrides: turnstileOn, email })).status).toBe(200);
    verify.mockClear();
    // Cloudflare would now reject the token (timeout-or-duplicate): it is not asked.
    expect((await postJson({ ...lead, turnstileToken: "bad-token" }, { envOverrides: turnstileOn, email })).status).toBe(200);
    expect(verify).not.toHaveBeenCalled();
    expect(await leadsWhere("idempotency_key = ?", lead.idempotencyKey)).toHaveLength(1);
    expect(email.sent).toHaveLength(1);
  });

  it("still accepts a form post without a token (JavaScript off), marked as such", async () => {
    stubSiteverify();
    const fields = formFields();
    const res = await postForm(fields, { envOverrides: turnstileOn, email: emailRecorder() });
    expect(res.status).toBe(303);
    const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
    expect(row.turnstile).toBe("skipped-no-js");
  });

  it("reads the widget's cf-turnstile-response field from a form post", async () => {
    stubSiteverify();
    const fields = formFields({ "cf-turnstile-response": "good-token" });
    expect((await postForm(fields, { envOverrides: turnstileOn, email: emailRecorder() })).status).toBe(303);
    const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
    expect(row.turnstile).toBe("passed");
    const bad = formFields({ "cf-turnstile-response": "bad-token", sourceUrl: "/" });
    expect((await postForm(bad, { envOverrides: turnstileOn })).status).toBe(403);
  });

  it("keeps the lead when Cloudflare cannot be reached, marked unverified", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("network down"));
    const lead = validLead({ turnstileToken: "any-token" });
    expect((await postJson(lead, { envOverrides: turnstileOn, email: emailRecorder() })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row.turnstile).toBe("unverified");
  });

  it("is off without a secret: no token needed", async () => {
    const lead = validLead();
    const res = await postJson(lead, { envOverrides: { TURNSTILE_SITE_KEY: "site-key-only" } as unknown as Partial<Env>, email: emailRecorder() });
    expect(res.status).toBe(200);
  });
});

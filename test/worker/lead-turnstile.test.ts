import { afterEach, describe, expect, it, vi } from "vitest";
import { emailRecorder, formFields, leadsWhere, postForm, postJson, validLead } from "./lead-helpers";

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

  it("accepts a JSON submission without a token (the widget did not load), marked as such", async () => {
    stubSiteverify();
    const lead = validLead({ turnstileToken: undefined });
    expect((await postJson(lead, { envOverrides: turnstileOn, email: emailRecorder() })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row.turnstile).toBe("missing-token");
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

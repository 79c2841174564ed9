import { describe, expect, inject, it } from "vitest";
import { consentVersion, textingWords } from "~/content/texting";
import { ORIGIN } from "./helpers";
import { emailRecorder, formFields, leadsWhere, ownPhone, postJson, postPage, send, validLead } from "./lead-helpers";

const texting = { ...inject("standIns").vars, TWILIO_TEXTING_NUMBER: "+12535550110" as string } as Partial<Env>;

describe("consent to texts on the form", () => {
  it("stores consent, its time and the wording's version when the box is ticked with a phone", async () => {
    const lead = validLead({ phone: ownPhone(), textConsent: true });
    expect((await postJson(lead, { email: emailRecorder() })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row).toMatchObject({ text_consent: 1, text_consent_version: consentVersion });
    expect((row as unknown as Record<string, unknown>).text_consent_at).toBe(row.created_at);
  });

  it("stores no consent when the box is absent or unticked (the old contract)", async () => {
    for (const extra of [{}, { textConsent: false }]) {
      const lead = validLead({ phone: ownPhone(), ...extra });
      expect((await postJson(lead, { email: emailRecorder() })).status).toBe(200);
      const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
      expect(row).toMatchObject({ text_consent: 0, text_consent_at: null, text_consent_version: null });
    }
  });

  it("refuses the box ticked without a phone, at its field, in both languages", async () => {
    const json = await postJson(validLead({ phone: "", textConsent: true }));
    expect(json.status).toBe(400);
    expect((await json.json<{ fieldErrors: Record<string, string> }>()).fieldErrors).toEqual({ textConsent: "Add a phone number to get texts" });

    const es = await postJson(validLead({ phone: "", textConsent: true, language: "es", sourceUrl: `${ORIGIN}/es` }));
    expect((await es.json<{ fieldErrors: Record<string, string> }>()).fieldErrors).toEqual({ textConsent: textingWords.es.needsPhone });
  });

  it("works without JavaScript: ticked with a phone stores it; without a phone the page says why", async () => {
    const fields = formFields({ phone: ownPhone(), textConsent: "true" });
    expect((await postPage("/kent-wa/truck-accident-lawyer", fields, { email: emailRecorder() })).status).toBe(303);
    const [row] = await leadsWhere("idempotency_key = ?", fields.idempotencyKey);
    expect(row).toMatchObject({ text_consent: 1, text_consent_version: consentVersion });

    const refused = await postPage("/es", formFields({ sourceUrl: "/es", textConsent: "true" }), { email: emailRecorder(), envOverrides: texting });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(textingWords.es.needsPhone);
    expect(html).toMatch(/id="[^"]*textConsent"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="[^"]*textConsent"/);
  });

  it("shows the box unticked, apart from the privacy box, in both languages, only where texting is configured", async () => {
    // A query string keeps the page out of the edge cache, so each setting renders its own.
    const page = async (path: string, envOverrides: Partial<Env>) =>
      (await send(null, null, { method: "GET", path: `${path}?t=${crypto.randomUUID()}`, envOverrides })).text();
    expect(await page("/", { TWILIO_TEXTING_NUMBER: "" } as Partial<Env>)).not.toContain('name="textConsent"');
    for (const [path, lang] of [
      ["/", "en"],
      ["/es", "es"],
    ] as const) {
      const text = await page(path, texting);
      const box = /<input[^>]*name="textConsent"[^>]*>/.exec(text)?.[0] ?? "";
      expect(box, lang).toContain('type="checkbox"');
      expect(box).not.toContain("checked");
      expect(box).not.toContain("required");
      expect(text).toContain(lang === "en" ? "Msg &amp; data rates may apply" : "Pueden aplicarse tarifas");
    }
  });
});

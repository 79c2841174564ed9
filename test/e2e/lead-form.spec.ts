/**
 * The consultation form in a real browser against `npm start`: with JavaScript on (JSON,
 * toasts) and off (a form post, 303 to the confirmation page, or the page again with the
 * messages). Each submission is checked in D1 (wrangler d1 execute on the server's local
 * state) and in the local email capture (the Local Explorer API of wrangler dev).
 */
import { expect } from "@playwright/test";
import { fixedWords } from "../lead-fixtures";
import { capturedEmail, deliveriesNamed, fillForm, hydrated, leadsNamed, test, unique } from "./support";

test.describe("with JavaScript", () => {
  test("shows every message at its field and focuses the first one", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const form = page.locator("#consultation");
    const submit = form.getByRole("button", { name: "Get My Free Consultation" });
    await expect(submit).toBeEnabled();
    await submit.click();
    for (const message of [fixedWords.name, fixedWords.email, fixedWords.caseType, fixedWords.description, fixedWords.privacyConsent]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    const name = form.getByLabel("Full Name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(fixedWords.name);
    // Fixing a field clears its message.
    await name.fill("Someone");
    await expect(form.getByText(fixedWords.name)).toBeHidden();
  });

  test("sends, says so, resets, and the lead is in D1 and in the staff email", async ({ page }) => {
    const name = unique("Jordan Js");
    await page.goto("/kent-wa/truck-accident-lawyer");
    await hydrated(page);
    const form = page.locator("#consultation");
    // The practice page preselects its case type.
    await expect(form.getByLabel("Type of Case")).toHaveValue("truck-accidents");
    await fillForm(page, { name, email: "jordan@example.com", phone: "253-555-0111", description: "A truck merged into my lane on SR 167." });

    // Hold the answer so the submitting state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/send-contact-email", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Get My Free Consultation" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    release();

    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText(fixedWords.successTitle);
    await expect(toast).toContainText(fixedWords.successText);
    // The toaster region is a polite live region, so screen readers hear it.
    await expect(page.locator("section[aria-live='polite']")).toContainText(fixedWords.successTitle);
    // The form gives way to a lasting confirmation, its heading focused (promises.spec.ts: what it says).
    const received = form.getByRole("status");
    await expect(received.getByRole("heading", { name: "We received your consultation request" })).toBeFocused();
    await expect(form.getByLabel("Full Name")).toHaveCount(0);

    const rows = leadsNamed(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "jordan@example.com",
      phone: "253-555-0111",
      case_type: "truck-accidents",
      privacy_consent: 1,
      submitted_via: "json",
      source_url: expect.stringContaining("/kent-wa/truck-accident-lawyer"),
      page_title: await page.title(),
    });

    const subject = `New consultation request: Truck Accidents - ${name}`;
    await expect.poll(() => capturedEmail(page, subject).then(Boolean)).toBe(true);
    const email = (await capturedEmail(page, subject))!;
    expect(email.replyTo).toBe("jordan@example.com");
    expect(email.to).toEqual(["intake@kestrelinjurylaw.example"]);
    expect(email.text).toContain("A truck merged into my lane on SR 167.");
    expect(email.html).toContain('href="tel:+12535550111"');
    // Every channel npm start turns on (the stand-ins' too) delivered; the acknowledgement may be this address's second today.
    await expect
      .poll(() => deliveriesNamed(name))
      .toEqual([
        "staff-email sent",
        "sms sent",
        "sms sent",
        expect.stringMatching(/^acknowledgement (sent|skipped)$/),
        "webhook sent",
        "webhook sent",
        "clio-grow sent",
      ]);
  });

  test("a failure shows the error toast and logs the error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/");
    await hydrated(page);
    await page.route("**/api/send-contact-email", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "boom" }) }),
    );
    await fillForm(page, { name: unique("Failing"), email: "f@example.com", caseType: "other", description: "This one will fail to send." });
    await page.locator("#consultation").getByRole("button", { name: "Get My Free Consultation" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText(fixedWords.failureTitle);
    await expect(toast).toContainText(fixedWords.failureText);
    expect(errors.join("\n")).toContain("lead_submit_failed");
    // The visitor's words are kept for another try.
    await expect(page.locator("#consultation").getByLabel("Tell us about your case")).toHaveValue("This one will fail to send.");
  });

  test("works with the keyboard alone", async ({ page }) => {
    const name = unique("Kim Keyboard");
    await page.goto("/attorney/kent-wa/samuel-okafor");
    await hydrated(page);
    const form = page.locator("#consultation");
    await form.getByLabel("Full Name").focus();
    await page.keyboard.type(name);
    await page.keyboard.press("Tab");
    await page.keyboard.type("kim@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("2535550123");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Type of Case")).toBeFocused();
    await page.keyboard.press("ArrowDown"); // Car Accidents
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hurt in a crossing accident near the office.");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox", { name: /I agree|Acepto/ })).toBeFocused();
    await page.keyboard.press("Space");
    // Then the two policy links, the texting box (left unticked), then the button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox", { name: /Text me about my request/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Get My Free Consultation" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-sonner-toast]")).toContainText(fixedWords.successTitle);
    expect(leadsNamed(name)).toHaveLength(1);
  });
});

/** A site key Cloudflare documents for tests (its widget always passes). */
const TEST_SITE_KEY = "1x00000000000000000000AA";

/**
 * The page as the Worker renders it when Turnstile is on (the e2e server runs without it):
 * the widget's empty container in the form, and the site key in the root loader's data
 * that React Router streams into the page (a turbo-stream array: the key's value is the
 * index of a string in it).
 */
function withTurnstileOn(html: string): string {
  const withWidget = html.replace('<button type="submit"', '<div class="min-h-0"></div><button type="submit"');
  let found = false;
  const rewritten = withWidget.replace(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g, (call, literal: string) => {
    const payload = JSON.parse(literal) as string;
    const values = JSON.parse(payload) as unknown[];
    const name = values.indexOf("turnstileSiteKey");
    const holder = values.find((value): value is Record<string, number> => typeof value === "object" && value !== null && `_${name}` in value);
    if (name < 0 || !holder) return call;
    found = true;
    holder[`_${name}`] = values.push(TEST_SITE_KEY) - 1;
    return `streamController.enqueue(${JSON.stringify(`${JSON.stringify(values)}\n`).replace(/</g, "\\u003c")})`;
  });
  if (!found || withWidget === html) throw new Error("the page's form or root data has changed: update withTurnstileOn");
  return rewritten;
}

test.describe("with JavaScript, Turnstile on and its script blocked (an ad blocker)", () => {
  test("the form posts itself as without JavaScript, lands on the confirmation page, and the lead is stored", async ({ page }) => {
    const name = unique("Tess Blocked");
    const path = "/kent-wa/personal-injury-lawyer";
    const hydrationErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && /hydrat/i.test(m.text()) && hydrationErrors.push(m.text()));
    const blocked: string[] = [];
    await page.route("https://challenges.cloudflare.com/**", (route) => {
      blocked.push(route.request().url());
      return route.abort("blockedbyclient");
    });
    await page.route(`**${path}`, async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: withTurnstileOn(await response.text()) });
    });
    const jsonPosts: string[] = [];
    page.on("request", (request) => request.url().includes("/api/send-contact-email") && jsonPosts.push(request.method()));

    await page.goto(path);
    await hydrated(page);
    await fillForm(page, { name, email: "tess@example.com", caseType: "premises-liability", description: "A neighbour's dog bit my hand on the sidewalk." });
    await page.locator("#consultation").getByRole("button", { name: "Get My Free Consultation" }).click();

    await expect(page).toHaveURL(/\/consultation-received\?call=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We received your consultation request");
    // The widget's script was asked for (so the form knew Turnstile was on) and blocked;
    // no JSON was sent, which the endpoint would have refused without a token.
    expect(blocked.length).toBeGreaterThan(0);
    expect(jsonPosts).toEqual([]);
    expect(hydrationErrors).toEqual([]);
    const rows = leadsNamed(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ submitted_via: "form", case_type: "premises-liability", source_url: expect.stringContaining(path) });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the form, lands on the confirmation page, and the lead is stored and emailed", async ({ page }) => {
    const name = unique("Nora NoJs");
    await page.goto("/olympia-wa/personal-injury-lawyer");
    await fillForm(page, { name, email: "nora@example.com", caseType: "wrongful-death", description: "My father was killed by a drunk driver." });
    await page.locator("#consultation").getByRole("button", { name: "Get My Free Consultation" }).click();
    await expect(page).toHaveURL(/\/consultation-received\?call=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We received your consultation request");
    await expect(page.getByRole("status")).toContainText(/will call you|will call you back/);

    const rows = leadsNamed(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      submitted_via: "form",
      case_type: "wrongful-death",
      source_url: expect.stringContaining("/olympia-wa/personal-injury-lawyer"),
    });
    await expect.poll(() => capturedEmail(page, `New consultation request: Wrongful Death - ${name}`).then(Boolean)).toBe(true);
  });

  test("a submission the server refuses comes back with the messages and the values", async ({ page }) => {
    const name = unique("Nils NoJs");
    await page.goto("/kent-wa/personal-injury-lawyer");
    // Passes the browser's own checks, not the shared schema: no dot in the domain, and
    // a description that is only long enough with its spaces.
    await fillForm(page, { name, email: "nils@localhost", caseType: "other", description: "  short     " });
    await page.locator("#consultation").getByRole("button", { name: "Get My Free Consultation" }).click();
    // The page's own action answered: the same address, with the messages at the fields.
    await expect(page).toHaveURL(/\/kent-wa\/personal-injury-lawyer$/);
    await expect(page.getByRole("alert")).toContainText("Please correct the fields marked below.");
    const form = page.locator("#consultation");
    await expect(form.getByText(fixedWords.email)).toBeVisible();
    await expect(form.getByText(fixedWords.description)).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue(name);
    await expect(form.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email Address")).toBeFocused();
    expect(leadsNamed(name)).toHaveLength(0);

    // Corrected, it goes through (the same idempotency key is carried along).
    await form.getByLabel("Email Address").fill("nils@example.com");
    await form.getByLabel("Tell us about your case").fill("Slipped on a wet floor at a grocery store.");
    await form.getByRole("button", { name: "Get My Free Consultation" }).click();
    await expect(page).toHaveURL(/\/consultation-received\?call=/);
    expect(leadsNamed(name)).toHaveLength(1);
  });
});

test.describe("the visitor's acknowledgement", () => {
  for (const { lang, path, subject, words } of [
    { lang: "en", path: "/", subject: "We received your request - Kestrel Injury Law", words: "What happens next" },
    { lang: "es", path: "/es", subject: "Recibimos su solicitud - Kestrel Injury Law", words: "Lo que sigue" },
  ]) {
    test(`arrives in the local capture, in ${lang}, without a word the visitor typed`, async ({ request }) => {
      const name = unique("Spam Name pills.example");
      const address = `ack.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
      const description = "Visit https://spam.example/win for a prize, all free.";
      const answer = await request.post("/api/send-contact-email", {
        headers: { "CF-Connecting-IP": `198.51.100.${lang === "en" ? 70 : 71}` },
        data: { name, email: address, caseType: "other", description, privacyConsent: true, sourceUrl: path, language: lang },
      });
      expect(answer.status()).toBe(200);
      await expect
        .poll(() => deliveriesNamed(name))
        .toEqual(["staff-email sent", "sms sent", "sms sent", "acknowledgement sent", "webhook sent", "webhook sent", "clio-grow sent"]);
      const all = await (await request.get(`/cdn-cgi/explorer/api/local/email/sending?per_page=100`)).json();
      const item = (all.result as { to: string[]; subject: string; messageId: string }[]).find((m) => m.to.includes(address));
      expect(item?.subject).toBe(subject);
      const email = (await (await request.get(`/cdn-cgi/explorer/api/local/email/sending?email_id=${encodeURIComponent(item!.messageId)}`)).json()).result;
      expect(email.from).toContain("hello@kestrelinjurylaw.example");
      expect(email.replyTo).toBe("intake@kestrelinjurylaw.example");
      expect(email.html).toContain(words);
      for (const typed of ["pills", "spam.example", "prize"]) {
        expect(email.text).not.toContain(typed);
        expect(email.html).not.toContain(typed);
      }
    });
  }
});

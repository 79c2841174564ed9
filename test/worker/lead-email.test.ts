/**
 * The staff email shows what a visitor's browser (or a script) supplied as text: the
 * referrer, the landing page, the page address. Only the validated mailto: and tel: are
 * links, so the intake inbox never holds a ready phishing link (issue 31, finding 5).
 */
import { describe, expect, it } from "vitest";
import { leadEmail } from "~/deliveries/lead-email";

const LURE = "https://login.evil.example/kestrel-intake?session=expired";

const message = leadEmail(
  {
    id: 12,
    createdAt: "2026-11-21T18:00:00.000Z",
    name: "Pat Visitor",
    email: "pat@example.com",
    phone: "253-555-0100",
    caseType: "car-accidents",
    description: "Rear-ended at a light.",
    sourcePage: "/kent-wa/car-accident-lawyer",
    sourceUrl: "https://www.kestrelinjurylaw.example/kent-wa/car-accident-lawyer?utm_source=https://evil.example/",
    pageTitle: "Kent Car Accident Lawyer",
    privacyConsent: true,
    leadKey: "0".repeat(64),
    referrer: LURE,
    landingPage: "/kent-wa/car-accident-lawyer?utm_source=http://evil.example/a",
    utmSource: "http://evil.example/b",
    channel: "referral",
  },
  { from: "from@example.com", to: ["intake@example.com"] },
);

/** Every link target of the HTML part. */
const links = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]);

describe("the staff email's visitor-supplied addresses", () => {
  it("are text in the HTML part: the only links are the visitor's mailto: and tel:", () => {
    expect(links(message.html!)).toEqual(["mailto:pat@example.com", "tel:+12535550100"]);
    expect(message.html).not.toMatch(/<a\b[^>]*>[^<]*evil\.example/);
    expect(message.html).toContain(LURE.replace(/&/g, "&amp;"));
    expect(message.html).toContain("https://www.kestrelinjurylaw.example/kent-wa/car-accident-lawyer?utm_source=https://evil.example/");
  });

  it("are text in the text part, labelled, never in angle brackets (which some clients make links)", () => {
    expect(message.text).toContain(`Came from: ${LURE}\n`);
    expect(message.text).toContain("First page: /kent-wa/car-accident-lawyer?utm_source=http://evil.example/a\n");
    expect(message.text).not.toMatch(/<https?:/);
  });
});

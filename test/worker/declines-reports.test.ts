/**
 * The reports (decision 0055) on fixed data sets in 2025, apart from every other test's requests: the
 * requests report's columns, Kent times, dollars and formula guard; the Google Ads file with iOS click ids
 * (one id per row); declined and referred counted per reason and Kent month, on the page and as CSV.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { declinesByMonth, NO_REASON } from "~/declines/declines-report";
import { deskClient } from "./desk-client";
import { ownPhone } from "./lead-helpers";

const desk = deskClient("intake@kestrelinjurylaw.example");
const key = () => crypto.randomUUID();

interface Seed {
  createdAt: string;
  name?: string;
  status: string;
  channel?: string | null;
  campaign?: string | null;
  owner?: string | null;
  fee?: number | null;
  gclid?: string | null;
  gbraid?: string | null;
  wbraid?: string | null;
  firstContactAt?: string | null;
}

async function seedLead(s: Seed): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, phone, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile,
       language, status, channel, utm_campaign, owner_email, expected_fee_cents, gclid, gbraid, wbraid, first_contact_at)
     VALUES (?1, ?2, ?3, ?4, 'truck-accidents', '=HYPERLINK("https://evil.example")', '/', '', '', 1, ?5, 'json', 'passed', 'en', ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14) RETURNING id`,
  )
    .bind(
      s.createdAt,
      s.name ?? "Report Person",
      `${key()}@example.com`,
      ownPhone(),
      key(),
      s.status,
      s.channel ?? null,
      s.campaign ?? null,
      s.owner ?? null,
      s.fee ?? null,
      s.gclid ?? null,
      s.gbraid ?? null,
      s.wbraid ?? null,
      s.firstContactAt ?? null,
    )
    .first<{ id: number }>();
  return row!.id;
}

async function statusChange(leadId: number, to: string, at: string, outcome?: { reason?: string; referredTo?: string; share?: number }) {
  const formKey = key();
  await env.DB.prepare(
    "INSERT INTO lead_status_changes (lead_id, changed_at, changed_by, from_status, to_status, form_key) VALUES (?1, ?2, 'intake@kestrelinjurylaw.example', 'contacted', ?3, ?4)",
  )
    .bind(leadId, at, to, formKey)
    .run();
  if (outcome) {
    await env.DB.prepare(
      "INSERT INTO lead_outcomes (lead_id, status, reason, referred_to, referral_share_percent, recorded_at, recorded_by, form_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'intake@kestrelinjurylaw.example', ?7)",
    )
      .bind(leadId, to, outcome.reason ?? null, outcome.referredTo ?? null, outcome.share ?? null, at, formKey)
      .run();
  }
}

const attempt = (leadId: number, at: string, outcome: string) =>
  env.DB.prepare(
    "INSERT INTO call_attempts (lead_id, attempted_at, attempted_by, outcome, form_key) VALUES (?1, ?2, 'intake@kestrelinjurylaw.example', ?3, ?4)",
  )
    .bind(leadId, at, outcome, key())
    .run();

const HEADER =
  "Request,Received (Kent time),Name,Type of case,Language,Source,Campaign,Owner,Status,Reason or referral,Call attempts,First attempt (Kent time),First reached (Kent time),Deadline flag,Signed (Kent time),Expected fee";

describe("the requests report", () => {
  let signed = 0;
  let declined = 0;
  beforeAll(async () => {
    // Monday 2025-03-10, Kent on PDT (UTC-7): 17:00 UTC is 10:00 in Kent.
    signed = await seedLead({
      createdAt: "2025-03-10T17:00:00.000Z",
      name: "=SUM(1+1)",
      status: "signed",
      channel: "paid-search",
      campaign: "kent-truck",
      owner: "dana.nguyen@kestrelinjurylaw.example",
      fee: 2_500_050,
    });
    await attempt(signed, "2025-03-10T17:05:00.000Z", "no-answer");
    await attempt(signed, "2025-03-10T17:20:00.000Z", "reached");
    await statusChange(signed, "signed", "2025-03-12T22:30:00.000Z");
    declined = await seedLead({ createdAt: "2025-03-11T16:00:00.000Z", name: "Dee Clined", status: "declined", channel: null });
    await statusChange(declined, "declined", "2025-03-11T18:00:00.000Z", { reason: "past-deadline" });
  });

  it("has the firm's columns, Kent times, dollars, labels and the formula guard", async () => {
    const { response, text } = await desk("/desk/export/requests.csv?range=custom&from=2025-03-10&to=2025-03-11");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="requests-2025-03-10-to-2025-03-11.csv"');
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `${signed},2025-03-10 10:00,'=SUM(1+1),Truck Accidents,English,Paid search,kent-truck,Dana Nguyen (placeholder),Signed,,2,2025-03-10 10:05,2025-03-10 10:20,,2025-03-12 15:30,"$25,000.50"`,
    );
    expect(lines[2]).toBe(`${declined},2025-03-11 09:00,Dee Clined,Truck Accidents,English,Unknown,,Unassigned,Declined,Past the deadline,0,,,,,`);
    // Internal columns and what the person typed stay out.
    for (const absent of ["idempotency", "lead_key", "turnstile", "HYPERLINK", "@example.com"]) expect(text).not.toContain(absent);
  });
});

describe("the Google Ads conversions file", () => {
  beforeAll(async () => {
    const ios = await seedLead({ createdAt: "2025-04-01T17:00:00.000Z", status: "signed", channel: "paid-search", gbraid: "0AAAAA-gbraid_1", fee: 1_000_000 });
    await statusChange(ios, "signed", "2025-04-02T17:00:00.000Z");
    const web = await seedLead({
      createdAt: "2025-04-01T18:00:00.000Z",
      status: "signed",
      channel: "paid-search",
      gbraid: "0AAAAA-gbraid_2",
      wbraid: "0BBBBB-wbraid_2",
    });
    await statusChange(web, "signed", "2025-04-03T17:00:00.000Z");
    const both = await seedLead({
      createdAt: "2025-04-01T19:00:00.000Z",
      status: "signed",
      channel: "paid-search",
      gclid: "Cj0-gclid_3",
      wbraid: "0BBBBB-wbraid_3",
    });
    await statusChange(both, "signed", "2025-04-04T17:00:00.000Z");
  });

  it("carries iOS clicks in Google's GBRAID and WBRAID columns, exactly one id per row", async () => {
    const { text } = await desk("/desk/export/google-ads-conversions.csv?range=custom&from=2025-04-01&to=2025-04-05");
    expect(text.split("\r\n")).toEqual([
      "Parameters:TimeZone=America/Los_Angeles,,,,,,",
      "Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
      ",0AAAAA-gbraid_1,,Signed client,2025-04-02 10:00:00,10000,USD",
      ",,0BBBBB-wbraid_2,Signed client,2025-04-03 10:00:00,,",
      "Cj0-gclid_3,,,Signed client,2025-04-04 10:00:00,,",
      "",
    ]);
  });
});

describe("declined and referred by month", () => {
  beforeAll(async () => {
    // January and February 2025 (PST, UTC-8): 2025-02-01T07:00Z is still January 31 in Kent.
    const close = async (to: string, at: string, outcome?: { reason?: string; referredTo?: string; share?: number }) =>
      statusChange(await seedLead({ createdAt: "2025-01-02T18:00:00.000Z", status: to }), to, at, outcome);
    await close("declined", "2025-01-10T18:00:00.000Z", { reason: "no-liability" });
    await close("declined", "2025-01-20T18:00:00.000Z", { reason: "no-liability" });
    await close("declined", "2025-02-01T07:00:00.000Z", { reason: "past-deadline" });
    await close("declined", "2025-01-25T18:00:00.000Z");
    await close("referred-out", "2025-01-15T18:00:00.000Z", { referredTo: "Hale Law", share: 33 });
    await close("declined", "2025-02-03T18:00:00.000Z", { reason: "conflict" });
    await close("referred-out", "2025-02-04T18:00:00.000Z", { referredTo: "Hale Law", share: 25 });
    await close("referred-out", "2025-02-05T18:00:00.000Z", { referredTo: "Ortiz & Cho" });
    await close("referred-out", "2025-02-06T18:00:00.000Z", { referredTo: "Hale Law" });
    // Reopened since: no longer declined, not counted.
    const reopened = await seedLead({ createdAt: "2025-01-02T18:00:00.000Z", status: "contacted" });
    await statusChange(reopened, "declined", "2025-01-11T18:00:00.000Z", { reason: "other" });
  });

  it("counts each reason per Kent month, and referrals with to whom", async () => {
    const page = await desk("/desk/declines?range=custom&from=2025-01-01&to=2025-02-28");
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("Declined and referred, 2025-01-01 to 2025-02-28");
    expect(page.text).toContain("5 declined and 4 referred out.");
    const csv = await desk("/desk/export/declines.csv?range=custom&from=2025-01-01&to=2025-02-28");
    expect(csv.text.split("\r\n")).toEqual([
      "Month (Kent),Declined: No liability,Declined: Injuries too minor,Declined: Past the deadline,Declined: Conflict of interest,Declined: Already represented,Declined: Outside our practice,Declined: Other,Declined: No reason recorded,Declined in all,Referred out,Referred to",
      "2025-01,2,0,1,0,0,0,0,1,4,1,Hale Law (1)",
      "2025-02,0,0,0,1,0,0,0,0,1,3,Hale Law (2); Ortiz & Cho (1)",
      "",
    ]);
  });

  it("folds rows into months in code as on the page", () => {
    const months = declinesByMonth([
      { status: "declined", closedAt: "2025-03-01T07:59:00.000Z", reason: "conflict", referredTo: null },
      { status: "declined", closedAt: "2025-03-01T08:00:00.000Z", reason: null, referredTo: null },
      { status: "referred-out", closedAt: "2025-03-02T08:00:00.000Z", reason: null, referredTo: "  " },
    ]);
    expect(months.map((m) => [m.month, m.declinedTotal, m.declined.conflict, m.declined[NO_REASON], m.referred, m.referredTo])).toEqual([
      ["2025-02", 1, 1, 0, 0, []],
      ["2025-03", 1, 0, 1, 1, [{ name: "(not recorded)", count: 1 }]],
    ]);
  });
});

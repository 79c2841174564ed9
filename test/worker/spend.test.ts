/**
 * Ad spend as staff meet it (decision 0054), signed in through the local Access stand-in: each platform's sample file
 * uploaded, a period uploaded again (never doubled), every refusal leaving the spend as it was, the form posted twice,
 * monthly amounts, a campaign mapped once, and the numbers page's cost per signed case against the hand computation.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deskClient, Streamed } from "./desk-client";
import { fixtureFile } from "./spend-fixtures";
import { db } from "~/db/client.server";
import { keyNewCampaigns } from "~/spend/store.server";

const STAFF = "intake@kestrelinjurylaw.example";
const desk = deskClient(STAFF);

function upload(file: File, formKey: string = crypto.randomUUID()) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("formKey", formKey);
  form.set("report", file);
  return desk("/desk/numbers/spend", form);
}
const csv = (text: string, name = "report.csv") => new File([text], name, { type: "text/csv" });

const spendRows = async () =>
  (await env.DB.prepare("SELECT platform, day, campaign, amount_cents FROM ad_spend ORDER BY platform, day, campaign_key").all()).results;
const uploadsCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM spend_uploads").first<{ n: number }>())!.n;

async function seed(
  at: string,
  channel: string,
  campaign: string | null,
  status: string,
  reached: boolean,
  fee: number | null = null,
  duplicateOf: number | null = null,
  click: { gclid?: string; msclkid?: string; utmSource?: string } = {},
) {
  const { meta } = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, channel, utm_campaign, status, expected_fee_cents, first_contact_at, duplicate_of, gclid, msclkid, utm_source)
     VALUES (?1, 'Seeded', ?2, 'car-accidents', 'x', '/', '', '', 1, ?2, 'json', 'passed', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
  )
    .bind(
      at,
      crypto.randomUUID(),
      channel,
      campaign,
      status,
      fee,
      reached ? at : null,
      duplicateOf,
      click.gclid ?? null,
      click.msclkid ?? null,
      click.utmSource ?? null,
    )
    .run();
  return Number(meta.last_row_id);
}

// The data set of cost-numbers.test.ts, in D1: November's nine requests and December's one.
beforeAll(async () => {
  const [NOV, DEC] = ["2026-11-10T18:00:00.000Z", "2026-12-08T18:00:00.000Z"];
  const a = await seed(NOV, "paid-search", "car accident kent", "signed", true, 3_000_000, null, { gclid: "Cj0-a" });
  await seed(NOV, "paid-search", "car accident kent", "contacted", true, null, null, { msclkid: "ms-b" });
  await seed(NOV, "paid-search", "Car_Accident_Kent", "new", false, null, null, { utmSource: "Bing" });
  await seed(NOV, "paid-search", "car accident kent", "not-a-case", true);
  await seed(NOV, "paid-search", "car accident kent", "signed", true, null, a, { msclkid: "ms-e" });
  await seed(NOV, "paid-social", "kent-injury-lead-form", "signed", true, 1_200_000, null, { utmSource: "facebook" });
  await seed(NOV, "directory", null, "signed", true, 800_000);
  await seed(NOV, "organic-search", null, "contacted", true, null, null, { utmSource: "google" });
  await seed(DEC, "paid-search", "car accident kent", "signed", true, 2_000_000, null, { utmSource: "google" });
});

// Each test starts with no spend (the file's storage is shared by its tests).
beforeEach(async () => {
  await env.DB.batch(["ad_spend", "spend_uploads", "manual_spend", "spend_campaign_maps"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

describe("uploads", () => {
  it("each platform's file, a period again replacing (never doubling), the UTF-16 Excel CSV the same", async () => {
    for (const name of ["google-ads-campaign-report.csv", "microsoft-advertising-campaign-report.csv", "meta-ads-report.csv"]) {
      const { response } = await upload(fixtureFile(name));
      expect(response.status, name).toBe(303);
    }
    const once = await spendRows();
    expect(once).toHaveLength(11);
    expect(once.reduce((sum, r) => sum + Number(r.amount_cents), 0)).toBe(250_215 + 30_185 + 14_630);
    const { response } = await upload(fixtureFile("google-ads-campaign-report-excel.csv"));
    expect(response.headers.get("Location")).toMatch(/^\/desk\/numbers\/spend\?saved=upload&uploaded=/);
    expect(await spendRows()).toEqual(once);
    // A corrected file for November 3 alone: that day replaced, November 2 and 4 kept.
    await upload(csv("Day,Campaign,Cost\n2026-11-03,Car Accident – Kent,900.00\n"));
    const google = (await spendRows()).filter((r) => r.platform === "google-ads");
    expect(google.map((r) => [r.day, r.campaign, r.amount_cents])).toEqual([
      ["2026-11-02", "Car Accident – Kent", 125_040],
      ["2026-11-02", "Truck Crash Lawyer", 31_000],
      ["2026-11-03", "Car Accident – Kent", 90_000],
      ["2026-11-04", "Truck Crash Lawyer", 0],
    ]);
    const page = (await desk(`${response.headers.get("Location")}`)).text;
    expect(page).toContain(
      "Imported Google Ads: $2,502.15 from 2026-11-02 to 2026-11-04 (5 lines of a campaign's day), replacing that platform's spend for those days.",
    );
    expect(page).toContain("$2,502.15");
  });

  it("a file that names no currency is taken as US dollars, and the page says so", async () => {
    const { response } = await upload(csv("Day,Campaign,Cost\n2026-10-02,Brand,10\n"));
    const page = (await desk(response.headers.get("Location")!)).text;
    expect(page).toContain("The file names no currency: its amounts were taken as US dollars.");
    expect(page).toContain("None named: taken as USD");
  });

  it("the same form posted twice applies once", async () => {
    const before = await uploadsCount();
    const key = crypto.randomUUID();
    const [first, second] = [await upload(fixtureFile("meta-ads-report.csv"), key), await upload(fixtureFile("meta-ads-report.csv"), key)];
    expect([first.response.status, second.response.status]).toEqual([303, 303]);
    expect(await uploadsCount()).toBe(before + 1);
  });

  it("from another origin: refused, nothing imported", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("formKey", crypto.randomUUID());
    form.set("report", fixtureFile("meta-ads-report.csv"));
    const { response } = await desk("/desk/numbers/spend", form, "https://elsewhere.example");
    expect(response.status).toBe(403);
    expect(await spendRows()).toEqual([]);
  });
});

describe("refused whole: the spend stays as it was", () => {
  it.each([
    ["a missing column", "Campaign report\nDay,Campaign,Clicks\n2026-11-02,Brand,3\n", 'Row 2: the header has no "Cost" column'],
    ["a bad number", "Day,Campaign,Cost\n2026-11-05,Brand,10\n2026-11-06,Brand,ten\n", 'Row 3, column "Cost": "ten" is not an amount in dollars'],
    [
      "another currency",
      "Day,Campaign,Currency code,Cost\n2026-11-05,Brand,USD,1\n2026-11-06,Brand,EUR,2\n",
      'Row 3, column "Currency code": the amount is in EUR',
    ],
    ["an empty file", "", "The file is empty: nothing was imported."],
  ])("%s", async (_, text, message) => {
    await upload(fixtureFile("google-ads-campaign-report.csv"));
    const before = await spendRows();
    const uploads = await uploadsCount();
    const { response, text: page } = await upload(csv(text));
    expect(response.status).toBe(400);
    expect(page).toContain(message);
    const input = page.match(/<input[^>]*id="spend-report"[^>]*>/)![0];
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="spend-report-error"');
    expect(await spendRows()).toEqual(before);
    expect(await uploadsCount()).toBe(uploads);
  });

  it("a 10 MB file, before it is read", async () => {
    await upload(fixtureFile("google-ads-campaign-report.csv"));
    const before = await spendRows();
    const big = `Day,Campaign,Cost\n${"2026-11-05,Brand,1.00\n".repeat(Math.ceil((10 * 1024 * 1024) / 22))}`;
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const { response, text } = await upload(csv(big));
    expect(response.status).toBe(413);
    expect(text).toContain("The file is larger than 2 MB: nothing was imported.");
    expect(await spendRows()).toEqual(before);
  });

  it("a 20 MB file sent without Content-Length: refused, and not read to its end", async () => {
    await upload(fixtureFile("google-ads-campaign-report.csv"));
    const before = await spendRows();
    const form = new FormData();
    form.set("intent", "upload");
    form.set("formKey", crypto.randomUUID());
    form.set("report", csv(`Day,Campaign,Cost\n${"2026-11-05,Brand,1.00\n".repeat(Math.ceil((20 * 1024 * 1024) / 22))}`));
    const body = await Streamed.of(form);
    const { response, text } = await desk("/desk/numbers/spend", body);
    expect(response.status).toBe(413);
    expect(text).toContain("The file is larger than 2 MB: nothing was imported.");
    expect(body.pulled).toBeLessThan(body.bytes.length / 2);
    expect(await spendRows()).toEqual(before);
  });
});

describe("monthly amounts and mappings", () => {
  it("a month's amount saved, changed, refused when not an amount, removed with 0", async () => {
    const post = (amount: string) => desk("/desk/numbers/spend", { intent: "manual", month: "2026-11", source: "directory", label: "Avvo listing", amount });
    expect((await post("500")).response.headers.get("Location")).toBe("/desk/numbers/spend?saved=manual#manual");
    await post("$600.00");
    expect((await env.DB.prepare("SELECT amount_cents FROM manual_spend").all()).results).toEqual([{ amount_cents: 60_000 }]);
    const bad = await post("six hundred");
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain("Write the amount in dollars, like 1,500 (0 removes it)");
    const input = bad.text.match(/<input[^>]*name="amount"[^>]*>/)![0];
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="manual-error"');
    await post("0");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM manual_spend").first<{ n: number }>())!.n).toBe(0);
  });

  it("an unmatched campaign is listed, mapped once, and stays mapped through a new upload", async () => {
    await upload(fixtureFile("google-ads-campaign-report.csv"));
    const page = (await desk("/desk/numbers/spend")).text;
    expect(page).toContain("Truck Crash Lawyer");
    expect(page).toContain("Brand – Kestrel");
    expect(page).not.toMatch(/<p class="font-semibold">Car Accident – Kent/);
    const mapped = await desk("/desk/numbers/spend", { intent: "map", campaign: "Truck Crash Lawyer", to: "campaign:car accident kent" });
    expect(mapped.response.headers.get("Location")).toBe("/desk/numbers/spend?saved=map#unmatched");
    await upload(fixtureFile("google-ads-campaign-report.csv"));
    const after = (await desk("/desk/numbers/spend")).text;
    expect(after).not.toMatch(/<p class="font-semibold">Truck Crash Lawyer/);
    expect(after).toContain("Campaign car accident kent");
    const numbers = (await desk("/desk/numbers?range=custom&from=2026-11-01&to=2026-11-30")).text;
    // Car accident kent in November: 2,150.00 (Google) + 310.00 (Truck, mapped) = 2,460.00 over A B C D.
    expect(numbers).toMatch(/car accident kent<\/th><td[^>]*>\$2,460\.00<\/td><td[^>]*>4<\/td>/);
    const refused = await desk("/desk/numbers/spend", { intent: "map", campaign: "Brand – Kestrel", to: "source:nowhere" });
    expect(refused.response.status).toBe(400);
  });
});

describe("the numbers page", () => {
  it("cost per signed case for November and December, as computed by hand in cost-numbers.test.ts", async () => {
    for (const name of ["google-ads-campaign-report.csv", "microsoft-advertising-campaign-report.csv", "meta-ads-report.csv"]) await upload(fixtureFile(name));
    await upload(csv('Day,Campaign,Currency code,Cost\n2026-12-05,Car Accident – Kent,USD,"1,000.00"\n'));
    for (const month of ["2026-11", "2026-12"])
      await desk("/desk/numbers/spend", { intent: "manual", month, source: "directory", label: "Avvo listing", amount: "600" });
    await desk("/desk/numbers/spend", { intent: "map", campaign: "Brand – Kestrel", to: "source:direct" });
    const page = (await desk("/desk/numbers?range=custom&from=2026-11-01&to=2026-12-31")).text;
    expect(page).toContain("Spend $5,150.30; cost per signed case $1,287.58; expected fees $70,000.00.");
    // Car accident kent: 3,414.35 over 5 requests, 4 reached, 4 qualified, 2 signed: 682.87, 853.59, 1,707.18; 14.6×.
    expect(page).toMatch(
      /car accident kent<\/th><td[^>]*>\$3,414\.35<\/td><td[^>]*>5<\/td><td[^>]*>4<\/td><td[^>]*>4<\/td><td[^>]*>2<\/td><td[^>]*>\$682\.87<\/td><td[^>]*>\$853\.59<\/td><td[^>]*>\$1,707\.18<\/td><td[^>]*>\$50,000\.00<\/td><td[^>]*>14\.6×<\/td>/,
    );
    expect(page).toMatch(/Search \(not paid\)<\/th><td[^>]*>no spend recorded<\/td>/);
    // Paid search, then its platforms under it (computed by hand in cost-numbers.test.ts): Google 3,460.00 over A and I,
    // both signed, 1,730.00 a signed case; Microsoft 301.85 over B and C, none signed; D with no platform known.
    expect(page).toMatch(/>Paid search<\/th><td[^>]*>\$3,761\.85<\/td><td[^>]*>5<\/td>/);
    expect(page).toMatch(
      /<span class="sr-only">Paid search: <\/span>Google Ads<\/th><td[^>]*>\$3,460\.00<\/td><td[^>]*>2<\/td><td[^>]*>2<\/td><td[^>]*>2<\/td><td[^>]*>2<\/td>(<td[^>]*>\$1,730\.00<\/td>){3}/,
    );
    expect(page).toMatch(
      /<span class="sr-only">Paid search: <\/span>Microsoft Advertising<\/th><td[^>]*>\$301\.85<\/td><td[^>]*>2<\/td><td[^>]*>1<\/td><td[^>]*>2<\/td><td[^>]*>0<\/td>/,
    );
    expect(page).toMatch(/<span class="sr-only">Paid search: <\/span>Other or not known<\/th><td[^>]*>no spend recorded<\/td><td[^>]*>1<\/td>/);
    expect(page).toMatch(/Truck Crash Lawyer<\/th><td[^>]*>Google Ads<\/td><td[^>]*>\$310\.00<\/td>/);
    expect(page).toMatch(/Nov 2026<\/th><td[^>]*>\$3,550\.30<\/td><td[^>]*>3<\/td><td[^>]*>\$1,183\.43<\/td>/);
    expect(page).toMatch(/Dec 2026<\/th><td[^>]*>\$1,600\.00<\/td><td[^>]*>1<\/td><td[^>]*>\$1,600\.00<\/td>/);
    expect(page).toContain("<svg");
  });

  it("the same page with the requests' campaigns read live, kept by the Cron part-way, and all kept", async () => {
    await upload(fixtureFile("google-ads-campaign-report.csv"));
    await desk("/desk/numbers/spend", { intent: "map", campaign: "Truck Crash Lawyer", to: "campaign:car accident kent" });
    // The page as it shows (its nonce and form keys differ on every load).
    const page = async () => /<main[\s\S]*<\/main>/.exec((await desk("/desk/numbers?range=custom&from=2026-11-01&to=2026-12-31")).text)![0];
    const live = await page();
    expect(live).toMatch(/car accident kent<\/th><td[^>]*>\$/);
    expect(await keyNewCampaigns(db(env), 3)).toBe(3);
    expect(await page()).toBe(live);
    while ((await keyNewCampaigns(db(env), 3)) > 0);
    expect((await env.DB.prepare("SELECT campaign_key, name FROM request_campaigns ORDER BY first_lead_id").all()).results).toEqual([
      { campaign_key: "caraccidentkent", name: "car accident kent" },
      { campaign_key: "kentinjuryleadform", name: "kent-injury-lead-form" },
    ]);
    expect(await page()).toBe(live);
    expect((await desk("/desk/numbers/spend")).text).toContain('<option value="campaign:car accident kent"');
  });

  it('a period without spend reads "no spend recorded", not $0', async () => {
    const page = (await desk("/desk/numbers?range=custom&from=2030-01-01&to=2030-01-31")).text;
    expect(page).toContain("No spend recorded for 2030-01-01 to 2030-01-31.");
    expect(page).toMatch(/All<\/th><td[^>]*>no spend recorded<\/td>/);
    expect(page).not.toMatch(/>\$0\.00<\/td><td[^>]*>0<\/td>/);
  });
});

/** Ad spend in D1 (decision 0054): an upload replaces its platform's days in one batch, monthly amounts and
 * campaign mappings typed by staff, and what the numbers page reads for a period. */
import type { Db } from "~/db/client.server";
import type { ManualSpendRow, SpendCampaignMapRow, SpendUploadRow } from "~/db/schema.server";
import type { SpendRow } from "./spend-report";
import type { Platform } from "~/db/statuses";
import { campaignKey } from "./spend-values";

/** Rows per INSERT: each statement binds three parameters, the rows travel as one JSON text. */
const CHUNK = 500;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export interface SpendImport {
  platform: Platform;
  rows: SpendRow[];
  fromDay: string;
  toDay: string;
  currencyNamed: boolean;
  totalCents: number;
}

/**
 * The platform's spend for every day from the file's first to its last is replaced by the file's, with the upload's
 * record, in one batch (all or nothing). The same form posted twice applies once: `false` then.
 */
export async function importSpend(db: Db, read: SpendImport, fileName: string, by: string, formKey: string, now = new Date()): Promise<boolean> {
  const d1 = db.$client;
  try {
    await d1.batch([
      d1
        .prepare(
          `INSERT INTO spend_uploads (platform, file_name, from_day, to_day, rows, total_cents, currency_named, uploaded_at, uploaded_by, form_key)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
        )
        .bind(read.platform, fileName.slice(0, 200), read.fromDay, read.toDay, read.rows.length, read.totalCents, read.currencyNamed ? 1 : 0, now.toISOString(), by, formKey),
      d1.prepare(`DELETE FROM ad_spend WHERE platform = ?1 AND day >= ?2 AND day <= ?3`).bind(read.platform, read.fromDay, read.toDay),
      ...chunks(read.rows).map((some) =>
        d1
          .prepare(
            `INSERT INTO ad_spend (platform, day, campaign, campaign_key, amount_cents, upload_id)
             SELECT ?2, json_extract(value, '$.day'), json_extract(value, '$.campaign'), json_extract(value, '$.campaignKey'), json_extract(value, '$.cents'),
               (SELECT id FROM spend_uploads WHERE form_key = ?3) FROM json_each(?1)`,
          )
          .bind(JSON.stringify(some), read.platform, formKey),
      ),
    ]);
    return true;
  } catch (error) {
    if (String(error).includes("spend_uploads.form_key")) return false;
    throw error;
  }
}

/** A month's amount for one source and item; 0 removes it. */
export async function saveManualSpend(db: Db, entry: { month: string; source: string; label: string; cents: number }, by: string, now = new Date()) {
  const d1 = db.$client;
  if (entry.cents === 0) {
    await d1.prepare(`DELETE FROM manual_spend WHERE month = ?1 AND source = ?2 AND label = ?3`).bind(entry.month, entry.source, entry.label).run();
    return;
  }
  await d1
    .prepare(
      `INSERT INTO manual_spend (month, source, label, amount_cents, updated_at, updated_by) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (month, source, label) DO UPDATE SET amount_cents = excluded.amount_cents, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    )
    .bind(entry.month, entry.source, entry.label, entry.cents, now.toISOString(), by)
    .run();
}

/** An ad campaign counted as a first-touch campaign, or under a source; kept for every later upload. */
export async function saveCampaignMap(db: Db, map: { campaign: string; to: { campaign: string } | { source: string } }, by: string, now = new Date()) {
  const toCampaign = "campaign" in map.to ? campaignKey(map.to.campaign) : null;
  const toSource = "source" in map.to ? map.to.source : null;
  await db.$client
    .prepare(
      `INSERT INTO spend_campaign_maps (campaign_key, campaign, to_campaign_key, to_source, mapped_at, mapped_by) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (campaign_key) DO UPDATE SET to_campaign_key = excluded.to_campaign_key, to_source = excluded.to_source, mapped_at = excluded.mapped_at, mapped_by = excluded.mapped_by`,
    )
    .bind(campaignKey(map.campaign), map.campaign, toCampaign, toSource, now.toISOString(), by)
    .run();
}

const camel = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), v]));

/** Every first-touch campaign a request ever had, by key, with its first spelling. */
export async function requestCampaigns(db: Db): Promise<Map<string, string>> {
  const { results } = await db.$client.prepare(`SELECT utm_campaign AS name FROM leads WHERE utm_campaign IS NOT NULL AND utm_campaign <> '' GROUP BY utm_campaign ORDER BY min(id)`).all<{ name: string }>();
  const byKey = new Map<string, string>();
  for (const { name } of results) if (!byKey.has(campaignKey(name))) byKey.set(campaignKey(name), name);
  return byKey;
}

export async function campaignMaps(db: Db): Promise<SpendCampaignMapRow[]> {
  const { results } = await db.$client.prepare(`SELECT * FROM spend_campaign_maps ORDER BY campaign`).all<Record<string, unknown>>();
  return results.map((r) => camel(r) as unknown as SpendCampaignMapRow);
}

export interface PlatformSpend {
  platform: Platform;
  campaign: string;
  campaignKey: string;
  /** "YYYY-MM". */
  month: string;
  cents: number;
}

/** The period's spend per platform, campaign and month, and the monthly amounts of the months it touches. */
export async function spendForRange(db: Db, range: { fromDay: string; toDay: string }) {
  const [platform, manual] = await db.$client.batch<Record<string, unknown>>([
    db.$client
      .prepare(
        `SELECT platform, min(campaign) AS campaign, campaign_key AS campaignKey, substr(day, 1, 7) AS month, sum(amount_cents) AS cents
         FROM ad_spend WHERE day >= ?1 AND day <= ?2 GROUP BY platform, campaign_key, substr(day, 1, 7) ORDER BY month, campaign_key`,
      )
      .bind(range.fromDay, range.toDay),
    db.$client.prepare(`SELECT * FROM manual_spend WHERE month >= ?1 AND month <= ?2 ORDER BY month, source, label`).bind(range.fromDay.slice(0, 7), range.toDay.slice(0, 7)),
  ]);
  return {
    platform: platform!.results as unknown as PlatformSpend[],
    manual: manual!.results.map((r) => camel(r) as unknown as ManualSpendRow),
    maps: await campaignMaps(db),
    campaigns: await requestCampaigns(db),
  };
}

/** The spend page: recent uploads, monthly amounts, the ad campaigns that match no request's campaign. */
export async function spendPage(db: Db) {
  const [uploads, manual, spent] = await db.$client.batch<Record<string, unknown>>([
    db.$client.prepare(`SELECT * FROM spend_uploads ORDER BY id DESC LIMIT 20`),
    db.$client.prepare(`SELECT * FROM manual_spend ORDER BY month DESC, source, label LIMIT 120`),
    db.$client.prepare(
      `SELECT platform, min(campaign) AS campaign, campaign_key AS campaignKey, sum(amount_cents) AS cents, min(day) AS fromDay, max(day) AS toDay
       FROM ad_spend GROUP BY platform, campaign_key ORDER BY cents DESC`,
    ),
  ]);
  const [maps, campaigns] = await Promise.all([campaignMaps(db), requestCampaigns(db)]);
  const mapped = new Set(maps.map((m) => m.campaignKey));
  const adCampaigns = spent!.results as unknown as { platform: Platform; campaign: string; campaignKey: string; cents: number; fromDay: string; toDay: string }[];
  return {
    uploads: uploads!.results.map((r) => ({ ...camel(r), currencyNamed: Boolean(r.currency_named) }) as unknown as SpendUploadRow),
    manual: manual!.results.map((r) => camel(r) as unknown as ManualSpendRow),
    unmatched: adCampaigns.filter((c) => !campaigns.has(c.campaignKey) && !mapped.has(c.campaignKey)),
    maps,
    campaigns: [...campaigns.values()].sort((a, b) => a.localeCompare(b)),
  };
}

/** Signed requests that came from a Google ad click (gclid, or an iOS gbraid/wbraid), signed within the range. */
export async function signedFromGoogleAds(db: Db, range: { fromUtc: string; toUtc: string }) {
  const { results } = await db.$client
    .prepare(
      `SELECT NULLIF(l.gclid, '') AS gclid, NULLIF(l.gbraid, '') AS gbraid, NULLIF(l.wbraid, '') AS wbraid, MAX(c.changed_at) AS signedAt, l.expected_fee_cents AS expectedFeeCents
       FROM leads l JOIN lead_status_changes c ON c.lead_id = l.id AND c.to_status = 'signed'
       WHERE l.status = 'signed' AND (NULLIF(l.gclid, '') IS NOT NULL OR NULLIF(l.gbraid, '') IS NOT NULL OR NULLIF(l.wbraid, '') IS NOT NULL)
       GROUP BY l.id HAVING MAX(c.changed_at) >= ?1 AND MAX(c.changed_at) < ?2 ORDER BY signedAt`,
    )
    .bind(range.fromUtc, range.toUtc)
    .all<{ gclid: string | null; gbraid: string | null; wbraid: string | null; signedAt: string; expectedFeeCents: number | null }>();
  return results;
}

/** Ad spend in D1 (decision 0054): an upload replaces its platform's days in one batch, monthly amounts and
 * campaign mappings typed by staff, and what the numbers page reads for a period. */
import { and, desc, eq, gt, gte, inArray, isNotNull, lt, lte, ne, or, sql, sum } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { given } from "~/db/guarded-change.server";
import {
  adSpend,
  leads,
  leadStatusChanges,
  manualSpend,
  requestCampaignNames,
  type ManualSpendRow,
  spendCampaignMaps,
  type SpendCampaignMapRow,
  spendUploads,
  type SpendUploadRow,
} from "~/db/schema.server";
import type { SpendRow } from "./spend-report";
import type { Platform } from "~/db/statuses";
import { campaignKey } from "./spend-values";
import { walkedUpTo, walkUpTo } from "~/leads/store.server";

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
  const field = (name: string) => sql`json_extract(value, ${`$.${name}`})`;
  const upload = db.select({ id: spendUploads.id }).from(spendUploads).where(eq(spendUploads.formKey, formKey));
  try {
    await db.batch([
      db.insert(spendUploads).values({
        platform: read.platform,
        fileName: fileName.slice(0, 200),
        fromDay: read.fromDay,
        toDay: read.toDay,
        rows: read.rows.length,
        totalCents: read.totalCents,
        currencyNamed: read.currencyNamed,
        uploadedAt: now.toISOString(),
        uploadedBy: by,
        formKey,
      }),
      db.delete(adSpend).where(and(eq(adSpend.platform, read.platform), gte(adSpend.day, read.fromDay), lte(adSpend.day, read.toDay))),
      ...chunks(read.rows).map((some) =>
        db.insert(adSpend).select(
          db
            .select({
              id: given(null, "id"),
              platform: given(read.platform, "platform"),
              day: sql<string>`${field("day")}`.as("day"),
              campaign: sql<string>`${field("campaign")}`.as("campaign"),
              campaignKey: sql<string>`${field("campaignKey")}`.as("campaign_key"),
              amountCents: sql<number>`${field("cents")}`.as("amount_cents"),
              uploadId: sql<number>`(${upload})`.as("upload_id"),
            })
            .from(sql`json_each(${JSON.stringify(some)})`),
        ),
      ),
    ]);
    return true;
  } catch (error) {
    if (`${error} ${(error as { cause?: unknown }).cause ?? ""}`.includes("spend_uploads.form_key")) return false;
    throw error;
  }
}

/** A month's amount for one source and item; 0 removes it. */
export async function saveManualSpend(db: Db, entry: { month: string; source: string; label: string; cents: number }, by: string, now = new Date()) {
  const source = entry.source as ManualSpendRow["source"];
  if (entry.cents === 0) {
    await db.delete(manualSpend).where(and(eq(manualSpend.month, entry.month), eq(manualSpend.source, source), eq(manualSpend.label, entry.label)));
    return;
  }
  const changed = { amountCents: entry.cents, updatedAt: now.toISOString(), updatedBy: by };
  await db
    .insert(manualSpend)
    .values({ month: entry.month, source, label: entry.label, ...changed })
    .onConflictDoUpdate({ target: [manualSpend.month, manualSpend.source, manualSpend.label], set: changed });
}

/** An ad campaign counted as a first-touch campaign, or under a source; kept for every later upload. */
export async function saveCampaignMap(db: Db, map: { campaign: string; to: { campaign: string } | { source: string } }, by: string, now = new Date()) {
  const changed = {
    toCampaignKey: "campaign" in map.to ? campaignKey(map.to.campaign) : null,
    toSource: ("source" in map.to ? map.to.source : null) as SpendCampaignMapRow["toSource"],
    mappedAt: now.toISOString(),
    mappedBy: by,
  };
  await db
    .insert(spendCampaignMaps)
    .values({ campaignKey: campaignKey(map.campaign), campaign: map.campaign, ...changed })
    .onConflictDoUpdate({ target: spendCampaignMaps.campaignKey, set: changed });
}

const CAMPAIGN_WALK = "request_campaigns";

/** Each campaign key's first spelling (the earliest request's) among these requests, oldest first. */
function firstSpellings(rows: { id: number; name: string | null }[]): Map<string, { name: string; id: number }> {
  const byKey = new Map<string, { name: string; id: number }>();
  for (const { id, name } of rows) if (name && !byKey.has(campaignKey(name))) byKey.set(campaignKey(name), { name, id });
  return byKey;
}

/**
 * The Cron keeps request_campaigns: the next `limit` requests' campaigns, by key, with the earliest spelling (an earlier
 * request's replaces a later one's), and the walk's mark moved past them in the same batch. Returns how many it read.
 */
export async function keyNewCampaigns(db: Db, limit = 5_000): Promise<number> {
  const rows = await db
    .select({ id: leads.id, name: leads.utmCampaign })
    .from(leads)
    .where(gt(leads.id, walkedUpTo(CAMPAIGN_WALK)))
    .orderBy(leads.id)
    .limit(limit);
  if (rows.length === 0) return 0;
  const keyed = [...firstSpellings(rows)].map(([key, { name, id }]) => ({ key, name, id }));
  const field = (name: string) => sql`json_extract(value, ${`$.${name}`})`;
  await db.batch([
    walkUpTo(db, CAMPAIGN_WALK, rows.at(-1)!.id),
    ...chunks(keyed).map((some) =>
      db
        .insert(requestCampaignNames)
        .select(
          db
            .select({
              campaignKey: sql<string>`${field("key")}`.as("campaign_key"),
              name: sql<string>`${field("name")}`.as("name"),
              firstLeadId: sql<number>`${field("id")}`.as("first_lead_id"),
            })
            .from(sql`json_each(${JSON.stringify(some)})`)
            .where(sql`1`),
        )
        .onConflictDoUpdate({
          target: requestCampaignNames.campaignKey,
          set: { name: sql`excluded.name`, firstLeadId: sql`excluded.first_lead_id` },
          setWhere: sql`excluded.first_lead_id < ${requestCampaignNames.firstLeadId}`,
        }),
    ),
  ] as [never]);
  return rows.length;
}

/**
 * Every first-touch campaign a request ever had (or only these keys), by key, with its first spelling: the ones the
 * Cron has kept, and those of the requests it has not reached yet. An erased request's campaign stays (not personal).
 */
export async function requestCampaigns(db: Db, keys?: readonly string[]): Promise<Map<string, string>> {
  const [kept, tail] = await db.batch([
    db
      .select({ key: requestCampaignNames.campaignKey, name: requestCampaignNames.name })
      .from(requestCampaignNames)
      .where(keys && sql`${requestCampaignNames.campaignKey} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`),
    db
      .select({ id: leads.id, name: leads.utmCampaign })
      .from(leads)
      .where(and(gt(leads.id, walkedUpTo(CAMPAIGN_WALK)), isNotNull(leads.utmCampaign), ne(leads.utmCampaign, "")))
      .orderBy(leads.id),
  ]);
  const byKey = new Map(kept.map((row) => [row.key, row.name]));
  for (const [key, { name }] of firstSpellings(tail)) if (!byKey.has(key) && (!keys || keys.includes(key))) byKey.set(key, name);
  return byKey;
}

export const campaignMaps = (db: Db): Promise<SpendCampaignMapRow[]> => db.select().from(spendCampaignMaps).orderBy(spendCampaignMaps.campaign);

export interface PlatformSpend {
  platform: Platform;
  campaign: string;
  campaignKey: string;
  /** "YYYY-MM". */
  month: string;
  cents: number;
}

const spentCents = sum(adSpend.amountCents).mapWith(Number);
const firstSpelling = sql<string>`min(${adSpend.campaign})`;

/** The period's spend per platform, campaign and month, and the monthly amounts of the months it touches. */
export async function spendForRange(db: Db, range: { fromDay: string; toDay: string }) {
  const month = sql<string>`substr(${adSpend.day}, 1, 7)`;
  const [platform, manual] = await db.batch([
    db
      .select({ platform: adSpend.platform, campaign: firstSpelling, campaignKey: adSpend.campaignKey, month, cents: spentCents })
      .from(adSpend)
      .where(and(gte(adSpend.day, range.fromDay), lte(adSpend.day, range.toDay)))
      .groupBy(adSpend.platform, adSpend.campaignKey, month)
      .orderBy(month, adSpend.campaignKey),
    db
      .select()
      .from(manualSpend)
      .where(and(gte(manualSpend.month, range.fromDay.slice(0, 7)), lte(manualSpend.month, range.toDay.slice(0, 7))))
      .orderBy(manualSpend.month, manualSpend.source, manualSpend.label),
  ]);
  const maps = await campaignMaps(db);
  // Only the campaigns the period's spend names, itself or by its mapping.
  const keys = [...new Set([...platform.map((row) => row.campaignKey), ...maps.flatMap((m) => (m.toCampaignKey ? [m.toCampaignKey] : []))])];
  return { platform: platform as PlatformSpend[], manual, maps, campaigns: await requestCampaigns(db, keys) };
}

/** The spend page: recent uploads, monthly amounts, the ad campaigns that match no request's campaign. */
export async function spendPage(db: Db) {
  const [uploads, manual, adCampaigns] = await db.batch([
    db.select().from(spendUploads).orderBy(desc(spendUploads.id)).limit(20),
    db.select().from(manualSpend).orderBy(desc(manualSpend.month), manualSpend.source, manualSpend.label).limit(120),
    db
      .select({
        platform: adSpend.platform,
        campaign: firstSpelling,
        campaignKey: adSpend.campaignKey,
        cents: spentCents,
        fromDay: sql<string>`min(${adSpend.day})`,
        toDay: sql<string>`max(${adSpend.day})`,
      })
      .from(adSpend)
      .groupBy(adSpend.platform, adSpend.campaignKey)
      .orderBy(desc(sum(adSpend.amountCents))),
  ]);
  const [maps, campaigns] = await Promise.all([campaignMaps(db), requestCampaigns(db)]);
  const mapped = new Set(maps.map((m) => m.campaignKey));
  return {
    uploads: uploads as SpendUploadRow[],
    manual,
    unmatched: adCampaigns.filter((c) => !campaigns.has(c.campaignKey) && !mapped.has(c.campaignKey)),
    maps,
    campaigns: [...campaigns.values()].sort((a, b) => a.localeCompare(b)),
  };
}

/**
 * Signed requests that came from a Google ad click (gclid, or an iOS gbraid/wbraid), whose latest signing falls within
 * the range, by that time, a page of `size` at a time. Read from the signings since the range began (their index), so a
 * page costs what the signings since then cost, not every request.
 */
export async function* signedFromGoogleAds(db: Db, range: { fromUtc: string; toUtc: string }, size = 500) {
  const clickId = (column: SQLiteColumn) => sql<string | null>`nullif(${column}, '')`;
  const since = db
    .select({ leadId: leadStatusChanges.leadId })
    .from(leadStatusChanges)
    .where(and(eq(leadStatusChanges.toStatus, "signed"), gte(leadStatusChanges.changedAt, range.fromUtc)));
  const latest = db
    .select({ leadId: leadStatusChanges.leadId, signedAt: sql<string>`max(${leadStatusChanges.changedAt})`.as("signed_at") })
    .from(leadStatusChanges)
    .where(and(eq(leadStatusChanges.toStatus, "signed"), inArray(leadStatusChanges.leadId, since)))
    .groupBy(leadStatusChanges.leadId)
    .as("latest");
  let after = { at: "", id: 0 };
  for (;;) {
    const page = await db
      .select({
        id: leads.id,
        gclid: clickId(leads.gclid),
        gbraid: clickId(leads.gbraid),
        wbraid: clickId(leads.wbraid),
        signedAt: latest.signedAt,
        expectedFeeCents: leads.expectedFeeCents,
      })
      .from(latest)
      .innerJoin(leads, eq(leads.id, latest.leadId))
      .where(
        and(
          lt(latest.signedAt, range.toUtc),
          or(gt(latest.signedAt, after.at), and(eq(latest.signedAt, after.at), gt(leads.id, after.id))),
          eq(leads.status, "signed"),
          or(isNotNull(clickId(leads.gclid)), isNotNull(clickId(leads.gbraid)), isNotNull(clickId(leads.wbraid))),
        ),
      )
      .orderBy(sql`${latest.signedAt}`, leads.id)
      .limit(size);
    if (page.length > 0) yield page.map(({ id: _, ...conversion }) => conversion);
    if (page.length < size) return;
    after = { at: page.at(-1)!.signedAt, id: page.at(-1)!.id };
  }
}

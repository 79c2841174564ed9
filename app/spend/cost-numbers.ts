/** Cost per outcome (decision 0054), pure: the period's spend beside its requests per source and campaign, each
 * person once (decision 0047); spend that matches no request's campaign is listed apart, never dropped. */
import { platformName } from "./spend-report";
import { type Platform, spendPlatforms } from "~/db/statuses";
import { campaignKey } from "./spend-values";
import { arrivalOf, breakdown, groupPeople, isPerson, type NumbersLead } from "~/leads/lead-numbers";

/** Where an ad platform's clicks land when no mapping says otherwise. */
export const platformSource: Record<Platform, string> = { "google-ads": "paid-search", "microsoft-ads": "paid-search", "meta-ads": "paid-social" };

/** The sources an ad's click can have: only there does a request have a platform. */
const adSources = new Set(["paid-search", "paid-social", "display"]);
const senders: [RegExp, Platform][] = [
  [/^(google|adwords|googleads|google-ads)$/, "google-ads"],
  [/^(bing|microsoft|msads|microsoftads|microsoft-ads)$/, "microsoft-ads"],
  [/^(facebook|fb|instagram|ig|meta)$/, "meta-ads"],
];

export interface AdTouch {
  channel: string | null;
  gclid?: string | null;
  gbraid?: string | null;
  wbraid?: string | null;
  msclkid?: string | null;
  fbclid?: string | null;
  utmSource?: string | null;
}

/** A request's ad platform (decision 0069): its click id, else its utm_source, else Meta's fbclid on a paid-social
 * visit; only for a source an ad can have. */
export function adPlatformOf(touch: AdTouch): Platform | null {
  if (!adSources.has(touch.channel ?? "")) return null;
  if (touch.gclid || touch.gbraid || touch.wbraid) return "google-ads";
  if (touch.msclkid) return "microsoft-ads";
  const sender = (touch.utmSource ?? "").trim().toLowerCase();
  const tagged = senders.find(([pattern]) => pattern.test(sender))?.[1];
  if (tagged) return tagged;
  return touch.fbclid && touch.channel === "paid-social" ? "meta-ads" : null;
}

export interface SpendFacts {
  platform: { platform: Platform; campaign: string; campaignKey: string; month: string; cents: number }[];
  manual: { month: string; source: string; label: string; amountCents: number }[];
  maps: { campaignKey: string; toCampaignKey: string | null; toSource: string | null }[];
  /** Every request's first-touch campaign ever, by key (its first spelling). */
  campaigns: Map<string, string>;
}

export interface CostRow {
  key: string;
  name: string;
  /** Null: no spend recorded (not $0). */
  spendCents: number | null;
  requests: number;
  contacted: number;
  qualified: number;
  signed: number;
  expectedFeeCents: number;
  perRequest: number | null;
  perReached: number | null;
  perSigned: number | null;
  /** Expected fees ÷ spend. */
  feesPerSpend: number | null;
  /** A source's rows per ad platform (and the rest, "other"), which add up to it; none for a source no ad reached. */
  platforms?: CostRow[];
}

const OTHER_PLATFORM = "other";

export interface MonthCost {
  month: string;
  spendCents: number | null;
  signed: number;
  perSigned: number | null;
}

export interface CostNumbers {
  bySource: CostRow[];
  byCampaign: CostRow[];
  totals: CostRow;
  unmatched: { platform: Platform; campaign: string; cents: number }[];
  /** Spend counted under a source but no campaign: typed by hand, or mapped to a source. */
  sourceOnlyCents: number;
  byMonth: MonthCost[];
}

const per = (cents: number | null, count: number) => (cents === null || count === 0 ? null : cents / count);

function costRow(key: string, name: string, people: NumbersLead[], spendCents: number | null): CostRow {
  const b = breakdown(key, people);
  return {
    key,
    name,
    spendCents,
    requests: b.requests,
    contacted: b.contacted,
    qualified: b.qualified,
    signed: b.signed,
    expectedFeeCents: b.expectedFeeCents,
    perRequest: per(spendCents, b.requests),
    perReached: per(spendCents, b.contacted),
    perSigned: per(spendCents, b.signed),
    feesPerSpend: spendCents ? b.expectedFeeCents / spendCents : null,
  };
}

const daysIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** A monthly amount's share of the period: its days in the period over the month's days, in whole cents. */
export function prorate(amountCents: number, month: string, fromDay: string, toDay: string): number {
  const first = `${month}-01`;
  const last = `${month}-${String(daysIn(month)).padStart(2, "0")}`;
  const from = fromDay > first ? fromDay : first;
  const to = toDay < last ? toDay : last;
  if (from > to) return 0;
  const covered = Number(to.slice(8)) - Number(from.slice(8)) + 1;
  return Math.round((amountCents * covered) / daysIn(month));
}

/** The months from the period's first day to its last, "YYYY-MM". */
export function monthsBetween(fromDay: string, toDay: string): string[] {
  const months: string[] = [];
  for (
    let [y, m] = [Number(fromDay.slice(0, 4)), Number(fromDay.slice(5, 7))];
    `${y}-${String(m).padStart(2, "0")}` <= toDay.slice(0, 7);
    m === 12 ? (y++, (m = 1)) : m++
  )
    months.push(`${y}-${String(m).padStart(2, "0")}`);
  return months;
}

const add = (map: Map<string, number>, key: string, cents: number) => map.set(key, (map.get(key) ?? 0) + cents);

export function costNumbers(leads: NumbersLead[], spend: SpendFacts, range: { fromDay: string; toDay: string }): CostNumbers {
  const people = leads.filter(isPerson);
  const maps = new Map(spend.maps.map((m) => [m.campaignKey, m]));
  const bySource = new Map<string, number>();
  const bySourcePlatform = new Map<string, number>();
  const manualBySource = new Map<string, number>();
  const byCampaign = new Map<string, number>();
  const byMonth = new Map<string, number>();
  const spellings = new Map<string, string>();
  const unmatched = new Map<string, { platform: Platform; campaign: string; cents: number }>();
  let sourceOnlyCents = 0;
  let any = false;
  for (const row of spend.platform) {
    any = true;
    const map = maps.get(row.campaignKey);
    add(bySource, map?.toSource ?? platformSource[row.platform], row.cents);
    add(bySourcePlatform, `${map?.toSource ?? platformSource[row.platform]}|${row.platform}`, row.cents);
    add(byMonth, row.month, row.cents);
    const key = map ? map.toCampaignKey : spend.campaigns.has(row.campaignKey) ? row.campaignKey : undefined;
    if (key) {
      add(byCampaign, key, row.cents);
      if (!spellings.has(key)) spellings.set(key, spend.campaigns.get(key) ?? row.campaign);
    } else if (key === null) sourceOnlyCents += row.cents;
    else {
      const id = `${row.platform}|${row.campaignKey}`;
      const seen = unmatched.get(id) ?? { platform: row.platform, campaign: row.campaign, cents: 0 };
      seen.cents += row.cents;
      unmatched.set(id, seen);
    }
  }
  for (const entry of spend.manual) {
    any = true;
    const cents = prorate(entry.amountCents, entry.month, range.fromDay, range.toDay);
    add(bySource, entry.source, cents);
    add(manualBySource, entry.source, cents);
    add(byMonth, entry.month, cents);
    sourceOnlyCents += cents;
  }
  const total = [...bySource.values()].reduce((a, b) => a + b, 0);

  const group = (keyOf: (lead: NumbersLead) => string) => groupPeople(people, keyOf);
  const sourceOf = (l: NumbersLead) => l.channel ?? "direct";
  const campaignOf = (l: NumbersLead) => (l.utmCampaign ? campaignKey(l.utmCampaign) : "");
  const peopleBySource = group(sourceOf);
  const peopleByCampaign = group(campaignOf);
  for (const lead of people) if (lead.utmCampaign && !spellings.has(campaignOf(lead))) spellings.set(campaignOf(lead), lead.utmCampaign);
  const rows = (keys: Set<string>, groups: Map<string, NumbersLead[]>, spent: Map<string, number>, nameOf: (key: string) => string) =>
    [...keys]
      .map((key) => costRow(key, nameOf(key), groups.get(key) ?? [], spent.has(key) ? spent.get(key)! : null))
      .sort((a, b) => (b.spendCents ?? -1) - (a.spendCents ?? -1) || b.requests - a.requests || a.name.localeCompare(b.name));

  /** A source's platform rows, and the rest: spend typed by hand for it, its people no platform accounts for. */
  const platformRows = (source: CostRow): CostRow[] => {
    const group = peopleBySource.get(source.key) ?? [];
    const used = spendPlatforms.filter((p) => bySourcePlatform.has(`${source.key}|${p}`) || group.some((l) => l.adPlatform === p));
    if (used.length === 0) return [];
    const rows = used.map((p) => {
      const spent = bySourcePlatform.get(`${source.key}|${p}`);
      return costRow(
        p,
        platformName[p],
        group.filter((l) => l.adPlatform === p),
        spent ?? null,
      );
    });
    const rest = group.filter((l) => !l.adPlatform);
    const typed = manualBySource.has(source.key) ? manualBySource.get(source.key)! : null;
    if (rest.length > 0 || typed !== null) rows.push(costRow(OTHER_PLATFORM, "Other or not known", rest, typed));
    return rows;
  };

  // Signed people by the Kent month they came in, counted once.
  const signedByMonth = new Map<string, number>();
  for (const lead of people) if (lead.status === "signed") add(signedByMonth, arrivalOf(lead).day.slice(0, 7), 1);
  const monthSigned = (month: string) => signedByMonth.get(month) ?? 0;
  return {
    bySource: rows(new Set([...peopleBySource.keys(), ...bySource.keys()]), peopleBySource, bySource, (key) => key).map((row) => {
      const split = platformRows(row);
      return split.length ? { ...row, platforms: split } : row;
    }),
    byCampaign: rows(new Set([...peopleByCampaign.keys(), ...byCampaign.keys()]), peopleByCampaign, byCampaign, (key) =>
      key === "" ? "(no campaign)" : spellings.get(key)!,
    ),
    totals: costRow("all", "All", people, any ? total : null),
    unmatched: [...unmatched.values()].sort((a, b) => b.cents - a.cents),
    sourceOnlyCents,
    byMonth: monthsBetween(range.fromDay, range.toDay).map((month) => {
      const spendCents = byMonth.has(month) ? byMonth.get(month)! : null;
      const signed = monthSigned(month);
      return { month, spendCents, signed, perSigned: per(spendCents, signed) };
    }),
  };
}

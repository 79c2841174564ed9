/**
 * The channel a lead (or a call tap) came through, from its first touch, by one rule
 * (docs/decisions/0014-attribution.md), applied in this order:
 *
 * 1. An ad click id: gclid, gbraid, wbraid or msclkid -> `paid-search`; fbclid is added by
 *    Meta to every link clicked there, ads and posts alike -> `social` (unless step 2 says
 *    paid).
 * 2. Campaign tags: `utm_medium` names the channel (cpc, ppc, paid… -> `paid-search`, or
 *    `paid-social` when the source is a social network; social -> `social`; email;
 *    display/banner/cpm -> `display`; affiliate or referral -> `referral`; organic ->
 *    `organic-search`); any other tagged visit -> `campaign`.
 * 3. The external referrer: a search engine -> `organic-search`; a social network ->
 *    `social`; a webmail -> `email`; a lawyer directory or review site -> `directory`;
 *    any other site -> `referral`.
 * 4. Nothing at all -> `direct`.
 */
import type { Attribution } from "./fields";

export const channels = [
  "paid-search",
  "paid-social",
  "display",
  "organic-search",
  "social",
  "email",
  "directory",
  "referral",
  "campaign",
  "direct",
] as const;
export type Channel = (typeof channels)[number];

const searchEngines = /(^|\.)(google\.[a-z.]+|bing\.com|yahoo\.[a-z.]+|duckduckgo\.com|ecosia\.org|search\.brave\.com|baidu\.com|yandex\.[a-z.]+|aol\.com|ask\.com)$/;
const socialNetworks =
  /(^|\.)(facebook\.com|fb\.com|fb\.me|instagram\.com|t\.co|twitter\.com|x\.com|linkedin\.com|lnkd\.in|youtube\.com|youtu\.be|tiktok\.com|reddit\.com|pinterest\.com|nextdoor\.com|threads\.net|whatsapp\.com)$/;
const webmail = /(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com|mail\.aol\.com)$/;
const directories =
  /(^|\.)(avvo\.com|justia\.com|findlaw\.com|lawyers\.com|martindale\.com|superlawyers\.com|nolo\.com|yelp\.com|bbb\.org|expertise\.com|lawinfo\.com)$/;

const mediums: [RegExp, Channel][] = [
  [/^(cpc|ppc|paid|paid[-_ ]?search|sem|search[-_ ]?ads?)$/, "paid-search"],
  [/^(paid[-_ ]?social|social[-_ ]?paid|social[-_ ]?ads?)$/, "paid-social"],
  [/^(social|social[-_ ]?media|social[-_ ]?network|sm)$/, "social"],
  [/^(e-?mail|newsletter)$/, "email"],
  [/^(display|banner|cpm|video)$/, "display"],
  [/^(affiliate|referral|partner)$/, "referral"],
  [/^organic$/, "organic-search"],
];

const hostOf = (address: string | undefined) => {
  if (!address) return undefined;
  try {
    return new URL(address).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return undefined;
  }
};

export function channelOf(touch: Attribution): Channel {
  const source = (touch.utm_source ?? "").toLowerCase();
  const medium = (touch.utm_medium ?? "").toLowerCase().trim();
  const socialSource = socialNetworks.test(source) || /^(facebook|fb|instagram|meta|twitter|x|linkedin|tiktok|youtube|nextdoor)$/.test(source);

  if (touch.gclid || touch.gbraid || touch.wbraid || touch.msclkid) return "paid-search";
  if (medium) {
    const [, channel] = mediums.find(([pattern]) => pattern.test(medium)) ?? [];
    if (channel === "paid-search" && socialSource) return "paid-social";
    if (channel) return channel;
  }
  if (touch.fbclid) return "social";
  if (medium || source || touch.utm_campaign) return "campaign";

  const host = hostOf(touch.referrer);
  if (!host) return "direct";
  if (webmail.test(host)) return "email";
  if (searchEngines.test(host)) return "organic-search";
  if (socialNetworks.test(host)) return "social";
  if (directories.test(host)) return "directory";
  return "referral";
}

/** Who sent the visit, for the report: the campaign source, else the referring site. */
export function sourceOf(touch: Attribution): string {
  return touch.utm_source?.toLowerCase() || hostOf(touch.referrer) || "(direct)";
}

/** What staff read for a visit's source (the desk calls a lead's `channel` its source). */
export const sourceLabel: Record<Channel, string> = {
  "paid-search": "Paid search",
  "paid-social": "Paid social",
  display: "Display ads",
  "organic-search": "Search (not paid)",
  social: "Social media",
  email: "Email",
  directory: "Lawyer directory or reviews",
  referral: "Another website",
  campaign: "Tagged campaign",
  direct: "Direct (typed or bookmarked)",
};

/** A stored source in words; rows from before attribution have none. */
export const sourceName = (channel: string | null): string => (channel === null ? "Unknown" : (sourceLabel[channel as Channel] ?? channel));

/** A visit's source, by one rule in order: an ad click id, the campaign tags, the referring site, else direct. */
import type { Source } from "~/db/statuses";
import { type Attribution, attributionFields, urlFields } from "./fields";

const searchEngines =
  /(^|\.)(google\.[a-z.]+|bing\.com|yahoo\.[a-z.]+|duckduckgo\.com|ecosia\.org|search\.brave\.com|baidu\.com|yandex\.[a-z.]+|aol\.com|ask\.com)$/;
const socialNetworks =
  /(^|\.)(facebook\.com|fb\.com|fb\.me|instagram\.com|t\.co|twitter\.com|x\.com|linkedin\.com|lnkd\.in|youtube\.com|youtu\.be|tiktok\.com|reddit\.com|pinterest\.com|nextdoor\.com|threads\.net|whatsapp\.com)$/;
const webmail = /(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com|mail\.aol\.com)$/;
const directories =
  /(^|\.)(avvo\.com|justia\.com|findlaw\.com|lawyers\.com|martindale\.com|superlawyers\.com|nolo\.com|yelp\.com|bbb\.org|expertise\.com|lawinfo\.com)$/;

const mediums: [RegExp, Source][] = [
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

export function sourceOf(touch: Attribution): Source {
  const sender = (touch.utm_source ?? "").toLowerCase();
  const medium = (touch.utm_medium ?? "").toLowerCase().trim();
  const socialSource = socialNetworks.test(sender) || /^(facebook|fb|instagram|meta|twitter|x|linkedin|tiktok|youtube|nextdoor)$/.test(sender);

  if (touch.gclid || touch.gbraid || touch.wbraid || touch.msclkid) return "paid-search";
  if (medium) {
    const [, tagged] = mediums.find(([pattern]) => pattern.test(medium)) ?? [];
    if (tagged === "paid-search" && socialSource) return "paid-social";
    if (tagged) return tagged;
  }
  // Meta adds fbclid to every link, ads and posts alike: alone it means social.
  if (touch.fbclid) return "social";
  if (medium || sender || touch.utm_campaign) return "campaign";

  const host = hostOf(touch.referrer);
  if (!host) return "direct";
  if (webmail.test(host)) return "email";
  if (searchEngines.test(host)) return "organic-search";
  if (socialNetworks.test(host)) return "social";
  if (directories.test(host)) return "directory";
  return "referral";
}

/** Who sent the visit (its sender), for the counts: the campaign's utm_source, else the referring site. */
export function senderOf(touch: Attribution): string {
  return touch.utm_source?.toLowerCase() || hostOf(touch.referrer) || "(direct)";
}

export const sourceLabel: Record<Source, string> = {
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
  phone: "Phone call or walk-in (entered by staff)",
  text: "Text to the firm's texting number",
};

/** A stored source in words; rows from before attribution have none. */
export const sourceName = (source: string | null): string => (source === null ? "Unknown" : (sourceLabel[source as Source] ?? source));

/** A first touch as the server keeps it: paths on this site, another site's origin and path, the tags. */
/** `channel` is the source under its column's name (leads.channel, daily_counts.channel): mapped here, once. */
export interface FirstTouch extends Attribution {
  channel: Source;
}

function ownPath(address: string | undefined, origins: string[]): string | undefined {
  if (!address || address.startsWith("//")) return undefined;
  try {
    const url = new URL(address, origins[0]);
    return origins.includes(url.origin) ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

function externalPage(address: string | undefined, origins: string[]): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    if (!/^https?:$/.test(url.protocol) || origins.includes(url.origin)) return undefined;
    return `${url.origin}${url.pathname}`;
  } catch {
    return undefined;
  }
}

export function firstTouch(values: Attribution, origins: string[]): FirstTouch {
  const touch: Attribution = {
    landingPage: ownPath(values.landingPage, origins),
    referrer: externalPage(values.referrer, origins),
  };
  for (const name of urlFields) if (values[name]) touch[name] = values[name];
  for (const name of attributionFields) if (touch[name] === undefined) delete touch[name];
  return { ...touch, channel: sourceOf(touch) };
}

/** A count's dimensions by column: `channel` holds the source, `source` the sender. */
export function countKey(touch: FirstTouch) {
  return {
    channel: touch.channel,
    source: senderOf(touch),
    campaign: touch.utm_campaign ?? "",
    landingPage: touch.landingPage?.split("?")[0] ?? "",
  };
}

/** A first touch as the server keeps it: paths on this site, another site's origin and path, the tags. */
import { type Attribution, attributionFields, urlFields } from "./fields";
import { type Source, senderOf, sourceOf } from "./source";

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

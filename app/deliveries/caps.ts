// The caps that keep the site from being aimed at someone (decisions 0035 and 0062).
import { sourceName } from "~/attribution/source";
import { capAlertWords } from "~/content/cap-alert";
import { log } from "~/lib/log";
import { kentDay, startOfKentDay } from "~/lib/kent-time";

export interface CapSettings {
  /** Acknowledgements a day to one recipient domain that is not free mail. */
  ackPerDomain: number;
  /** Acknowledgements a day to all free-mail domains together. */
  ackFreeMail: number;
  /** Automatic texts to one staff phone in any 60 minutes, the summary text of the rest included. */
  textsPerHour: number;
  /** The visitor's first texts a Kent day: in all, per source of the request, per client network. */
  firstTextTotal: number;
  firstTextPerSource: number;
  firstTextPerNetwork: number;
}

export const CAP_DEFAULTS: CapSettings = {
  ackPerDomain: 20,
  ackFreeMail: 200,
  textsPerHour: 10,
  firstTextTotal: 200,
  firstTextPerSource: 50,
  firstTextPerNetwork: 5,
};

const SETTING_NAMES: Record<keyof CapSettings, string> = {
  ackPerDomain: "ACK_CAP_PER_DOMAIN",
  ackFreeMail: "ACK_CAP_FREE_MAIL",
  textsPerHour: "ONCALL_TEXTS_PER_HOUR",
  firstTextTotal: "FIRST_TEXT_CAP_TOTAL",
  firstTextPerSource: "FIRST_TEXT_CAP_PER_SOURCE",
  firstTextPerNetwork: "FIRST_TEXT_CAP_PER_NETWORK",
};

export function readCaps(env: Env): CapSettings {
  const caps = { ...CAP_DEFAULTS };
  for (const [key, name] of Object.entries(SETTING_NAMES) as [keyof CapSettings, string][]) {
    const raw = String((env as unknown as Record<string, unknown>)[name] ?? "").trim();
    if (raw === "") continue;
    if (/^\d{1,6}$/.test(raw) && Number(raw) >= 1) caps[key] = Number(raw);
    else log("error", "delivery_cap_setting_invalid", { setting: name, value: raw.slice(0, 40), using: caps[key] });
  }
  return caps;
}

/** The large free-mail providers: one domain there is millions of unrelated people, so a per-domain count would
 * be no cap at all; together they share one daily total. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "rocketmail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "mail.com",
  "zoho.com",
  "comcast.net",
]);

export interface Cap {
  /** Stored on every row the cap counts, and on a row it skipped (the day's first such row tells staff). */
  key: string;
  limit: number;
  since: string;
  note: string;
  /** Counts every delivery of this channel since `since` (of requests from `source`), not rows carrying `key`. */
  counts?: { channel: string; source?: string };
}

export function acknowledgementCap(address: string, caps: CapSettings, now: Date): Cap {
  const domain = address
    .slice(address.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
  const since = startOfKentDay(kentDay(now)).toISOString();
  if (FREE_MAIL_DOMAINS.has(domain)) {
    return {
      key: "acknowledgement free-mail",
      limit: caps.ackFreeMail,
      since,
      note: `Not sent: the daily cap of ${caps.ackFreeMail} acknowledgements to free-mail addresses was reached`,
    };
  }
  return {
    key: `acknowledgement ${domain}`,
    limit: caps.ackPerDomain,
    since,
    note: `Not sent: the daily cap of ${caps.ackPerDomain} acknowledgements to ${domain} was reached`,
  };
}

const lastHour = (now: Date) => new Date(now.getTime() - 60 * 60_000).toISOString();

/** One automatic text to a staff phone (an on-call text, a new-text alert, a deadline flag, a call reminder): all
 * share the phone's hourly cap, whose last place is kept for the summary text, so the summary is never crowded out. */
export function textCap(number: string, caps: CapSettings, now: Date): Cap {
  return {
    key: `sms ${number}`,
    limit: Math.max(1, caps.textsPerHour - 1),
    since: lastHour(now),
    note: `Not sent: this phone's cap of ${caps.textsPerHour} texts an hour was reached; counted in its next summary text`,
  };
}

/** The summary text takes the cap's last place. */
export const summaryCap = (number: string, caps: CapSettings, now: Date): Cap => ({ ...textCap(number, caps, now), limit: caps.textsPerHour });

/** The request a first text is for: where it came from, and the client's network (`networkKey`). */
export interface FirstTextSource {
  channel?: string | null;
  network?: string;
}

/** The visitor's first text, a Kent day: per client network, per source of the request (its channel: a closed
 * list, so the caps per source add up to a bound nobody can multiply) and in all. A full one holds back that
 * network's or source's texts, and staff are told. */
export function firstTextCaps(lead: FirstTextSource, caps: CapSettings, now: Date): Cap[] {
  const since = startOfKentDay(kentDay(now)).toISOString();
  const source = lead.channel || "direct";
  return [
    ...(lead.network
      ? [
          {
            key: `visitor-text network ${lead.network}`,
            limit: caps.firstTextPerNetwork,
            since,
            note: `Not sent: the daily cap of ${caps.firstTextPerNetwork} first texts from one network (${lead.network}) was reached`,
          },
        ]
      : []),
    {
      key: `visitor-text source ${source}`,
      limit: caps.firstTextPerSource,
      since,
      note: `Not sent: the daily cap of ${caps.firstTextPerSource} first texts to requests from one source (${source}) was reached`,
      counts: { channel: "visitor-text", source },
    },
    {
      key: "visitor-text total",
      limit: caps.firstTextTotal,
      since,
      note: `Not sent: the daily cap of ${caps.firstTextTotal} first texts to visitors was reached`,
      counts: { channel: "visitor-text" },
    },
  ];
}

/** A cap's key as staff read it, with its limit now (the email that tells them it was reached). */
export function capWords(key: string, caps: CapSettings): string {
  const words = capAlertWords.caps;
  const rest = (prefix: string) => key.slice(prefix.length);
  if (key === "acknowledgement free-mail") return words.freeMail(caps.ackFreeMail);
  if (key.startsWith("acknowledgement ")) return words.domain(rest("acknowledgement "), caps.ackPerDomain);
  if (key.startsWith("sms ")) return words.staffPhone(rest("sms "), caps.textsPerHour);
  if (key.startsWith("visitor-text network ")) return words.network(rest("visitor-text network "), caps.firstTextPerNetwork);
  if (key.startsWith("visitor-text source ")) return words.source(sourceName(rest("visitor-text source ")), caps.firstTextPerSource);
  if (key === "visitor-text total") return words.total(caps.firstTextTotal);
  return words.other(key);
}

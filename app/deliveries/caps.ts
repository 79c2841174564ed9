// The caps that keep the site from being aimed at someone (decision 0035).
import { log } from "~/lib/log";
import { kentDay, startOfKentDay } from "~/lib/kent-time";

export interface CapSettings {
  /** Acknowledgements a day to one recipient domain that is not free mail. */
  ackPerDomain: number;
  /** Acknowledgements a day to all free-mail domains together. */
  ackFreeMail: number;
  /** On-call texts to one number in any 60 minutes; the rest are folded into one summary text. */
  textsPerHour: number;
}

export const CAP_DEFAULTS: CapSettings = { ackPerDomain: 20, ackFreeMail: 200, textsPerHour: 10 };

const SETTING_NAMES: Record<keyof CapSettings, "ACK_CAP_PER_DOMAIN" | "ACK_CAP_FREE_MAIL" | "ONCALL_TEXTS_PER_HOUR"> = {
  ackPerDomain: "ACK_CAP_PER_DOMAIN",
  ackFreeMail: "ACK_CAP_FREE_MAIL",
  textsPerHour: "ONCALL_TEXTS_PER_HOUR",
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
  key: string;
  limit: number;
  since: string;
  note: string;
}

export function acknowledgementCap(address: string, caps: CapSettings, now: Date): Cap {
  const domain = address.slice(address.lastIndexOf("@") + 1).trim().toLowerCase();
  const since = startOfKentDay(kentDay(now)).toISOString();
  if (FREE_MAIL_DOMAINS.has(domain)) {
    return { key: "acknowledgement free-mail", limit: caps.ackFreeMail, since, note: `Not sent: the daily cap of ${caps.ackFreeMail} acknowledgements to free-mail addresses was reached` };
  }
  return { key: `acknowledgement ${domain}`, limit: caps.ackPerDomain, since, note: `Not sent: the daily cap of ${caps.ackPerDomain} acknowledgements to ${domain} was reached` };
}

export function textCap(number: string, caps: CapSettings, now: Date): Cap {
  return {
    key: `sms ${number}`,
    limit: caps.textsPerHour,
    since: new Date(now.getTime() - 60 * 60_000).toISOString(),
    note: `Not sent: ${caps.textsPerHour} texts went to this number in the past hour; counted in the next summary text`,
  };
}

/** The visitor's first text shares the acknowledgements' daily total: one more way the site could be aimed at
 * strangers' phones. */
export function visitorTextCap(_number: string, caps: CapSettings, now: Date): Cap {
  return {
    key: "visitor-text",
    limit: caps.ackFreeMail,
    since: startOfKentDay(kentDay(now)).toISOString(),
    note: `Not sent: the daily cap of ${caps.ackFreeMail} texts to visitors was reached`,
  };
}

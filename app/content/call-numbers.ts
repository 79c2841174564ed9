/** The firm's tracking numbers: the source each one stands for (issue 58). The numbers themselves are a
 * setting (`CALL_TRACKING_NUMBERS`, key=+E164); the main number is `firm.phone`. Placeholder choices for the firm. */
import type { Source } from "~/db/statuses";
import type { Lang } from "./i18n";

export const callNumberKeys = ["google-ads", "google-ads-es", "microsoft-ads", "meta", "google-business-profile", "organic-search", "tv", "billboard"] as const;
export type CallNumberKey = (typeof callNumberKeys)[number];

/** A web visit that sees a number: an ad click id, or its source (sourceOf) with its sender and campaign. */
export type WebRule = { clickIds: readonly ("gclid" | "gbraid" | "wbraid" | "msclkid" | "fbclid")[] } | { source: Source; sender?: RegExp; campaign?: RegExp };

export interface CallNumberEntry {
  /** Staff words: the whisper, the desk, the numbers. */
  label: string;
  /** "es": the call is answered in Spanish. */
  lang: Lang;
  /** What a call to it is stored as: the request's first touch (channel, utm_source, utm_campaign; utm_medium is "call"). */
  touch: { source: Source; sender: string | null; campaign: string | null };
  /** Which web visits see it (any rule matches); [] = never on the site (TV, billboard). */
  web: readonly WebRule[];
}

const googleAdsVisits: readonly WebRule[] = [{ clickIds: ["gclid", "gbraid", "wbraid"] }, { source: "paid-search", sender: /^(google|adwords)/ }];

/** In order: the first entry whose rule matches a visit wins (the listing before organic search). */
export const callNumberSources: Record<CallNumberKey, CallNumberEntry> = {
  "google-ads": { label: "Google Ads", lang: "en", touch: { source: "paid-search", sender: "google", campaign: null }, web: googleAdsVisits },
  "google-ads-es": { label: "Google Ads (Spanish)", lang: "es", touch: { source: "paid-search", sender: "google", campaign: null }, web: googleAdsVisits },
  "microsoft-ads": {
    label: "Microsoft Ads",
    lang: "en",
    touch: { source: "paid-search", sender: "bing", campaign: null },
    web: [{ clickIds: ["msclkid"] }, { source: "paid-search", sender: /^(bing|microsoft)/ }],
  },
  meta: {
    label: "Meta ads",
    lang: "en",
    touch: { source: "paid-social", sender: "facebook", campaign: null },
    web: [{ source: "paid-social", sender: /^(facebook|fb|instagram|ig|meta)$/ }],
  },
  "google-business-profile": {
    label: "Google Business Profile",
    lang: "en",
    touch: { source: "organic-search", sender: "google", campaign: "gbp" },
    web: [{ source: "organic-search", sender: /^google/, campaign: /^gbp$/ }],
  },
  "organic-search": {
    label: "Search (not paid)",
    lang: "en",
    touch: { source: "organic-search", sender: null, campaign: null },
    web: [{ source: "organic-search" }],
  },
  tv: { label: "TV", lang: "en", touch: { source: "campaign", sender: "tv", campaign: "TV (placeholder)" }, web: [] },
  billboard: { label: "Billboard", lang: "en", touch: { source: "campaign", sender: "billboard", campaign: "Billboard (placeholder)" }, web: [] },
};

/** The main line: a call to firm.phone is stored with source "phone" (the source's meaning: came by phone). */
export const mainLine = { label: "Main line", lang: "en", touch: { source: "phone", sender: null, campaign: null } } as const satisfies Omit<
  CallNumberEntry,
  "web"
>;

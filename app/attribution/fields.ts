/** A visit's first touch as sent with a request, under the usual names (UTM tags, click ids) everywhere. */

export const utmFields = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const clickIdFields = ["gclid", "gbraid", "wbraid", "msclkid", "fbclid"] as const;
export const urlFields = [...utmFields, ...clickIdFields] as const;
export const attributionFields = ["landingPage", "referrer", ...urlFields] as const;

export type AttributionField = (typeof attributionFields)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

export const attributionLimits = { landingPage: 500, referrer: 500, utm: 200, clickId: 300 } as const;

export const urlFieldLimit = (name: string) => (name.startsWith("utm_") ? attributionLimits.utm : attributionLimits.clickId);

/** Without JavaScript, links carry the first touch to the next page (worker/first-touch.ts). */
export const carriedParams = { landingPage: "ft_landing", referrer: "ft_ref" } as const;

export const FIRST_TOUCH_KEY = "kestrel.firstTouch";

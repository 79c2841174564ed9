/**
 * First-touch attribution: where a visit came from, kept for the tab from its first page
 * (app/attribution/capture.ts) and sent with a consultation request. The names are the
 * usual ones (UTM parameters, ad click ids), so they read the same in the address bar,
 * the form's hidden fields, the JSON body and the `leads` columns.
 */

/** Campaign tags (Google Analytics' UTM parameters). */
export const utmFields = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** Ad click ids: Google Ads (gclid, and gbraid / wbraid on iOS), Microsoft Ads, Meta. */
export const clickIdFields = ["gclid", "gbraid", "wbraid", "msclkid", "fbclid"] as const;
/** Everything the address of the landing page can carry. */
export const urlFields = [...utmFields, ...clickIdFields] as const;
/** What a request carries: the landing page, the external referrer, and the above. */
export const attributionFields = ["landingPage", "referrer", ...urlFields] as const;

export type AttributionField = (typeof attributionFields)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

export const attributionLimits = { landingPage: 500, referrer: 500, utm: 200, clickId: 300 } as const;

/** The length a tag or click id is cut to (the schema drops a longer one). */
export const urlFieldLimit = (name: string) => (name.startsWith("utm_") ? attributionLimits.utm : attributionLimits.clickId);

/**
 * Without JavaScript, links carry the visit's first touch to the next page
 * (worker/first-touch.ts): the tags under their own names, and these two.
 */
export const carriedParams = { landingPage: "ft_landing", referrer: "ft_ref" } as const;

/** The sessionStorage key the first touch is kept under (for the tab only). */
export const FIRST_TOUCH_KEY = "kestrel.firstTouch";

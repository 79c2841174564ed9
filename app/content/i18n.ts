/** The site's two languages: English at the old addresses, Spanish under /es/. Words are typed
 * `Localized<…>`, so a missing Spanish string is a type error. */
export const languages = ["en", "es"] as const;
export type Lang = (typeof languages)[number];

/** The same thing in each language. */
export type Localized<T> = Record<Lang, T>;

/** The language of the page at `pathname`: Spanish under /es/. */
export function langOfPath(pathname: string): Lang {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

export const isLang = (value: unknown): value is Lang => languages.includes(value as Lang);

/** The entry of a content record for a page's key (every page's key is in its records). */
export function entry<T>(record: Record<string, T>, key: string): T {
  const value = record[key];
  if (value === undefined) throw new Error(`No content for "${key}"`);
  return value;
}

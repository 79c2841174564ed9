/** Addresses that hold a secret (decision 0064): a signing link's token in its path, the questions' key in the
 * query. Never a landing page, never carried in links, never whole in a log line, never sent on as a Referer.
 * Import-free: the first-touch inline script bundles it. */
import type { Localized } from "../content/i18n";

/** The signing link's page and its PDFs live under these (decision 0057). */
export const signingPrefix: Localized<string> = { en: "/sign", es: "/es/firmar" };

/** The query parameter that carries the key to the questions after Send (decision 0048). */
export const ANSWERS_KEY_PARAM = "key";

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The signing prefix a path is under, however spelt: React Router also matches `/SIGN/…` and `/%73ign/…`. */
function signingPrefixOf(pathname: string): string | undefined {
  const path = decoded(pathname)
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
  return Object.values(signingPrefix).find((prefix) => path.startsWith(`${prefix}/`));
}

export const isSigningPath = (pathname: string) => signingPrefixOf(pathname) !== undefined;

/** Whether an address holds a secret: a signing path, the questions' key, or a carried `ft_landing` holding one. */
export function holdsSecret(address: string): boolean {
  let url: URL;
  try {
    // A path as it is: "//sign/…" is no host here.
    url = address.startsWith("/") ? new URL(`http://site.invalid${address}`) : new URL(address, "http://site.invalid/");
  } catch {
    return false;
  }
  if (isSigningPath(url.pathname) || url.searchParams.has(ANSWERS_KEY_PARAM)) return true;
  for (const value of url.searchParams.values()) if (value.startsWith("/") && value !== address && holdsSecret(value)) return true;
  return false;
}

/** A form page's address as kept on a request: secrets dropped, a signing path cut to its prefix. */
export function withoutSecrets(url: URL): URL {
  const kept = new URL(url);
  const prefix = signingPrefixOf(kept.pathname);
  if (prefix) {
    kept.pathname = prefix;
    kept.search = "";
    return kept;
  }
  for (const [name, value] of [...kept.searchParams])
    if (name === ANSWERS_KEY_PARAM || (value.startsWith("/") && holdsSecret(value))) kept.searchParams.delete(name);
  return kept;
}

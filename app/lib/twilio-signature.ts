/** Twilio's webhook signature: base64 HMAC-SHA1, keyed with the auth token, of the full URL followed
 * by each POST parameter's name and value, sorted by name; compared in constant time. */

export async function twilioSignature(authToken: string, url: string, params: Iterable<[string, string]>): Promise<string> {
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = url + sorted.map(([name, value]) => name + value).join("");
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(authToken), { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data)));
  return btoa(String.fromCharCode(...mac));
}

/** The URL as called, and with its default port written out or left off, as Twilio's own libraries try. */
export function urlVariants(url: string): string[] {
  const parsed = new URL(url);
  const defaultPort = { "https:": "443", "http:": "80" }[parsed.protocol];
  // The URL parser drops a default port, so an empty port here is the default one.
  if (!defaultPort || parsed.port !== "" || parsed.username) return [url];
  const rest = `${parsed.pathname}${parsed.search}`;
  return [...new Set([url, `${parsed.protocol}//${parsed.host}${rest}`, `${parsed.protocol}//${parsed.host}:${defaultPort}${rest}`])];
}

export function constantTimeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export async function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Iterable<[string, string]>,
  header: string | null | undefined,
): Promise<boolean> {
  if (!authToken || !header) return false;
  const list = [...params];
  let ok = false;
  for (const candidate of urlVariants(url)) ok = constantTimeEqual(await twilioSignature(authToken, candidate, list), header) || ok;
  return ok;
}

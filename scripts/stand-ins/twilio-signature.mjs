// Twilio's webhook signature, as the stand-in signs what it posts to the site: base64 HMAC-SHA1, keyed
// with the auth token, of the URL called followed by each parameter's name and value sorted by name.
import { createHmac } from "node:crypto";

export function signature(authToken, url, params) {
  const data =
    url +
    [...params]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => name + value)
      .join("");
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** A webhook posted form-encoded and signed, as Twilio posts it: { status, text }. `send` is fetch (or a test's). */
export async function signedPost(send, authToken, url, params) {
  const response = await send(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature(authToken, url, params) },
    body: params.toString(),
    redirect: "manual",
  });
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", text: await response.text() };
}

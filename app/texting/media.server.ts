// A photo of an incoming text, for the desk's proxy: fetched from Twilio with the account's
// credentials (only from the API's own host) and passed on uncached; never Twilio's address.
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { textMedia } from "~/db/schema.server";
import { twilioApiBase } from "~/deliveries/twilio.server";

/** The raster images phones send: never SVG, a document that can carry script (decision 0065). */
const PHOTO_TYPES = ["image/jpeg", "image/jpg", "image/pjpeg", "image/png", "image/gif", "image/webp", "image/bmp", "image/avif", "image/heic", "image/heif"];

export const isImageType = (contentType: string) => PHOTO_TYPES.includes(contentType.trim().toLowerCase());

export const mediaPath = (messageId: number, position: number) => `/desk/texts/${messageId}/media/${position}`;

export async function mediaOf(db: Db, messageId: number, position: number) {
  return db
    .select()
    .from(textMedia)
    .where(and(eq(textMedia.textMessageId, messageId), eq(textMedia.position, position)))
    .get();
}

export type MediaAnswer = { ok: true; response: Response } | { ok: false; status: 404 | 415 | 502; message: string };

const NOT_STORED = { "Cache-Control": "private, no-store" };

/** The credentials go only to the Twilio API's host; its answer may redirect to a signed address, fetched
 * without them. */
export async function fetchMedia(env: Env, media: { twilioUrl: string; contentType: string }, signal: AbortSignal): Promise<MediaAnswer> {
  if (!isImageType(media.contentType)) return { ok: false, status: 415, message: "Not a photo: only images are shown on the desk" };
  const apiBase = new URL(twilioApiBase(env));
  const sid = String(env.TWILIO_ACCOUNT_SID ?? "").trim();
  const token = String(env.TWILIO_AUTH_TOKEN ?? "").trim();
  let url: URL;
  try {
    url = new URL(media.twilioUrl);
  } catch {
    return { ok: false, status: 404, message: "This photo's address is not valid" };
  }
  if (url.origin !== apiBase.origin || !sid || !token) return { ok: false, status: 404, message: "This photo is not at the Twilio account's address" };
  let answer = await fetch(url, { headers: { Authorization: `Basic ${btoa(`${sid}:${token}`)}` }, redirect: "manual", signal });
  const next = answer.headers.get("Location");
  if (answer.status >= 300 && answer.status < 400 && next) answer = await fetch(new URL(next, url), { redirect: "follow", signal });
  const type = answer.headers.get("Content-Type") ?? "";
  if (!answer.ok) return { ok: false, status: 502, message: `Twilio answered ${answer.status} for this photo` };
  if (!isImageType(type.split(";")[0]!)) return { ok: false, status: 415, message: "Not a photo: only images are shown on the desk" };
  const headers = new Headers({
    ...NOT_STORED,
    "Content-Type": type,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  const length = answer.headers.get("Content-Length");
  if (length) headers.set("Content-Length", length);
  return { ok: true, response: new Response(answer.body, { headers }) };
}

export const mediaRefusal = (status: number, message: string) =>
  new Response(message, { status, headers: { ...NOT_STORED, "Content-Type": "text/plain; charset=utf-8" } });

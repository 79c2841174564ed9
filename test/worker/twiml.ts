/** The phone line's tests' tools: TwiML read as XML (any parse error throws), and voice webhooks posted as Twilio
 * posts them, signed with the stand-in's token. */
import { DOMParser, type Element } from "@xmldom/xmldom";
import { inject } from "vitest";
import { twilioSignature } from "~/lib/twilio-signature";
import { ORIGIN } from "./helpers";
import { send } from "./lead-helpers";

const { vars } = inject("standIns");
export const voiceToken = String(vars.TWILIO_AUTH_TOKEN);
/** The stand-in's Twilio settings with two tracking numbers. */
export const voiceEnv = { ...vars, CALL_TRACKING_NUMBERS: "google-ads=+12535550121,google-ads-es=+12535550122" } as Partial<Env>;

export function parseTwiml(text: string): Element {
  const doc = new DOMParser({
    onError: (level, message) => {
      throw new Error(`TwiML ${level}: ${message}`);
    },
  }).parseFromString(text, "text/xml");
  const root = doc.documentElement;
  if (!root || root.tagName !== "Response") throw new Error(`Not TwiML: ${text.slice(0, 200)}`);
  return root;
}

export const children = (el: Element): Element[] => Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1);
/** The verbs in order: top-level element names. */
export const verbs = (el: Element) => children(el).map((c) => c.tagName);
export const attr = (el: Element | undefined, name: string) => el?.getAttribute(name) ?? null;
export const first = (el: Element, tag: string) => Array.from(el.getElementsByTagName(tag))[0];
export const all = (el: Element, tag: string) => Array.from(el.getElementsByTagName(tag));

export interface VoicePost {
  /** The X-Twilio-Signature to send; null: none; default: the right one for `url`. */
  signature?: string | null;
  /** The address signed (default: the one posted to). */
  url?: string;
  env?: Partial<Env>;
  method?: string;
}

export async function postVoice(path: string, fields: Record<string, string>, options: VoicePost = {}) {
  const params = new URLSearchParams(fields);
  const signature = options.signature === undefined ? await twilioSignature(voiceToken, options.url ?? `${ORIGIN}${path}`, params) : options.signature;
  const headers: Record<string, string> = signature === null ? {} : { "X-Twilio-Signature": signature };
  return send(options.method === "GET" ? null : params.toString(), "application/x-www-form-urlencoded", {
    path,
    headers,
    method: options.method,
    envOverrides: { ...voiceEnv, ...options.env },
  });
}

export const callSid = () => `CA${crypto.randomUUID().replaceAll("-", "")}`;
export const recordingSid = () => `RE${crypto.randomUUID().replaceAll("-", "")}`;

// Types of scripts/stand-ins/twilio-voice.mjs for the TypeScript that tests it (test/worker/twilio-stand-in.test.ts).
export type Outcome = "answered" | "voicemail" | "hang-up";
export const OUTCOMES: Record<Outcome, string>;
export interface TwimlNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: TwimlNode[];
}
export interface CallStep {
  path?: string;
  sent?: Record<string, string>;
  status?: number;
  answer?: string;
  note?: string;
}
export interface Call {
  sid: string;
  at: number;
  from: string;
  to: string;
  lang: "en" | "es";
  outcome: Outcome;
  status: string;
  duration: number;
  steps: CallStep[];
}
export type Send = (url: string, init: { method: string; headers: Record<string, string>; body: string; redirect: string }) => Promise<Response>;
export interface RecordingAnswer {
  status: number;
  json?: Record<string, unknown>;
  headers?: Record<string, string>;
  body?: Uint8Array;
  record?: Record<string, string>;
}
export function wavTone(seconds: number, channels?: 1 | 2): Uint8Array;
export function readTwiml(xml: string): TwimlNode;
export function unescapeXml(text: string): string;
export function voiceLine(options: {
  workerUrl?: string;
  accountSid: string;
  authToken: string;
  basic: string;
  self: string;
  trackingNumbers?: string;
  send?: Send;
}): {
  calls: Call[];
  numbers: { key: string; number: string }[];
  callTheFirm(call: { from: string; to: string; lang?: "en" | "es"; outcome: Outcome; callerName?: string }): Promise<Call>;
  recordingAnswer(request: { method: string; path: string; headers: Record<string, string | undefined> }): RecordingAnswer | null;
  recordingUrl(sid: string): string;
};

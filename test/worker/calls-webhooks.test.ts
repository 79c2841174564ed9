import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { twilioSignature, verifyTwilioSignature } from "~/lib/twilio-signature";
import { ORIGIN } from "./helpers";
import { callSid, postVoice, recordingSid, voiceToken } from "./twiml";

const routes = ["inbound", "ring", "whisper", "accept", "dialed", "voicemail", "recording", "transcript", "status"] as const;

async function rows(): Promise<number> {
  const counts = await env.DB.prepare(
    "SELECT (SELECT COUNT(*) FROM phone_calls) + (SELECT COUNT(*) FROM call_recordings) + (SELECT COUNT(*) FROM leads) + (SELECT COUNT(*) FROM recording_deletions) AS n",
  ).first<{ n: number }>();
  return counts!.n;
}

/** A first call, stored by a signed webhook, that the other routes name. */
async function storedCall(): Promise<{ id: number; sid: string }> {
  const sid = callSid();
  const response = await postVoice("/api/calls/inbound", { CallSid: sid, From: "+12065554999", To: "+12535550142" });
  expect(response.status).toBe(200);
  const row = await env.DB.prepare("SELECT id FROM phone_calls WHERE call_sid = ?1").bind(sid).first<{ id: number }>();
  return { id: row!.id, sid };
}

describe("the voice webhooks' signature", () => {
  it("matches Twilio's documented example of a voice webhook", async () => {
    const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
    const params: [string, string][] = [
      ["CallSid", "CA1234567890ABCDE"],
      ["Caller", "+12349013030"],
      ["Digits", "1234"],
      ["From", "+12349013030"],
      ["To", "+18005551212"],
    ];
    expect(await twilioSignature("12345", url, params)).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
    expect(await verifyTwilioSignature("12345", url, params, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(true);
  });

  it("refuses every route unsigned, forged, with a changed parameter or a changed address, and writes nothing", async () => {
    const { id, sid } = await storedCall();
    for (const route of routes) {
      const path = `/api/calls/${route}?call=${id}&m=0&kind=voicemail`;
      const fields = {
        CallSid: route === "inbound" ? callSid() : sid,
        From: "+12065554998",
        To: "+12535550142",
        Digits: "1",
        DialCallStatus: "no-answer",
        CallStatus: "completed",
        CallDuration: "40",
        RecordingSid: recordingSid(),
        RecordingUrl: "https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1",
        RecordingStatus: "completed",
        RecordingDuration: "12",
        TranscriptionText: "Hello",
        TranscriptionStatus: "completed",
      };
      const good = await twilioSignature(voiceToken, `${ORIGIN}${path}`, new URLSearchParams(fields));
      const before = await rows();
      const refused = [
        await postVoice(path, fields, { signature: null }),
        await postVoice(path, fields, { signature: "0/KCTR6DLpKmkAf8muzZqo1nDgQ=" }),
        await postVoice(path, { ...fields, CallDuration: "41" }, { signature: good }),
        await postVoice(path, fields, { url: `https://evil.example${path}` }),
        await postVoice(path, fields, { url: `${ORIGIN}/api/calls/other?call=${id}&m=0&kind=voicemail` }),
        await postVoice(path, fields, { url: `${ORIGIN}/api/calls/${route}?call=${id + 1}&m=0&kind=voicemail` }),
        await postVoice(path, fields, { env: { TWILIO_AUTH_TOKEN: "" } }),
        await postVoice(path, { ...fields, Padding: "x".repeat(65 * 1024) }),
      ];
      expect(
        refused.map((r) => r.status),
        route,
      ).toEqual(Array(refused.length).fill(403));
      expect(await rows(), route).toBe(before);
      expect((await postVoice(path, fields, { method: "GET" })).status, route).toBe(405);
    }
  });

  it("answers a signed call with TwiML, and a signed callback with 204", async () => {
    const { id, sid } = await storedCall();
    const ring = await postVoice(`/api/calls/ring?call=${id}`, { CallSid: sid });
    expect([ring.status, ring.headers.get("Content-Type")]).toEqual([200, "text/xml; charset=utf-8"]);
    const status = await postVoice("/api/calls/status", { CallSid: sid, CallStatus: "completed", CallDuration: "4" });
    expect(status.status).toBe(204);
    expect(await env.DB.prepare("SELECT status, duration_seconds FROM phone_calls WHERE id = ?1").bind(id).first()).toEqual({
      status: "hang-up",
      duration_seconds: 4,
    });
  });
});

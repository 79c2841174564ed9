/** The desk's recordings proxy (issue 58, item 6): a voicemail played through the Worker, staff only, never cached,
 * in a sandbox, with byte ranges for WebKit's <audio>; the account's credentials go only to Twilio's API host. */
import { describe, expect, inject, it } from "vitest";
import { deskEnv, staffToken } from "./desk-client";
import { ORIGIN } from "./helpers";
import { send } from "./lead-helpers";
import { callerNumber, callLead, makeCall } from "./phone-calls";
import worker from "../../worker/index";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";

const { vars, urls } = inject("standIns");
const hex = () => crypto.randomUUID().replaceAll("-", "");

/** A missed call with its voicemail, on its request, as the phone line stores them; the recording's id on the desk. */
async function voicemail(over: { twilioUrl?: string; status?: string } = {}): Promise<{ id: number; sid: string }> {
  const from = callerNumber();
  const call = await makeCall({ from, leadId: await callLead(from), opened: true, voicemail: { seconds: 5, ...over } });
  return { id: call.recordingId!, sid: call.recordingSid! };
}

async function get(path: string, headers: Record<string, string> = {}, envOf: () => Env = deskEnv) {
  const request = new Request(`${ORIGIN}${path}`, {
    headers: { "Cf-Access-Jwt-Assertion": await staffToken("intake@kestrelinjurylaw.example"), "Sec-Fetch-Site": "same-origin", ...headers },
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], envOf(), ctx);
  const body = new Uint8Array(await response.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { response, body };
}

const received = async (url: string) =>
  (await (await fetch(`${url}/__received`)).json()) as { path: string; method: string; headers: Record<string, string> }[];

describe("a call's recording on the desk", () => {
  it("plays as a WAV: private, never stored, in a sandbox, named by the call", async () => {
    const { id, sid } = await voicemail();
    const { response, body } = await get(`/desk/calls/recordings/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("audio/wav");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Accept-Ranges")).toBe("bytes");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline; filename="call-\d+-voicemail\.wav"$/);
    expect(new TextDecoder().decode(body.slice(0, 4))).toBe("RIFF");
    // Fetched from the API's host with the account's credentials.
    const fetched = (await received(urls.twilio)).filter((r) => r.path.endsWith(`/Recordings/${sid}.wav`));
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.at(-1)!.headers.authorization).toBe(`Basic ${btoa(`${vars.TWILIO_ACCOUNT_SID}:${vars.TWILIO_AUTH_TOKEN}`)}`);
  });

  it("answers a Range with 206 and the slice asked for (WebKit's <audio> needs it)", async () => {
    const { id } = await voicemail();
    const whole = await get(`/desk/calls/recordings/${id}`);
    const { response, body } = await get(`/desk/calls/recordings/${id}`, { Range: "bytes=0-43" });
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Range")).toBe(`bytes 0-43/${whole.body.byteLength}`);
    expect(body.byteLength).toBe(44);
    expect(body).toEqual(whole.body.slice(0, 44));
    const tail = await get(`/desk/calls/recordings/${id}`, { Range: "bytes=-10" });
    expect(tail.response.status).toBe(206);
    expect(tail.body).toEqual(whole.body.slice(-10));
  });

  it("sends nothing to another host: 404, and no credentials leave", async () => {
    const { id } = await voicemail({ twilioUrl: `${urls.webhooks}/2010-04-01/Accounts/${vars.TWILIO_ACCOUNT_SID}/Recordings/RE${hex()}` });
    const before = (await received(urls.webhooks)).length;
    const { response } = await get(`/desk/calls/recordings/${id}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await received(urls.webhooks)).length).toBe(before);
    const attacker = await voicemail({ twilioUrl: "https://attacker.example/collect" });
    expect((await get(`/desk/calls/recordings/${attacker.id}`)).response.status).toBe(404);
  });

  it("is 404 while Twilio is still processing it, when unknown or erased; 502 when Twilio refuses; staff only", async () => {
    const pending = await voicemail({ status: "pending" });
    const notReady = await get(`/desk/calls/recordings/${pending.id}`);
    expect(notReady.response.status).toBe(404);
    expect(new TextDecoder().decode(notReady.body)).toContain("Not ready yet");
    expect((await get("/desk/calls/recordings/999999999")).response.status).toBe(404);
    expect((await get("/desk/calls/recordings/x1")).response.status).toBe(404);
    const { id } = await voicemail();
    const wrongToken = () => ({ ...deskEnv(), TWILIO_AUTH_TOKEN: "not-the-token" }) as Env;
    expect((await get(`/desk/calls/recordings/${id}`, {}, wrongToken)).response.status).toBe(502);
    const outsider = await send(null, null, { path: `/desk/calls/recordings/${id}`, method: "GET" });
    expect(outsider.status).not.toBe(200);
  });
});

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { twilioSignature } from "~/lib/twilio-signature";
import { decode, ORIGIN } from "./helpers";
import { emailRecorder, leadsWhere, send } from "./lead-helpers";

const { vars, access } = inject("standIns");
const texting = { ...vars, TWILIO_TEXTING_NUMBER: vars.TWILIO_FROM_NUMBER } as Partial<Env>;
let token = "";

beforeAll(async () => {
  token = (
    (await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: "intake@kestrelinjurylaw.example" }) })).json()) as { token: string }
  ).token;
});

async function deskPage(path: string) {
  const headers = new Headers({ "Cf-Access-Jwt-Assertion": token, Accept: "text/html", "Sec-Fetch-Site": "same-origin" });
  const ctx = createExecutionContext();
  const testEnv = { ...env, ...texting, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding } as Env;
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers }) as Parameters<typeof worker.fetch>[0], testEnv, ctx);
  const text = decode((await response.text()).replaceAll("<!-- -->", ""))!;
  await waitOnExecutionContext(ctx);
  return text;
}

async function inbound(from: string, body: string, media = "0") {
  const params = new URLSearchParams({
    MessageSid: `SM${crypto.randomUUID().replaceAll("-", "")}`,
    From: from,
    To: String(vars.TWILIO_FROM_NUMBER),
    Body: body,
    NumMedia: media,
  });
  const signature = await twilioSignature(String(vars.TWILIO_AUTH_TOKEN), `${ORIGIN}/api/texts/inbound`, params);
  return send(params.toString(), "application/x-www-form-urlencoded", {
    path: "/api/texts/inbound",
    headers: { "X-Twilio-Signature": signature },
    envOverrides: texting,
  });
}

describe("the texts on a request's page", () => {
  it("shows the conversation in order, photos as a count, a STOP mention flagged, and an opt-out", async () => {
    const from = "+12065554400";
    await inbound(from, "Hi, this is about my fall at the store");
    await inbound(from, "Here is a picture", "1");
    await inbound(from, "please stop calling my work number");
    const [lead] = await leadsWhere("phone_e164 = ?", from);
    let page = await deskPage(`/desk/leads/${lead!.id}`);
    expect(page).toContain("Texts");
    const first = page.indexOf("Hi, this is about my fall at the store");
    expect(first).toBeGreaterThan(0);
    expect(page.indexOf("Here is a picture")).toBeGreaterThan(first);
    expect(page).toContain("1 photo");
    expect(page).toContain("Mentions STOP");
    expect(page).not.toContain("api.twilio.com");

    await inbound(from, "STOP");
    page = await deskPage(`/desk/leads/${lead!.id}`);
    expect(page).toContain("This number replied STOP");
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { twilioSignature } from "~/lib/twilio-signature";
import { deskClient, deskEnv } from "./desk-client";
import { ORIGIN } from "./helpers";
import { leadsWhere, send } from "./lead-helpers";

const { vars, urls } = inject("standIns");
const texting = { ...vars, TWILIO_TEXTING_NUMBER: vars.TWILIO_FROM_NUMBER } as Partial<Env>;
const withTexting = () => ({ ...deskEnv(), ...texting }) as Env;
const desk = deskClient("intake@kestrelinjurylaw.example", withTexting);
const hex = () => crypto.randomUUID().replaceAll("-", "");
const mediaUrl = (sid: string) => `${urls.twilio}/2010-04-01/Accounts/${vars.TWILIO_ACCOUNT_SID}/Messages/${sid}/Media/ME${hex()}`;

async function inbound(from: string, media: { url: string; type: string }[]) {
  const sid = `MM${hex()}`;
  const params = new URLSearchParams({
    MessageSid: sid,
    From: from,
    To: String(vars.TWILIO_FROM_NUMBER),
    Body: "Photos of the car",
    NumMedia: String(media.length),
  });
  media.forEach((m, i) => {
    params.set(`MediaUrl${i}`, m.url.replace("{sid}", sid));
    params.set(`MediaContentType${i}`, m.type);
  });
  const signature = await twilioSignature(String(vars.TWILIO_AUTH_TOKEN), `${ORIGIN}/api/texts/inbound`, params);
  expect(
    (
      await send(params.toString(), "application/x-www-form-urlencoded", {
        path: "/api/texts/inbound",
        headers: { "X-Twilio-Signature": signature },
        envOverrides: texting,
      })
    ).status,
  ).toBe(200);
  const [lead] = await leadsWhere("phone_e164 = ?", from);
  const message = await env.DB.prepare("SELECT id FROM text_messages WHERE message_sid = ?").bind(sid).first<{ id: number }>();
  return { leadId: lead!.id, messageId: message!.id, sid };
}

describe("the photos of a text", () => {
  it("are stored in order and shown as links to the desk's proxy, never Twilio's address", async () => {
    const { leadId, messageId } = await inbound("+12065554501", [
      { url: `${urls.twilio}/2010-04-01/Accounts/${vars.TWILIO_ACCOUNT_SID}/Messages/{sid}/Media/ME${hex()}`, type: "image/jpeg" },
      { url: `${urls.twilio}/2010-04-01/Accounts/${vars.TWILIO_ACCOUNT_SID}/Messages/{sid}/Media/ME${hex()}`, type: "image/png" },
    ]);
    const rows = await env.DB.prepare("SELECT position, content_type, lead_id FROM text_media WHERE text_message_id = ? ORDER BY position")
      .bind(messageId)
      .all();
    expect(rows.results).toEqual([
      { position: 0, content_type: "image/jpeg", lead_id: leadId },
      { position: 1, content_type: "image/png", lead_id: leadId },
    ]);
    const page = await desk(`/desk/leads/${leadId}`);
    expect(page.text).toContain("2 photos");
    expect(page.text).toContain(`href="/desk/texts/${messageId}/media/0"`);
    expect(page.text).toContain(`href="/desk/texts/${messageId}/media/1"`);
    expect(page.text).not.toContain(urls.twilio);
    expect(page.text).not.toContain("api.twilio.com");
  });

  it("are fetched with the account's credentials and passed on private, uncached, as images only", async () => {
    const { messageId } = await inbound("+12065554502", [{ url: mediaUrl("{sid}"), type: "image/png" }]);
    const photo = await desk(`/desk/texts/${messageId}/media/0`);
    expect(photo.response.status).toBe(200);
    expect(photo.response.headers.get("Content-Type")).toBe("image/png");
    expect(photo.response.headers.get("Cache-Control")).toBe("private, no-store");
    // Without the right credentials the stand-in refuses, as Twilio does.
    const wrong = deskClient("intake@kestrelinjurylaw.example", () => ({ ...withTexting(), TWILIO_AUTH_TOKEN: "not-the-token" }) as Env);
    expect((await wrong(`/desk/texts/${messageId}/media/0`)).response.status).toBe(502);
  });

  it("refuses what is not an image, an address off the API's host, and unknown photos; and staff only", async () => {
    const { messageId } = await inbound("+12065554503", [
      { url: mediaUrl("{sid}"), type: "application/pdf" },
      { url: "https://attacker.example/collect", type: "image/png" },
    ]);
    const pdf = await desk(`/desk/texts/${messageId}/media/0`);
    expect(pdf.response.status).toBe(415);
    expect(pdf.text).toContain("only images");
    expect((await desk(`/desk/texts/${messageId}/media/1`)).response.status).toBe(404);
    expect((await desk(`/desk/texts/${messageId}/media/7`)).response.status).toBe(404);
    expect((await desk(`/desk/texts/999999999/media/0`)).response.status).toBe(404);
    const outsider = await send(null, null, { path: `/desk/texts/${messageId}/media/0`, method: "GET", envOverrides: texting });
    expect(outsider.status).not.toBe(200);
  });
});

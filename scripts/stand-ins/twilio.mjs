// A Twilio-shaped stand-in: POST /2010-04-01/Accounts/{AccountSid}/Messages.json with basic
// auth (the account SID and auth token) and form fields To, From, Body, as Twilio's REST
// API takes them; answers 201 with the message's SID, or Twilio's kind of error. Recordings
// (GET, DELETE …/Recordings/{RE}) as twilio-voice.mjs answers them, recorded like texts.
//
// With the Worker's address (`npm start`, the browser tests) it is also the visitor's phone:
// GET /phone texts the firm's texting number as Twilio would (signed webhooks to
// /api/texts/inbound, status callbacks queued → sent → delivered) and shows the conversation;
// a text's photo is served at its Media address, behind the account's credentials; and
// "Call the firm" calls its main or a tracking number (the voice webhooks, /api/calls/*).
import { randomBytes } from "node:crypto";
import { startReceiver } from "./receiver.mjs";
import { phonePages } from "./twilio-phone.mjs";
import { voiceLine } from "./twilio-voice.mjs";

const E164 = /^\+[1-9]\d{7,14}$/;

export async function startTwilio({ workerUrl } = {}) {
  const accountSid = `AC${randomBytes(16).toString("hex")}`;
  const authToken = randomBytes(16).toString("hex");
  const from = "+12535550100";
  const texting = "+12535550110";
  const oncall = ["+12535550101", "+12535550102"];
  const error = (status, code, message) => ({ status, json: { code, message, status }, record: { error: message } });
  const basic = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  // Tracking numbers of the firm's sources (content keys), for calls to a Worker: the same four as the tests'
  // (test/tracking-numbers.ts), so the browser suite's server and this phone agree.
  const trackingNumbers = "google-ads=+12535550121,google-ads-es=+12535550122,organic-search=+12535550126,tv=+12535550127";
  let phone;
  let voice;
  const receiver = await startReceiver({
    name: "Twilio (texts, calls)",
    pages: (request) => phone.page(request),
    handle({ method, path, headers, body }) {
      const recording = voice.recordingAnswer({ method, path, headers });
      if (recording) return recording;
      if (method !== "POST" || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) return error(404, 20404, "The requested resource was not found");
      if (headers.authorization !== basic) return error(401, 20003, "Authenticate");
      if (!String(headers["content-type"]).startsWith("application/x-www-form-urlencoded")) return error(400, 21000, "Form-encoded body expected");
      const form = new URLSearchParams(body);
      const to = form.get("To");
      if (!to || !E164.test(to)) return error(400, 21211, "The 'To' number is not a valid phone number");
      if (form.get("From") !== from && form.get("From") !== texting)
        return error(400, 21606, "The 'From' number is not a valid, SMS-capable number of this account");
      if (!form.get("Body")) return error(400, 21602, "Message body is required");
      const sid = `SM${randomBytes(16).toString("hex")}`;
      phone.accepted({ sid, to, from: form.get("From"), body: form.get("Body"), statusCallback: form.get("StatusCallback") });
      return { status: 201, json: { sid, status: "queued", to, from, body: form.get("Body") }, record: { sid, to, text: form.get("Body") } };
    },
  });
  voice = voiceLine({ workerUrl, accountSid, authToken, basic, self: receiver.url, trackingNumbers: workerUrl ? trackingNumbers : "" });
  phone = phonePages({ workerUrl, accountSid, authToken, texting, basic, self: receiver.url, voice });
  return {
    receiver,
    vars: {
      TWILIO_API_BASE: receiver.url,
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM_NUMBER: from,
      ONCALL_NUMBERS: oncall.join(","),
      // Texting with visitors where a Worker can be texted: `npm start` and the browser tests.
      ...(workerUrl ? { TWILIO_TEXTING_NUMBER: texting } : {}),
      // The phone line's numbers where a Worker can be called (the main number is content: firm.phone).
      ...(workerUrl ? { CALL_TRACKING_NUMBERS: trackingNumbers, CALL_ANSWERING_SERVICE_NUMBER: "+12535550190" } : {}),
    },
  };
}

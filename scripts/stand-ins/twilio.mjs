// A Twilio-shaped stand-in: POST /2010-04-01/Accounts/{AccountSid}/Messages.json with basic
// auth (the account SID and auth token) and form fields To, From, Body, as Twilio's REST
// API takes them; answers 201 with the message's SID, or Twilio's kind of error.
import { randomBytes } from "node:crypto";
import { startReceiver } from "./receiver.mjs";

const E164 = /^\+[1-9]\d{7,14}$/;

export async function startTwilio() {
  const accountSid = `AC${randomBytes(16).toString("hex")}`;
  const authToken = randomBytes(16).toString("hex");
  const from = "+12535550100";
  const oncall = ["+12535550101", "+12535550102"];
  const error = (status, code, message) => ({ status, json: { code, message, status }, record: { error: message } });
  const receiver = await startReceiver({
    name: "Twilio (on-call text)",
    handle({ method, path, headers, body }) {
      if (method !== "POST" || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) return error(404, 20404, "The requested resource was not found");
      if (headers.authorization !== `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`) return error(401, 20003, "Authenticate");
      if (!String(headers["content-type"]).startsWith("application/x-www-form-urlencoded")) return error(400, 21000, "Form-encoded body expected");
      const form = new URLSearchParams(body);
      const to = form.get("To");
      if (!to || !E164.test(to)) return error(400, 21211, "The 'To' number is not a valid phone number");
      if (form.get("From") !== from) return error(400, 21606, "The 'From' number is not a valid, SMS-capable number of this account");
      if (!form.get("Body")) return error(400, 21602, "Message body is required");
      const sid = `SM${randomBytes(16).toString("hex")}`;
      return { status: 201, json: { sid, status: "queued", to, from, body: form.get("Body") }, record: { sid, to, text: form.get("Body") } };
    },
  });
  return {
    receiver,
    vars: { TWILIO_API_BASE: receiver.url, TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM_NUMBER: from, ONCALL_NUMBERS: oncall.join(",") },
  };
}

// A webhook receiver with two endpoints (/hooks/a and /hooks/b), each with its own secret,
// that verifies every request with the Standard Webhooks verifier, as a receiving tool
// would: 204 when the signature holds, 401 when it does not. A webhook-id seen before is
// marked as a repeat.
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { startReceiver } from "./receiver.mjs";

export async function startWebhooks() {
  const secrets = { "/hooks/a": `whsec_${randomBytes(24).toString("base64")}`, "/hooks/b": `whsec_${randomBytes(24).toString("base64")}` };
  const seen = new Set();
  const receiver = await startReceiver({
    name: "Webhooks (two endpoints)",
    handle({ method, path, headers, body }) {
      const secret = secrets[path];
      if (method !== "POST" || !secret) return { status: 404, json: { error: "Not found" } };
      try {
        const event = new Webhook(secret).verify(body, headers);
        const id = headers["webhook-id"];
        const repeat = seen.has(`${path} ${id}`);
        seen.add(`${path} ${id}`);
        return { status: 204, record: { verified: true, id, repeat, type: event.type, version: event.version, email: event.data?.email } };
      } catch (error) {
        return { status: 401, json: { error: error.message }, record: { verified: false, error: error.message } };
      }
    },
  });
  const paths = Object.keys(secrets);
  return {
    receiver,
    secrets,
    vars: { WEBHOOK_URLS: paths.map((p) => `${receiver.url}${p}`).join(","), WEBHOOK_SECRETS: paths.map((p) => secrets[p]).join(",") },
  };
}

// A Clio Grow-shaped stand-in: POST /inbox_leads with JSON (Content-Type and Accept
// application/json), the inbox token and the lead's fields, as Clio Grow's Lead Inbox
// takes them; answers 201 with the new inbox lead's id.
import { randomBytes } from "node:crypto";
import { startReceiver } from "./receiver.mjs";

const FIELDS = ["from_first", "from_last", "from_message", "from_email", "from_phone", "referring_url", "from_source"];

export async function startClioGrow() {
  const token = randomBytes(16).toString("hex");
  let nextId = 1;
  const error = (status, message) => ({ status, json: { error: message }, record: { error: message } });
  const receiver = await startReceiver({
    name: "Clio Grow (Lead Inbox)",
    handle({ method, path, headers, body }) {
      if (method !== "POST" || path !== "/inbox_leads") return error(404, "Not found");
      if (headers["content-type"] !== "application/json" || headers.accept !== "application/json")
        return error(406, "Content-Type and Accept must be application/json");
      let payload;
      try {
        payload = JSON.parse(body);
      } catch {
        return error(400, "Malformed JSON");
      }
      if (payload.inbox_lead_token !== token) return error(401, "Unknown inbox_lead_token");
      const lead = payload.inbox_lead ?? {};
      const unknown = Object.keys(lead).filter((key) => !FIELDS.includes(key));
      if (unknown.length) return error(422, `Unknown fields: ${unknown.join(", ")}`);
      if (typeof lead.from_first !== "string" || !lead.from_first || typeof lead.from_last !== "string")
        return error(422, "from_first and from_last are required");
      const id = nextId++;
      return { status: 201, json: { inbox_lead: { id, ...lead } }, record: { id, ...lead } };
    },
  });
  return { receiver, vars: { CLIO_GROW_REGION: "us", CLIO_GROW_BASE_URL: receiver.url, CLIO_GROW_INBOX_TOKEN: token } };
}

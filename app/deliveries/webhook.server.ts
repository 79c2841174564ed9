// Signed webhooks (Standard Webhooks): one delivery per endpoint, each with its own secret.
import { Webhook } from "standardwebhooks";
import { type Channel, readSettings } from "./channel.server";
import { postForReceipt } from "./channel.server";
import { webhookPayload } from "./webhook-payload";

interface WebhookConfig {
  secrets: Map<string, string>;
}

const SECRET = /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/;

/** The webhook-id of a delivery: stable across its retries. */
export const webhookId = (deliveryId: number) => `lead-delivery-${deliveryId}`;

export const webhook: Channel<WebhookConfig> = {
  name: "webhook",
  read(env) {
    const settings = readSettings(env, ["WEBHOOK_URLS", "WEBHOOK_SECRETS"]);
    if (settings.state !== "on") return settings;
    const urls = settings.config.WEBHOOK_URLS.split(",")
      .map((u) => u.trim())
      .filter(Boolean);
    const secrets = settings.config.WEBHOOK_SECRETS.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (urls.length !== secrets.length)
      return {
        state: "misconfigured",
        problem: `WEBHOOK_SECRETS must hold one secret per WEBHOOK_URLS endpoint (${urls.length} endpoints, ${secrets.length} secrets)`,
      };
    for (const url of urls) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return { state: "misconfigured", problem: `WEBHOOK_URLS holds an address that is not a URL: ${url}` };
      }
      if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && ["127.0.0.1", "localhost"].includes(parsed.hostname))) {
        return { state: "misconfigured", problem: `WEBHOOK_URLS must be https addresses: ${url}` };
      }
    }
    if (!secrets.every((s) => SECRET.test(s))) return { state: "misconfigured", problem: "WEBHOOK_SECRETS must be whsec_ secrets (base64), comma-separated" };
    return { state: "on", config: { secrets: new Map(urls.map((url, i) => [url, secrets[i]])) } };
  },
  targets: (config) => [...config.secrets.keys()],
  // Each endpoint on its own: one receiver down is not an outage of the others.
  route: (target) => `webhook ${target}`,
  async send({ env, config, delivery, lead, signal }) {
    const secret = config.secrets.get(delivery.target);
    if (!secret) throw new Error("This endpoint is no longer in WEBHOOK_URLS");
    const sentAt = new Date();
    const body = JSON.stringify(webhookPayload(lead, env.SITE_ORIGIN, sentAt));
    const id = webhookId(delivery.id);
    await postForReceipt(delivery.target, {
      headers: {
        "Content-Type": "application/json",
        "webhook-id": id,
        "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
        "webhook-signature": new Webhook(secret).sign(id, sentAt, body),
      },
      body,
      signal,
    });
    return { receiverId: id };
  },
};

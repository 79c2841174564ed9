// Secrets are not in wrangler.toml, so `wrangler types` does not see them.
interface LeadSecrets {
  /** Cloudflare Turnstile secret (`wrangler secret put TURNSTILE_SECRET_KEY`); optional. */
  TURNSTILE_SECRET_KEY?: string;
  /** Twilio's auth token for the on-call text (`wrangler secret put TWILIO_AUTH_TOKEN`). */
  TWILIO_AUTH_TOKEN?: string;
  /** One Standard Webhooks secret (whsec_...) per WEBHOOK_URLS entry, comma-separated, same order. */
  WEBHOOK_SECRETS?: string;
  /** Clio Grow's Lead Inbox token. */
  CLIO_GROW_INBOX_TOKEN?: string;
  /** The fee agreement's signing links are derived from it (decision 0057); at least 16 characters. */
  AGREEMENT_LINK_SECRET?: string;
}
interface Env extends LeadSecrets {}
/** A new id for every build (vite.config.ts): the page cache's keys carry it. */
declare const __BUILD_ID__: string;
declare namespace Cloudflare {
  interface Env extends LeadSecrets {}
}

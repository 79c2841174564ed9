// Secrets are not in wrangler.toml, so `wrangler types` does not see them.
interface LeadSecrets {
  /** Cloudflare Turnstile secret (`wrangler secret put TURNSTILE_SECRET_KEY`); optional. */
  TURNSTILE_SECRET_KEY?: string;
}
interface Env extends LeadSecrets {}
/** A new id for every build (vite.config.ts): the page cache's keys carry it. */
declare const __BUILD_ID__: string;
declare namespace Cloudflare {
  interface Env extends LeadSecrets {}
}

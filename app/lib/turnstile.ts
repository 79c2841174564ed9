// Cloudflare Turnstile is on only when its site key and its secret are both set.
export type TurnstileEnv = Pick<Env, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">;

/** The site key the form's widget needs, or null when Turnstile is off. */
export function turnstileSiteKey(env: TurnstileEnv): string | null {
  const siteKey = String(env.TURNSTILE_SITE_KEY ?? "");
  return siteKey && env.TURNSTILE_SECRET_KEY ? siteKey : null;
}

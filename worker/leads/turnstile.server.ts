/**
 * Cloudflare Turnstile, optional: on only when TURNSTILE_SITE_KEY and the secret
 * TURNSTILE_SECRET_KEY are both set. Decision record: docs/decisions/0003-lead-abuse-controls.md.
 */
const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export type TurnstileResult = "passed" | "failed" | "missing" | "unverified" | "not-configured";

export function turnstileEnabled(env: Pick<Env, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">): boolean {
  return Boolean(String(env.TURNSTILE_SITE_KEY ?? "") && env.TURNSTILE_SECRET_KEY);
}

/**
 * Checks a token with Cloudflare. "unverified" when Cloudflare cannot be reached: the
 * lead is kept (and marked) rather than lost.
 */
export async function verifyTurnstile(
  env: Pick<Env, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">,
  token: string | undefined,
  ip: string,
): Promise<TurnstileResult> {
  if (!turnstileEnabled(env)) return "not-configured";
  if (!token) return "missing";
  try {
    const body = new FormData();
    body.append("secret", env.TURNSTILE_SECRET_KEY!);
    body.append("response", token);
    if (ip !== "unknown") body.append("remoteip", ip);
    const response = await fetch(SITEVERIFY, { method: "POST", body, signal: AbortSignal.timeout(10_000) });
    const result = (await response.json()) as { success?: boolean };
    return result.success === true ? "passed" : "failed";
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "turnstile_unreachable", message: String(error) }));
    return "unverified";
  }
}

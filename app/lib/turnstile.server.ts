// The server's half of Cloudflare Turnstile: the token a form carried, checked with Cloudflare.
import { errorMessage, log } from "./log";
import { type TurnstileEnv, turnstileSiteKey } from "./turnstile";

const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** "unverified" when Cloudflare cannot be reached: the lead is kept (and marked) rather than lost. */
export async function verifyTurnstile(
  env: TurnstileEnv,
  token: string | undefined,
  ip: string,
): Promise<"passed" | "failed" | "missing" | "unverified" | "not-configured"> {
  if (!turnstileSiteKey(env)) return "not-configured";
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
    log("error", "turnstile_unreachable", { message: errorMessage(error) });
    return "unverified";
  }
}

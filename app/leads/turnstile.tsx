/** Cloudflare Turnstile, rendered only when a site key is configured; the widget adds its
 * token to the form as `cf-turnstile-response`. */
import { useEffect, useRef } from "react";
import { log } from "~/lib/log";
import { LEAD_ANSWERED_EVENT } from "./use-lead-submit";

const SCRIPT_SRC = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

interface TurnstileApi {
  render(container: HTMLElement, options: { sitekey: string; size?: string; appearance?: string }): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile missing")));
    script.onerror = () => {
      loading = null;
      reject(new Error("Turnstile failed to load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function TurnstileWidget({ siteKey }: { siteKey: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let widgetId: string | undefined;
    let cancelled = false;
    const form = container.closest("form");
    // A token is good for one submission: a new one after every answer, success or not.
    const onAnswered = () => widgetId && window.turnstile?.reset(widgetId);
    form?.addEventListener(LEAD_ANSWERED_EVENT, onAnswered);
    loadTurnstile()
      .then((api) => {
        if (!cancelled) widgetId = api.render(container, { sitekey: siteKey, size: "flexible", appearance: "interaction-only" });
      })
      .catch((error) => log("error", "turnstile_load_failed", { message: String(error) }));
    return () => {
      cancelled = true;
      form?.removeEventListener(LEAD_ANSWERED_EVENT, onAnswered);
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);

  return <div ref={ref} className="min-h-0" />;
}

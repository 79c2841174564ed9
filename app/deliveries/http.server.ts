/** One POST to a receiver: a 2xx is delivered (its JSON answer, if any, returned); anything else throws, to be retried. */
export async function postForReceipt(url: string, init: { headers: Record<string, string>; body: string; signal: AbortSignal }): Promise<Record<string, unknown> | null> {
  const response = await fetch(url, { method: "POST", redirect: "manual", ...init });
  const text = await response.text().catch(() => "");
  if (!response.ok) throw new Error(`HTTP ${response.status}${text ? `: ${text.slice(0, 300)}` : ""}`);
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

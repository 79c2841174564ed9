/** Runs `task` when the browser is next idle (Safari has no requestIdleCallback: a delay). */
export function whenIdle(task: () => void, { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number }): () => void {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackDelay);
  return () => clearTimeout(id);
}

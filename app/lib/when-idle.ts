/**
 * Runs `task` when the browser is next idle, and at the latest after `timeout` ms. Safari
 * has no requestIdleCallback: there it runs after `fallbackDelay` ms. Returns a cancel.
 * Used for work that must not compete with the page's first load: the hero video's start
 * (app/components/sections/hero-video.tsx).
 */
export function whenIdle(task: () => void, { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number }): () => void {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackDelay);
  return () => clearTimeout(id);
}

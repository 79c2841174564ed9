/**
 * The browser entry, as the framework makes it. It runs once the page's load event has
 * fired, or at the visitor's first touch (app/first-load/boot.ts loads it); a tap made
 * before is replayed once the page is hydrated (app/first-load/early-tap.ts).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

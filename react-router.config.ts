import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest is in the module every page loads anyway: no /__manifest
  // requests after hydration (docs/decisions/0015-edge-speed.md, 8).
  routeDiscovery: { mode: "initial" },
} satisfies Config;

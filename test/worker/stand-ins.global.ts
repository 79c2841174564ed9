/**
 * Starts the local stand-ins (scripts/local-services.mjs, as `npm start` does) in Node for
 * the Worker tests, and hands the tests their addresses and credentials: `inject("standIns")`.
 * The Access stand-in is apart from the receivers: it signs tokens (`POST /token`), it
 * records nothing.
 */
import type { TestProject } from "vitest/node";
import { startStandIns } from "../../scripts/local-services.mjs";

export default async function setup(project: TestProject) {
  const started = await startStandIns();
  project.provide("standIns", {
    vars: started.vars,
    urls: {
      twilio: started.standIns.twilio.receiver.url,
      clioGrow: started.standIns.clioGrow.receiver.url,
      webhooks: started.standIns.webhooks.receiver.url,
    },
    access: started.standIns.access.receiver.url,
  });
  return () => started.stop();
}

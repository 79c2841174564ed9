// Arms the missed-call alert (its channel is in channels.server.ts): apart from the channel, as the registry lists
// every channel and arming starts the engine.
import type { Db } from "~/db/client.server";
import { armAlert } from "~/texting/alerts.server";
import { missedCallAlert } from "./channels.server";

/** The request's owner (else the on-call phones) hears that its person called again, at most once in ten minutes. */
export const alertMissedCall = (env: Env, db: Db, leadId: number, now: Date) => armAlert(env, db, missedCallAlert, leadId, now);

// The Cron's net under the phone line (issue 58): a call whose status callback never came (not set on the number) is
// ended and settled; a settle cut short is run again. Nothing a caller did is left unseen.
import type { Db } from "~/db/client.server";
import { errorMessage, log } from "~/lib/log";
import { settleCall } from "./settle.server";
import { endCall, unendedCalls, unsettledCalls } from "./store.server";

export async function sweepCalls(env: Env, db: Db, now: Date): Promise<number> {
  const started: Promise<unknown>[] = [];
  const wait = (promise: Promise<unknown>) => void started.push(promise);
  let settled = 0;
  for (const call of await unendedCalls(db, now)) {
    log("warn", "call_status_missing", { callId: call.id });
    // Its length is unknown: at least the time since it began, so it is never taken for a hang-up.
    const since = Math.floor((now.getTime() - Date.parse(call.startedAt)) / 1000);
    await endCall(db, call.callSid, { durationSeconds: since, at: now.toISOString() });
  }
  for (const call of await unsettledCalls(db)) {
    try {
      if ((await settleCall(env, db, call.id, now, wait)).leadId !== null) settled++;
    } catch (error) {
      log("error", "call_settle_failed", { callId: call.id, message: errorMessage(error) });
    }
  }
  await Promise.allSettled(started);
  return settled;
}

// What the desk needs of a request from the moment it is stored: its owner, when its first call is
// due, and the earlier request of the same person. Computed before the insert, on every storing path.
import type { Db } from "~/db/client.server";
import type { NewLeadRow } from "~/db/schema.server";
import { firstCallDue } from "~/lib/cadence";
import { ownerAtArrival } from "./owners.server";

export type ArrivalColumns = Pick<NewLeadRow, "ownerEmail" | "callDueAt" | "duplicateOf">;

export async function arrivalColumns(db: Db, lead: NewLeadRow, now: Date): Promise<ArrivalColumns> {
  return { ownerEmail: await ownerAtArrival(db, lead, now), callDueAt: firstCallDue(lead.createdAt) };
}

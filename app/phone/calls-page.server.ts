// /desk/calls: the last 7 days' calls, newest first in pages of 50 (a keyset, never an offset), the hang-ups apart and
// paged the same way, and the block list with its add and unblock forms (decision 0095).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { callsDeskWords } from "~/content/calls-desk";
import { deskAnswer, readDeskPost, staffOf } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { displayNumber } from "~/lib/tel";
import { blockCaller, blockForm, unblockCaller, unblockForm } from "./block-list.server";
import { numberLabel } from "./call-counts";
import { callOutcome } from "./phone-calls-panel.server";
import { activeBlocks, callsSince, hangUpCount, recordingsOfCalls } from "./store.server";
import type { PhoneCallRow } from "~/db/schema.server";
import { cappedTotal, COUNT_CAP, countLabel, type Cursor, pageOf, readCursor } from "~/lib/list-page";

const PAGE = 50;
const DAYS = 7;
const words = callsDeskWords;
const PARTS = ["calls"];
const HANG_UPS = "hang-ups-";
const cursorOf = (call: PhoneCallRow): Cursor => ({ part: "calls", at: call.startedAt, id: call.id });

export async function callsPageLoader({ context, request }: Pick<LoaderFunctionArgs, "context" | "request">) {
  const { db } = staffOf(context);
  const url = new URL(request.url);
  const since = new Date(Date.now() - DAYS * 86_400_000).toISOString();
  /** One list's page: its cursor in `?{prefix}before=` or `?{prefix}after=`, so each list pages on its own. */
  const listOf = async (hangUps: boolean, prefix: string) => {
    const before = readCursor(url.searchParams.get(`${prefix}before`), PARTS);
    const after = before ? null : readCursor(url.searchParams.get(`${prefix}after`), PARTS);
    const way = before ? "before" : after ? "after" : "first";
    const read = (cursor: Cursor | null, going: typeof way) => callsSince(db, { since, hangUps, cursor, way: going, limit: PAGE + 1 });
    // A cursor past either end (its rows gone, or made by hand): the first page.
    const page = pageOf(await read(before ?? after, way), PAGE, way, cursorOf) ?? pageOf(await read(null, "first"), PAGE, "first", cursorOf)!;
    return { rows: page.rows, newer: page.newer && `?${prefix}before=${page.newer}`, older: page.older && `?${prefix}after=${page.older}` };
  };
  const [page, hangUps, hangUpTotal, blocks] = await Promise.all([
    listOf(false, ""),
    listOf(true, HANG_UPS),
    hangUpCount(db, since, COUNT_CAP + 1),
    activeBlocks(db),
  ]);
  const recordings = await recordingsOfCalls(
    db,
    [...page.rows, ...hangUps.rows].map((c) => c.id),
  );
  const row = (call: PhoneCallRow) => ({
    id: call.id,
    at: kentShort(call.startedAt),
    number: numberLabel(call.numberKey),
    from: call.fromE164 ? displayNumber(call.fromE164) : words.withheld,
    callerName: call.callerName,
    outcome: callOutcome(
      call,
      recordings.filter((r) => r.phoneCallId === call.id),
    ),
    leadId: call.leadId,
  });
  return {
    calls: page.rows.map(row),
    /** The Newer and Older links' queries, or null at either end. */
    newer: page.newer,
    older: page.older,
    hangUps: { label: countLabel(cappedTotal(hangUpTotal), "hang-up", "hang-ups"), rows: hangUps.rows.map(row), newer: hangUps.newer, older: hangUps.older },
    blocks: blocks.map((b) => ({ ...b, number: displayNumber(b.e164), blockedAt: kentShort(b.blockedAt) })),
    formKey: crypto.randomUUID(),
    flash:
      url.searchParams.get("saved") === "block"
        ? words.block.blocked("that number")
        : url.searchParams.get("saved") === "unblock"
          ? words.block.unblocked("that number")
          : "",
  };
}

export type CallsAnswer = { ok: true; message: string; formKey: string } | { ok: false; intent: string; error: string; blockId?: number; typed?: string };

export async function callsPageAction(args: Pick<ActionFunctionArgs, "context" | "request">) {
  const post = await readDeskPost(args, "/desk/calls");
  // A refused number comes back as typed, so a page without JavaScript keeps it.
  const typed = String(post.form.e164 ?? "").slice(0, 40);
  const refuse = (error: string, blockId?: number) => deskAnswer<CallsAnswer>(post, { ok: false, intent: post.intent, error, blockId, typed }, "");
  if (post.intent === "block-number") {
    const read = blockForm.safeParse(post.form);
    if (!read.success) return refuse(read.error.issues[0]?.message ?? words.block.badNumber);
    const answer = await blockCaller(post.env, post.db, read.data, post.by, post.now);
    return answer.ok ? deskAnswer(post, { ok: true, message: answer.message, formKey: crypto.randomUUID() }, "saved=block") : refuse(answer.error);
  }
  if (post.intent === "unblock-number") {
    const read = unblockForm.safeParse(post.form);
    if (!read.success) return refuse("That did not work: reload the page and try again");
    const answer = await unblockCaller(post.db, read.data, post.by, post.now);
    return answer.ok
      ? deskAnswer(post, { ok: true, message: answer.message, formKey: crypto.randomUUID() }, "saved=unblock")
      : refuse(answer.error, read.data.blockId);
  }
  return refuse("That did not work: reload the page and try again");
}

export type CallsPageData = Awaited<ReturnType<typeof callsPageLoader>>;

// /desk/calls: the last 7 days' calls, newest first in pages of 50 (a keyset, never an offset), the hang-ups apart, and
// the block list with its add and unblock forms (decision 0095).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { callsDeskWords } from "~/content/calls-desk";
import { deskAnswer, readDeskPost, staffOf } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { displayNumber } from "~/lib/tel";
import { blockCaller, blockForm, unblockCaller, unblockForm } from "./block-list.server";
import { numberLabel } from "./call-counts";
import { callOutcome } from "./phone-calls-panel.server";
import { activeBlocks, callsSince, hangUpCount, recordingsOfCalls } from "./store.server";

const PAGE = 50;
const DAYS = 7;
const words = callsDeskWords;

/** `?before=<started_at>~<id>`: the last row of the page before. */
function readBefore(text: string | null): { startedAt: string; id: number } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~([1-9]\d{0,14})$/.exec(text ?? "");
  return match ? { startedAt: match[1]!, id: Number(match[2]) } : undefined;
}

export async function callsPageLoader({ context, request }: Pick<LoaderFunctionArgs, "context" | "request">) {
  const { db } = staffOf(context);
  const url = new URL(request.url);
  const since = new Date(Date.now() - DAYS * 86_400_000).toISOString();
  const before = readBefore(url.searchParams.get("before"));
  const [rows, hangUps, hangUpTotal, blocks] = await Promise.all([
    callsSince(db, { since, hangUps: false, before, limit: PAGE + 1 }),
    callsSince(db, { since, hangUps: true, limit: PAGE }),
    hangUpCount(db, since),
    activeBlocks(db),
  ]);
  const page = rows.slice(0, PAGE);
  const recordings = await recordingsOfCalls(
    db,
    page.map((c) => c.id),
  );
  const last = page.at(-1);
  const row = (call: (typeof rows)[number]) => ({
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
    calls: page.map(row),
    /** The next page's address, or null on the last page. */
    older: rows.length > PAGE && last ? `?before=${encodeURIComponent(`${last.startedAt}~${last.id}`)}` : null,
    paged: before !== undefined,
    hangUps: { count: hangUpTotal, rows: hangUps.map(row) },
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

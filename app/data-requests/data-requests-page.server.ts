// The data-requests page (`/desk/data-requests`, decision 0032): find, download and erase, each a POST that acts once.
import { data, redirect } from "react-router";
import type { Db } from "~/db/client.server";
import type { LeadStatus } from "~/db/statuses";
import { erasureKeepsLetters } from "~/declines/letters.server";
import { keptLetters } from "~/declines/store.server";
import { formKey, staffOf } from "~/lib/desk-post.server";
import { refuseCrossOrigin } from "~/lib/http.server";
import { log } from "~/lib/log";
import { deleteDueRecordings } from "~/phone/recordings.server";
import { askEraseForm, downloadForm, eraseForm, findForm, personLabel, personText } from "./data-request-forms";
import { agreementFileKeys, DAILY_COUNTS_NOTE, exportFile, exportOptions, sentLetters, signedLeads } from "./person-data.server";
import {
  askToErase,
  auditLog,
  channelsReached,
  earlierRequests,
  erasePerson,
  erasureEntry,
  findPerson,
  formKeyUse,
  leadIdsOf,
  type PersonData,
  recordDownload,
  refuseConfirmation,
  rowCounts,
} from "./store.server";

interface PageArgs {
  context: Parameters<typeof staffOf>[0];
  request: Request;
}

export interface Confirm {
  key: string;
  formKey: string;
  expiresAt: string;
  leadIds: number[];
}

const newKey = () => crypto.randomUUID();

/** What the page shows of a find: enough to recognise the person, never whole rows. */
function summary(found: PersonData) {
  const other = (column: "email" | "phone") =>
    [...new Set(found.rows.leads.map((lead) => lead[column]).filter((v): v is string => typeof v === "string" && v.trim() !== ""))].filter(
      (v) => v.toLowerCase() !== found.person.value,
    );
  return {
    person: personText(found.person),
    label: personLabel(found.person),
    kind: found.person.kind,
    counts: rowCounts(found),
    leads: found.rows.leads.map((lead) => ({
      id: Number(lead.id),
      name: String(lead.name),
      createdAt: String(lead.created_at),
      status: lead.status as LeadStatus,
      caseType: String(lead.case_type),
    })),
    signed: signedLeads(found),
    sentLetters: sentLetters(found).length,
    keptLetters: found.rows.non_engagement_letters.filter((letter) => !found.rows.leads.some((lead) => lead.id === letter.lead_id)).length,
    channels: channelsReached(found),
    // The same person may have written from another address: staff find that one too.
    otherAddresses: found.person.kind === "email" ? other("phone") : other("email"),
  };
}
export type Found = ReturnType<typeof summary>;

async function foundPage(db: Db, found: PersonData) {
  return { found: summary(found), earlier: (await earlierRequests(db, found.person)).length, downloadKey: newKey(), confirm: null as Confirm | null };
}

export async function dataRequestsPage({ context, request }: PageArgs) {
  const { db, env } = staffOf(context);
  const erasedKey = new URL(request.url).searchParams.get("erased") ?? "";
  // Only an erasure's own entry: a download's key here shows nothing.
  const [audit, erased] = await Promise.all([auditLog(db), formKey.safeParse(erasedKey).success ? erasureEntry(db, erasedKey) : undefined]);
  const kept = erased?.leadIds?.length ? await keptLetters(db, erased.leadIds) : 0;
  const twilio = /^(\d{1,4})\.(\d{1,4})$/.exec(new URL(request.url).searchParams.get("recordings") ?? "");
  const recordings = erased && twilio ? { deleted: Number(twilio[1]), pending: Number(twilio[2]) } : null;
  return { dailyCounts: DAILY_COUNTS_NOTE, audit, erased: erased ?? null, keptLetters: kept, keepsLetters: erasureKeepsLetters(env), recordings };
}

const refusal = (message: string, status = 400) => data({ error: message }, { status });
const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? "That did not work: find the person again";

export async function dataRequestsAction({ context, request }: PageArgs) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const form = Object.fromEntries(await request.formData());
  const now = new Date();

  if (form.intent === "find") {
    const parsed = findForm.safeParse(form);
    if (!parsed.success) return refusal(firstIssue(parsed.error));
    return foundPage(db, await findPerson(db, parsed.data.person));
  }

  if (form.intent === "ask-erase") {
    const parsed = askEraseForm.safeParse(form);
    if (!parsed.success) return refusal(firstIssue(parsed.error));
    const found = await findPerson(db, parsed.data.person);
    if (found.rows.leads.length === 0) return foundPage(db, found);
    // Ask once more, everyone: the second post must bring this key back within ten minutes.
    const { key, expiresAt } = await askToErase(db, { data: found, staff: email, now });
    return { ...(await foundPage(db, found)), confirm: { key, formKey: newKey(), expiresAt, leadIds: leadIdsOf(found) } };
  }

  const parsed = eraseForm.safeParse(form);
  if (!parsed.success) return refusal(firstIssue(parsed.error));
  const { person, formKey, confirmKey } = parsed.data;
  const used = await formKeyUse(db, formKey, "erase", person);
  // The same form again (a back button, a stale tab): its result, nothing more erased or recorded.
  if (used.use === "repeat") return redirect(`/desk/data-requests?erased=${formKey}`, 303);
  if (used.use === "refused") return refusal(used.message, 409);
  const found = await findPerson(db, person);
  const refused = await refuseConfirmation(db, { key: confirmKey, data: found, staff: email, now });
  if (refused) return refusal(refused, 409);
  const erased = await erasePerson(db, { data: found, staff: email, formKey, confirmKey: confirmKey!, at: now, keepLetters: erasureKeepsLetters(env) });
  if (!erased) {
    // Another post spent the confirmation first: if it was this form, show its result.
    const again = await formKeyUse(db, formKey, "erase", person);
    if (again.use === "repeat") return redirect(`/desk/data-requests?erased=${formKey}`, 303);
    return refusal("This confirmation was already used: find the person again.", 409);
  }
  // Their agreement PDFs go from R2 once their rows are gone (the keys were read before).
  const files = agreementFileKeys(found);
  for (let i = 0; i < files.length; i += 1000) await env.FILES.delete(files.slice(i, i + 1000));
  // Their recordings at Twilio, at once (the Cron retries what Twilio did not confirm).
  const recordings = found.rows.call_recordings.length ? await deleteDueRecordings(env, db, now) : null;
  log("info", "desk_person_erased", { by: email, rows: rowCounts(found), files: files.length, recordingsPending: recordings?.pending ?? 0 });
  // Post, then get: a reload does not post again; the page shows what is left to do by hand.
  return redirect(`/desk/data-requests?erased=${formKey}${recordings ? `&recordings=${recordings.deleted}.${recordings.pending}` : ""}`, 303);
}

/** The person's file to send them; each download audited once per form key, a key used for anything else refused. */
export async function downloadAction({ context, request }: PageArgs) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const text = (body: string, status: number) =>
    new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  const parsed = downloadForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return text(parsed.error.issues[0]?.message ?? "That did not work: find the person again", 400);
  const { person, formKey } = parsed.data;
  // A key serves one download about one person; the same form again gets the file again, recorded once.
  const used = await formKeyUse(db, formKey, "download", person);
  if (used.use === "refused") return text(used.message, 409);
  const at = new Date();
  const found = await findPerson(db, person);
  if (used.use === "new" && (await recordDownload(db, { data: found, staff: email, formKey, at }))) log("info", "desk_person_downloaded", { by: email });
  return new Response(`${JSON.stringify(exportFile(found, at, exportOptions(env)), null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // No name or address in the file's name: it lands in download folders and mail subjects.
      "Content-Disposition": `attachment; filename="data-request-${at.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export type DataRequestsPageData = Awaited<ReturnType<typeof dataRequestsPage>>;
export type DataRequestsAnswer = { error: string } | Awaited<ReturnType<typeof foundPage>> | undefined;

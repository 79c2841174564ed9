// The firm's list, replaced whole on each upload (every bad row named, nothing half taken), then every request checked again.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { refuseCrossOrigin, readBoundedForm } from "~/lib/http.server";
import { staffOf } from "~/lib/desk-post.server";
import { log } from "~/lib/log";
import { PARTY_LIST_MAX_BYTES, readPartyList } from "./party-list";
import { partyListSummary, replacePartyList } from "./store.server";

const MEGABYTES = PARTY_LIST_MAX_BYTES / 1024 / 1024;
const TOO_BIG = `The file is larger than ${MEGABYTES} MB: nothing was replaced. Export only names and kinds, or split the list.`;
/** The form's own fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export async function partyListLoader({ context, request }: Pick<LoaderFunctionArgs, "context" | "request">) {
  const { db } = staffOf(context);
  const url = new URL(request.url);
  return { list: await partyListSummary(db), uploaded: url.searchParams.get("uploaded") === "1" };
}

const refuse = (problems: string[], status = 400) => data({ problems }, { status });

export async function partyListAction({ context, request }: Pick<ActionFunctionArgs, "context" | "request">) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  // Never more than the file and its form in memory, however the body is sent.
  const form = await readBoundedForm(request, PARTY_LIST_MAX_BYTES + ENVELOPE_BYTES);
  if (!form) return refuse([TOO_BIG], 413);
  const file = form.get("list");
  if (!(file instanceof File) || file.size === 0) return refuse(["Choose the CSV file first."]);
  if (file.size > PARTY_LIST_MAX_BYTES) return refuse([TOO_BIG], 413);
  const read = readPartyList(await file.text());
  if (!read.ok) return refuse(["Nothing was replaced: fix these rows and upload the whole file again.", ...read.problems]);
  const { matches } = await replacePartyList(db, read.parties, email);
  log("info", "desk_conflict_list_uploaded", { names: read.parties.length, matches });
  return redirect("/desk/conflicts?uploaded=1", 303);
}

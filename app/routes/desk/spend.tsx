/** Ad spend (decision 0054): the ad platforms' cost reports uploaded (a period replaces that platform's days, a bad
 * file changes nothing), a month's amount typed by hand per source, and the ad campaigns that match no request's. */
import { data, Link, redirect } from "react-router";
import { sources } from "~/attribution/source";
import { CampaignMaps, ManualSpendForm, ManualSpendTable, UploadForm, UploadsTable } from "~/spend/spend-forms";
import { DeskSection } from "~/components/desk/desk-section";
import { type SpendField, spendForm } from "~/desk/form-schemas";
import { feeCents } from "~/lib/money";
import { importSpend, saveCampaignMap, saveManualSpend, spendPage } from "~/spend/store.server";
import { staffOf } from "~/lib/desk-post.server";
import { log } from "~/lib/log";
import { refuseCrossOrigin, readBoundedForm } from "~/lib/http.server";
import { platformName, readSpendReport, SPEND_FILE_MAX_BYTES } from "~/spend/spend-report";
import { dollars } from "~/spend/spend-values";
import type { Route } from "./+types/spend";

const TOO_BIG = `The file is larger than ${SPEND_FILE_MAX_BYTES / 1024 / 1024} MB: nothing was imported. Download a shorter period, or only the columns Day, Campaign and Cost.`;
/** The form's own fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = staffOf(context);
  const url = new URL(request.url);
  const page = await spendPage(db);
  const uploaded = page.uploads.find((u) => u.formKey === url.searchParams.get("uploaded")) ?? null;
  return { ...page, uploaded, saved: url.searchParams.get("saved"), formKey: crypto.randomUUID() };
}

export type SpendActionData = { intent: string; field: SpendField; error: string; values?: Record<string, string> };
const refuse = (intent: string, field: SpendField, error: string, status = 400, values?: Record<string, string>) =>
  data<SpendActionData>({ intent, field, error, values }, { status });

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  // Never more than the file and its form in memory, however the body is sent.
  const form = await readBoundedForm(request, SPEND_FILE_MAX_BYTES + ENVELOPE_BYTES);
  if (!form) return refuse("upload", "report", TOO_BIG, 413);
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const parsed = spendForm.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = String(issue?.path[0] ?? "");
    const field = (["month", "source", "label", "amount", "to"].includes(path) ? path : "form") as SpendField;
    return refuse(fields.intent ?? "unknown", field, field === "form" ? "That did not work: reload the page and try again" : issue!.message, 400, fields);
  }
  const input = parsed.data;
  if (input.intent === "upload") {
    const file = form.get("report");
    if (!(file instanceof File) || file.size === 0) return refuse("upload", "report", file instanceof File && file.name ? "The file is empty: nothing was imported." : "Choose the report file first.");
    if (file.size > SPEND_FILE_MAX_BYTES) return refuse("upload", "report", TOO_BIG, 413);
    const read = readSpendReport(new Uint8Array(await file.arrayBuffer()));
    if (!read.ok) return refuse("upload", "report", read.error);
    await importSpend(db, read, file.name, email, input.formKey);
    log("info", "desk_spend_uploaded", { platform: read.platform, rows: read.rows.length });
    return redirect(`/desk/numbers/spend?saved=upload&uploaded=${input.formKey}`, 303);
  }
  if (input.intent === "manual") {
    const cents = feeCents(input.amount);
    if (cents === null || cents === undefined) return refuse("manual", "amount", "Write the amount in dollars, like 1,500 (0 removes it)", 400, fields);
    await saveManualSpend(db, { month: input.month, source: input.source, label: input.label.replace(/\s+/g, " "), cents }, email);
    return redirect("/desk/numbers/spend?saved=manual#manual", 303);
  }
  const [kind, target] = [input.to.slice(0, input.to.indexOf(":")), input.to.slice(input.to.indexOf(":") + 1)];
  if (kind === "source" && !(sources as readonly string[]).includes(target)) return refuse("map", "to", "Choose what it counts as", 400, fields);
  await saveCampaignMap(db, { campaign: input.campaign, to: kind === "source" ? { source: target } : { campaign: target } }, email);
  return redirect("/desk/numbers/spend?saved=map#unmatched", 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Ad spend | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

const SAVED: Record<string, string> = { manual: "Saved the monthly amount.", map: "Saved: the campaign counts as you chose, in this and every later upload." };

export default function Spend({ loaderData, actionData }: Route.ComponentProps) {
  const { uploads, manual, unmatched, maps, campaigns, uploaded, saved, formKey } = loaderData;
  const failed = actionData as SpendActionData | undefined;
  const status = uploaded
    ? `Imported ${platformName[uploaded.platform]}: ${dollars(uploaded.totalCents)} from ${uploaded.fromDay} to ${uploaded.toDay} (${uploaded.rows} ${uploaded.rows === 1 ? "line" : "lines"} of a campaign's day), replacing that platform's spend for those days.${uploaded.currencyNamed ? "" : " The file names no currency: its amounts were taken as US dollars."}`
    : saved && SAVED[saved] ? SAVED[saved] : "";
  return (
    <>
      <h1 className="font-serif text-2xl font-bold sm:text-3xl">Ad spend</h1>
      <p className="mt-2 max-w-prose">
        What the firm pays for ads and listings, beside the requests they bring: see cost per request, per reached person and per signed case on the{" "}
        <Link to="/desk/numbers#cost" className="underline">numbers page</Link>. Amounts are in US dollars.
      </p>
      <p role="status" className={status ? "mt-3 rounded border-2 border-green-800 p-2 font-semibold text-green-900" : "sr-only"}>{status}</p>

      <DeskSection id="upload" title="Upload a cost report">
        <UploadForm formKey={formKey} error={failed?.intent === "upload" ? failed.error : undefined} maxMegabytes={SPEND_FILE_MAX_BYTES / 1024 / 1024} />
        <UploadsTable uploads={uploads} />
      </DeskSection>

      <DeskSection id="manual" title="Monthly amounts typed by hand">
        <p className="mt-1 max-w-prose">
          For what sends no report: a directory listing, a billboard, a TV spot. The amount is the month's, spread evenly over its days; a period that covers part of a month takes its part.
        </p>
        <ManualSpendForm failed={failed?.intent === "manual" ? failed : undefined} />
        <ManualSpendTable entries={manual} />
      </DeskSection>

      <DeskSection id="unmatched" title="Ad campaigns that match no request's campaign">
        <CampaignMaps unmatched={unmatched} maps={maps} campaigns={campaigns} failed={failed?.intent === "map" ? failed : undefined} />
      </DeskSection>
    </>
  );
}

// The spend page (`/desk/numbers/spend`, decision 0054): its forms' schema, its data and its posts, and the
// Google Ads conversions file.
import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { sources } from "~/db/statuses";
import { csvStream } from "~/lib/csv";
import { formKey, staffOf } from "~/lib/desk-post.server";
import { readBoundedForm, refuseCrossOrigin } from "~/lib/http.server";
import { errorMessage, log } from "~/lib/log";
import { feeCents } from "~/lib/money";
import { readRange } from "~/lib/period";
import { googleAdsHead, googleAdsLines, googleAdsSettings } from "./google-ads";
import { readSpendReport, SPEND_FILE_MAX_BYTES } from "./spend-report";
import { importSpend, saveCampaignMap, saveManualSpend, signedFromGoogleAds, spendPage } from "./store.server";

interface PageArgs {
  context: Parameters<typeof staffOf>[0];
  request: Request;
}

/** The spend page's forms (decision 0054): a cost report's upload, a month's amount typed by hand, a campaign's mapping. */
const LABEL_ASK = "Write what the money paid for, like Avvo listing";
export const spendForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload"), formKey }),
  z.object({
    intent: z.literal("manual"),
    month: z.string("Choose the month").check(z.regex(/^20\d\d-(0[1-9]|1[0-2])$/, "Choose the month, like 2026-11")),
    source: z.enum(sources, "Choose the source its requests come under"),
    label: z.string(LABEL_ASK).check(z.trim(), z.minLength(1, LABEL_ASK), z.maxLength(100, "At most 100 characters")),
    amount: z.string("Write the amount, like 1,500").check(z.maxLength(40, "Write the amount, like 1,500")),
  }),
  z.object({
    intent: z.literal("map"),
    campaign: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    to: z.string("Choose what it counts as").check(z.regex(/^(campaign|source):.{1,300}$/, "Choose what it counts as")),
  }),
]);
export type SpendField = "report" | "month" | "source" | "label" | "amount" | "to" | "form";

const TOO_BIG = `The file is larger than ${SPEND_FILE_MAX_BYTES / 1024 / 1024} MB: nothing was imported. Download a shorter period, or only the columns Day, Campaign and Cost.`;
/** The form's own fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export async function spendPageData({ context, request }: PageArgs) {
  const { db } = staffOf(context);
  const url = new URL(request.url);
  const page = await spendPage(db);
  const uploaded = page.uploads.find((u) => u.formKey === url.searchParams.get("uploaded")) ?? null;
  return { ...page, uploaded, saved: url.searchParams.get("saved"), formKey: crypto.randomUUID() };
}

export type SpendActionData = { intent: string; field: SpendField; error: string; values?: Record<string, string> };
const refuse = (intent: string, field: SpendField, error: string, status = 400, values?: Record<string, string>) =>
  data<SpendActionData>({ intent, field, error, values }, { status });

export async function spendAction({ context, request }: PageArgs) {
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
    if (!(file instanceof File) || file.size === 0)
      return refuse("upload", "report", file instanceof File && file.name ? "The file is empty: nothing was imported." : "Choose the report file first.");
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

/** Google Ads offline conversions for the range's signed clients who came from an ad click. */
export async function googleAdsExport({ context, request }: PageArgs) {
  const { env, db, email } = staffOf(context);
  const settings = googleAdsSettings(env);
  if (typeof settings === "string")
    return new Response(settings, { status: 409, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  const range = readRange(new URL(request.url));
  const ads = settings;
  let rows = 0;
  async function* lines() {
    for await (const page of signedFromGoogleAds(db, range)) {
      rows += page.length;
      yield googleAdsLines(page, ads);
    }
    log("info", "desk_export", { kind: "google-ads", by: email, rows, from: range.fromDay, to: range.toDay });
  }
  return csvStream(`google-ads-conversions-${range.fromDay}-to-${range.toDay}.csv`, googleAdsHead(), lines(), (error) =>
    log("error", "desk_export_failed", { kind: "google-ads", by: email, rows, message: errorMessage(error) }),
  );
}

export type SpendPageData = Awaited<ReturnType<typeof spendPageData>>;

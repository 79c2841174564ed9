/** Google Ads offline conversions for the range's signed clients who came from an ad click (app/spend/google-ads.ts). */
import { googleAdsFile, googleAdsSettings } from "~/spend/google-ads";
import { signedFromGoogleAds } from "~/desk/numbers.server";
import { readRange } from "~/lib/period";
import { staffOf } from "~/lib/desk-post.server";
import { csvDownload } from "~/lib/csv";
import { log } from "~/lib/log";
import type { Route } from "./+types/export-google-ads";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, db, email } = staffOf(context);
  const settings = googleAdsSettings(env);
  if (typeof settings === "string") return new Response(settings, { status: 409, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  const range = readRange(new URL(request.url));
  const conversions = await signedFromGoogleAds(db, range);
  log("info", "desk_export", { kind: "google-ads", by: email, rows: conversions.length, from: range.fromDay, to: range.toDay });
  return csvDownload(`google-ads-conversions-${range.fromDay}-to-${range.toDay}.csv`, [googleAdsFile(conversions, settings)]);
}

/** Google Ads offline conversions for the range's signed clients who came from an ad click (app/spend/google-ads.ts). */
import { googleAdsExport } from "~/spend/spend-page.server";
import type { Route } from "./+types/export-google-ads";

export const loader = (args: Route.LoaderArgs) => googleAdsExport(args);

// The spend page's body: the upload, the amounts typed by hand and the campaigns that match no request's.
import { Link } from "react-router";
import { DeskSection } from "~/components/desk/desk-section";
import type { SpendActionData, SpendPageData } from "./spend-page.server";
import { CampaignMaps, ManualSpendForm, ManualSpendTable, UploadForm, UploadsTable } from "./spend-forms";
import { platformName, SPEND_FILE_MAX_BYTES } from "./spend-report";
import { dollars } from "./spend-values";

const SAVED: Record<string, string> = { manual: "Saved the monthly amount.", map: "Saved: the campaign counts as you chose, in this and every later upload." };

export function SpendPage({ loaderData, actionData }: { loaderData: SpendPageData; actionData: unknown }) {
  const { uploads, manual, unmatched, maps, campaigns, uploaded, saved, formKey } = loaderData;
  const failed = actionData as SpendActionData | undefined;
  const status = uploaded
    ? `Imported ${platformName[uploaded.platform]}: ${dollars(uploaded.totalCents)} from ${uploaded.fromDay} to ${uploaded.toDay} (${uploaded.rows} ${uploaded.rows === 1 ? "line" : "lines"} of a campaign's day), replacing that platform's spend for those days.${uploaded.currencyNamed ? "" : " The file names no currency: its amounts were taken as US dollars."}`
    : saved && SAVED[saved]
      ? SAVED[saved]
      : "";
  return (
    <>
      <h1 className="font-serif text-2xl font-bold sm:text-3xl">Ad spend</h1>
      <p className="mt-2 max-w-prose">
        What the firm pays for ads and listings, beside the requests they bring: see cost per request, per reached person and per signed case on the{" "}
        <Link to="/desk/numbers#cost" className="underline">
          numbers page
        </Link>
        . Amounts are in US dollars.
      </p>
      <p role="status" className={status ? "mt-3 rounded border-2 border-green-800 p-2 font-semibold text-green-900" : "sr-only"}>
        {status}
      </p>

      <DeskSection id="upload" title="Upload a cost report">
        <UploadForm formKey={formKey} error={failed?.intent === "upload" ? failed.error : undefined} maxMegabytes={SPEND_FILE_MAX_BYTES / 1024 / 1024} />
        <UploadsTable uploads={uploads} />
      </DeskSection>

      <DeskSection id="manual" title="Monthly amounts typed by hand">
        <p className="mt-1 max-w-prose">
          For what sends no report: a directory listing, a billboard, a TV spot. The amount is the month's, spread evenly over its days; a period that covers
          part of a month takes its part.
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

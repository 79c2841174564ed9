/** The spend page's forms and tables: the upload, the uploads so far, monthly amounts, campaign mappings. */
import { cell, num, TableScroll } from "~/components/desk/number-table";
import { button, DeskForm } from "~/components/desk/desk-form";
import { useNavigation } from "react-router";
import { sourceLabel } from "~/attribution/source";
import type { ManualSpendRow, SpendCampaignMapRow, SpendUploadRow } from "~/db/schema.server";
import { kentShort } from "~/lib/kent-time";
import { platformName } from "./spend-report";
import { type Platform, sources } from "~/db/statuses";
import { campaignKey, dollars } from "./spend-values";

type Failed = { field: string; error: string; values?: Record<string, string> };

const field = "mt-1 block w-full max-w-xs rounded border border-ink/30 bg-white px-2 py-2";

function Problem({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="mt-2 rounded border-2 border-red-800 p-2 font-semibold text-red-900">
      {error}
    </p>
  ) : null;
}

const invalid = (failed: Failed | undefined, name: string, id: string) => (failed?.field === name ? { "aria-invalid": true, "aria-describedby": id } : {});

export function UploadForm({ formKey, error, maxMegabytes }: { formKey: string; error?: string; maxMegabytes: number }) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <ul className="mt-2 max-w-prose list-disc space-y-1 pl-6 text-sm">
        <li>Google Ads: Campaigns, segmented by Day, with the columns Campaign, Cost and Currency code; Download as CSV or Excel CSV.</li>
        <li>Microsoft Advertising: Reports, Campaign, Time: daily, with TimePeriod, Campaign name, Spend and Currency code; download as CSV.</li>
        <li>Meta Ads Manager: Reports or Export table data, broken down by Day, with Campaign name and Amount spent (USD); export as CSV.</li>
      </ul>
      <p className="mt-2 max-w-prose text-sm">
        At most {maxMegabytes} MB. The platform is known by the file&apos;s columns. A file replaces that platform&apos;s spend for every day from its first day
        to its last, so uploading a period again never counts it twice. A file with a bad row changes nothing.
      </p>
      <DeskForm intent="upload" formKey={formKey} encType="multipart/form-data" className="mt-3">
        <label htmlFor="spend-report" className="block font-semibold">
          Cost report (CSV)
        </label>
        <input
          id="spend-report"
          type="file"
          name="report"
          accept=".csv,.tsv,text/csv,text/tab-separated-values"
          required
          className="mt-1 block w-full max-w-md text-base"
          {...(error ? { "aria-invalid": true, "aria-describedby": "spend-report-error" } : {})}
        />
        <Problem id="spend-report-error" error={error} />
        <button type="submit" disabled={busy} className={`${button} mt-3`}>
          Upload
        </button>
      </DeskForm>
    </>
  );
}

export function UploadsTable({ uploads }: { uploads: SpendUploadRow[] }) {
  if (uploads.length === 0) return <p className="mt-3">No cost report uploaded yet.</p>;
  return (
    <TableScroll label="Uploads">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="px-2 py-2 text-left font-bold">The last uploads</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              Uploaded
            </th>
            <th scope="col" className={cell}>
              Platform
            </th>
            <th scope="col" className={cell}>
              Days
            </th>
            <th scope="col" className={num}>
              Amount
            </th>
            <th scope="col" className={cell}>
              Currency
            </th>
            <th scope="col" className={cell}>
              File and who
            </th>
          </tr>
        </thead>
        <tbody>
          {uploads.map((u) => (
            <tr key={u.id}>
              <th scope="row" className={cell}>
                {kentShort(u.uploadedAt)}
              </th>
              <td className={cell}>{platformName[u.platform]}</td>
              <td className={cell}>
                {u.fromDay} to {u.toDay}
              </td>
              <td className={num}>{dollars(u.totalCents)}</td>
              <td className={cell}>{u.currencyNamed ? "USD" : "None named: taken as USD"}</td>
              <td className={`${cell} break-all`}>
                {u.fileName}, {u.uploadedBy}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function ManualSpendForm({ failed }: { failed?: Failed }) {
  const v = failed?.values ?? {};
  return (
    <DeskForm intent="manual" className="mt-3 grid gap-3 sm:grid-cols-2">
      <label className="font-semibold">
        Month
        <input
          type="month"
          name="month"
          required
          defaultValue={v.month}
          placeholder="2026-11"
          className={field}
          {...invalid(failed, "month", "manual-error")}
        />
      </label>
      <label className="font-semibold">
        Source its requests come under
        <select name="source" required defaultValue={v.source ?? "directory"} className={field} {...invalid(failed, "source", "manual-error")}>
          {sources.map((s) => (
            <option key={s} value={s}>
              {sourceLabel[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="font-semibold">
        What it paid for
        <input
          type="text"
          name="label"
          required
          maxLength={100}
          defaultValue={v.label}
          placeholder="Avvo listing"
          className={field}
          {...invalid(failed, "label", "manual-error")}
        />
      </label>
      <label className="font-semibold">
        Amount for the month, in dollars (0 removes it)
        <input
          type="text"
          name="amount"
          required
          inputMode="decimal"
          defaultValue={v.amount}
          placeholder="1,500.00"
          className={field}
          {...invalid(failed, "amount", "manual-error")}
        />
      </label>
      <div className="sm:col-span-2">
        <Problem id="manual-error" error={failed?.error} />
        <button type="submit" className={`${button} mt-1`}>
          Save the amount
        </button>
      </div>
    </DeskForm>
  );
}

export function ManualSpendTable({ entries }: { entries: ManualSpendRow[] }) {
  if (entries.length === 0) return <p className="mt-3">No monthly amount typed yet.</p>;
  return (
    <TableScroll label="Monthly amounts">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="px-2 py-2 text-left font-bold">Monthly amounts</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              Month
            </th>
            <th scope="col" className={cell}>
              Source
            </th>
            <th scope="col" className={cell}>
              What it paid for
            </th>
            <th scope="col" className={num}>
              Amount
            </th>
            <th scope="col" className={cell}>
              Saved by
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <th scope="row" className={cell}>
                {e.month}
              </th>
              <td className={cell}>{sourceLabel[e.source] ?? e.source}</td>
              <td className={cell}>{e.label}</td>
              <td className={num}>{dollars(e.amountCents)}</td>
              <td className={`${cell} break-all`}>{e.updatedBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

type Unmatched = { platform: Platform; campaign: string; campaignKey: string; cents: number; fromDay: string; toDay: string };

/** Each unmatched ad campaign with its own small form: counted as a request's campaign, or only under a source. */
export function CampaignMaps({
  unmatched,
  maps,
  campaigns,
  failed,
}: {
  unmatched: Unmatched[];
  maps: SpendCampaignMapRow[];
  campaigns: string[];
  failed?: Failed;
}) {
  return (
    <>
      <p className="mt-1 max-w-prose">
        An ad campaign is matched to the campaign a request first came from (its utm_campaign) without regard to case and spacing. One that matches none is
        counted in its platform&apos;s source and listed here: say once what it counts as, and every upload after this one follows it.
      </p>
      {unmatched.length === 0 ? (
        <p className="mt-3">Every ad campaign matches a request&apos;s campaign or has been mapped.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {unmatched.map((u, i) => {
            const id = `map-${i}`;
            const mine = failed?.values?.campaign === u.campaign ? failed : undefined;
            return (
              <li key={`${u.platform}|${u.campaignKey}`} className="rounded border border-ink/15 bg-white p-3">
                <p className="font-semibold">
                  {u.campaign}{" "}
                  <span className="font-normal">
                    ({platformName[u.platform]}, {dollars(u.cents)} from {u.fromDay} to {u.toDay})
                  </span>
                </p>
                <DeskForm intent="map" fields={{ campaign: u.campaign }} className="mt-2 flex flex-wrap items-end gap-3">
                  <label htmlFor={id} className="font-semibold">
                    Count it as
                    <select id={id} name="to" required defaultValue="" className={field} {...invalid(mine, "to", `${id}-error`)}>
                      <option value="" disabled>
                        Choose…
                      </option>
                      <optgroup label="A request's campaign">
                        {campaigns.map((c) => (
                          <option key={c} value={`campaign:${c}`}>
                            {c}
                          </option>
                        ))}
                      </optgroup>
                      <optgroup label="No campaign: only under a source">
                        {sources.map((s) => (
                          <option key={s} value={`source:${s}`}>
                            {sourceLabel[s]}
                          </option>
                        ))}
                      </optgroup>
                    </select>
                  </label>
                  <button type="submit" className={button}>
                    Save
                  </button>
                </DeskForm>
                <Problem id={`${id}-error`} error={mine?.error} />
              </li>
            );
          })}
        </ul>
      )}
      {maps.length > 0 && (
        <TableScroll label="Campaign mappings">
          <table className="w-full min-w-[30rem] border-collapse text-sm">
            <caption className="px-2 py-2 text-left font-bold">Mapped by hand</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Ad campaign
                </th>
                <th scope="col" className={cell}>
                  Counts as
                </th>
                <th scope="col" className={cell}>
                  By
                </th>
              </tr>
            </thead>
            <tbody>
              {maps.map((m) => (
                <tr key={m.campaignKey}>
                  <th scope="row" className={cell}>
                    {m.campaign}
                  </th>
                  <td className={cell}>
                    {m.toSource
                      ? `No campaign, under ${sourceLabel[m.toSource] ?? m.toSource}`
                      : `Campaign ${campaigns.find((c) => campaignKey(c) === m.toCampaignKey) ?? m.toCampaignKey}`}
                  </td>
                  <td className={`${cell} break-all`}>{m.mappedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

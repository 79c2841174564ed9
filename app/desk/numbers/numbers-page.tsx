// The numbers page's body: the period, the chart and its table, the breakdowns, the speeds, call taps, costs, exports.
import { type Column, NumberTable } from "~/components/desk/number-table";
import { PeriodForm } from "~/components/desk/period-form";
import { Link } from "react-router";
import { sourceName } from "~/attribution/source";
import { DailyChart } from "~/desk/numbers/daily-chart";
import { type Breakdown, type ContactTimes } from "~/leads/lead-numbers";
import { deskDefinitions } from "~/content/desk-definitions";
import { ownerName } from "~/content/intake-roster";
import { minutes, SpeedTable } from "~/desk/numbers/speed-table";
import { rangeSearch } from "~/lib/period";
import { DeskSection } from "~/components/desk/desk-section";
import { money } from "~/lib/money";
import { CostSection } from "~/spend/cost-tables";
import { CallCountTables } from "~/phone/call-counts-tables";
import type { NumbersPageData } from "./numbers-page.server";

const percent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);

const breakdownColumns: Column<Breakdown>[] = [
  { head: "Requests", value: (r) => r.requests },
  { head: "Reached", value: (r) => r.contacted },
  { head: "Signed", value: (r) => r.signed },
  { head: "Signed ÷ qualified", value: (r) => percent(r.signedRate) },
  { head: "Expected fees", value: (r) => money(r.expectedFeeCents) },
  { head: "Not a case", value: (r) => r.notACase },
  { head: "Qualified", value: (r) => r.qualified },
  { head: "Reach rate", value: (r) => percent(r.reachRate) },
  { head: "Calls until reached", value: (r) => (r.attemptsUntilReached === null ? "–" : r.attemptsUntilReached.toFixed(1)) },
];

function BreakdownTable({
  caption,
  label,
  rows,
  totals,
  nameOf = (key) => key,
}: {
  caption: string;
  label: string;
  rows: Breakdown[];
  totals: Breakdown;
  nameOf?: (key: string) => string;
}) {
  return (
    <NumberTable
      label={caption}
      caption={caption}
      minWidth="min-w-[52rem]"
      rowHeader={label}
      rows={[...rows, totals]}
      rowKey={(r) => r.key}
      rowHead={(r) => (r === totals ? "All" : nameOf(r.key))}
      rowClass={(r) => (r === totals ? "font-bold" : "")}
      columns={breakdownColumns}
    />
  );
}

const pill = "inline-flex min-h-11 items-center rounded-full border-2 border-ink px-4 font-semibold";

/** A period to show; the one shown is marked for the eye (filled) and for screen readers (aria-current). */
function PeriodLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`${pill} underline-offset-4 hover:underline aria-[current=page]:bg-ink aria-[current=page]:text-paper aria-[current=page]:no-underline`}
    >
      {children}
    </Link>
  );
}

const contactColumns: Column<{ label: string; times: ContactTimes }>[] = [
  { head: "Requests", value: (r) => r.times.requests },
  { head: "Contacted", value: (r) => r.times.contacted },
  { head: "Median", value: (r) => minutes(r.times.medianMinutes) },
  { head: "90th percentile", value: (r) => minutes(r.times.p90Minutes) },
];

function Definitions() {
  return (
    <div className="mt-3 text-sm">
      <h3 className="font-bold">How these are counted</h3>
      <ul className="mt-1 list-disc space-y-1 pl-6">
        <li>
          Each person counts once: a request linked to an earlier one of the same person counts under the first request&apos;s source, campaign and owner, and
          its calls, reach and signing count there.
        </li>
        <li>Qualified: every request except not-a-case (spam among them) and linked requests. Signed ÷ qualified is the signed rate.</li>
        <li>{deskDefinitions.reached} Reach rate: reached ÷ requests. Calls until reached: the average number of logged calls up to the first reached one.</li>
        <li>
          Office hours or after hours: by when the request arrived. Median and 90th percentile by the nearest-rank method: the smallest time with at least half
          (or 90 %) of the times at or below it.
        </li>
      </ul>
    </div>
  );
}

export function NumbersPage({ loaderData }: { loaderData: NumbersPageData }) {
  const { range, numbers, callTaps, adsProblem, cost } = loaderData;
  const search = rangeSearch(range);
  return (
    <>
      <h1 className="font-serif text-3xl font-bold">Numbers for {range.label}</h1>
      <nav aria-label="Periods" className="mt-3 flex flex-wrap gap-2">
        <PeriodLink to="/desk/numbers?range=30" current={range.range === "30"}>
          Last 30 days
        </PeriodLink>
        <PeriodLink to="/desk/numbers?range=90" current={range.range === "90"}>
          Last 90 days
        </PeriodLink>
        {range.range === "custom" && (
          <span aria-current="page" className={`${pill} bg-ink text-paper`}>
            {range.fromDay} to {range.toDay}
          </span>
        )}
      </nav>
      <PeriodForm fromDay={range.fromDay} toDay={range.toDay} />

      <DeskSection id="per-day" title="Requests per day">
        <p className="mt-1">
          {`${numbers.totals.requests} requests, ${numbers.totals.contacted} reached, ${numbers.totals.signed} signed (${percent(numbers.totals.signedRate)} of ${numbers.totals.qualified} qualified), expected fees ${money(numbers.totals.expectedFeeCents)}.`}
        </p>
        <p className="mt-1">{`Shown apart: ${numbers.totals.notACase} not a case (spam among them), and ${numbers.linked} ${numbers.linked === 1 ? "request" : "requests"} linked to an earlier request of the same person (counted there, once).`}</p>
        <DailyChart days={numbers.days} title={`Requests per day, ${range.label} (Kent days)`} />
      </DeskSection>

      <DeskSection id="what-brings" title="What brings signed cases">
        <BreakdownTable caption="Per source" label="Source" rows={numbers.bySource} totals={numbers.totals} nameOf={sourceName} />
        <BreakdownTable caption="Per campaign (utm_campaign)" label="Campaign" rows={numbers.byCampaign} totals={numbers.totals} />
      </DeskSection>

      <DeskSection id="calls" title="Calls to the firm's numbers">
        <CallCountTables {...loaderData.calls} />
      </DeskSection>

      <DeskSection id="cost" title="What each signed case cost">
        <CostSection cost={cost} label={range.label} />
      </DeskSection>

      <DeskSection id="owners" title="Per owner">
        <BreakdownTable caption="Outcomes per owner" label="Owner" rows={numbers.byOwner} totals={numbers.totals} nameOf={(key) => ownerName(key)} />
        <SpeedTable caption="Time to first call and first reach per owner" label="Owner" rows={numbers.speedByOwner} nameOf={(key) => ownerName(key)} />
      </DeskSection>

      <DeskSection id="speed" title="Time to first contact">
        <SpeedTable caption="Time to first call and first reach per source" label="Source" rows={numbers.speedBySource} nameOf={sourceName} />
        <NumberTable
          label="Time to first contact"
          caption="All sources: from the request to the first reach (the first call logged as Reached)."
          captionClass="px-2 py-2 text-left"
          minWidth="min-w-[30rem]"
          rowHeader="The request came"
          rows={[
            { label: "In office hours", times: numbers.firstContact.officeHours },
            { label: "After hours", times: numbers.firstContact.afterHours },
          ]}
          rowKey={(r) => r.label}
          rowHead={(r) => r.label}
          columns={contactColumns}
        />
        <Definitions />
      </DeskSection>

      <DeskSection id="taps" title="Call taps per page">
        {callTaps.length === 0 ? (
          <p className="mt-2">No taps on a phone number in this period.</p>
        ) : (
          <NumberTable
            label="Call taps per page"
            rowHeader="Page"
            rows={callTaps}
            rowKey={(t) => t.page}
            rowHead={(t) => t.page}
            rowHeadClass={() => "break-all"}
            columns={[{ head: "Call taps", value: (t) => t.taps }]}
          />
        )}
      </DeskSection>

      <DeskSection id="exports" title="Exports">
        <ul className="mt-2 list-disc space-y-2 pl-6">
          <li>
            <a href={`/desk/export/requests.csv?${search}`} className="underline" download>
              The requests of this period as CSV
            </a>
            : a report in Kent times and dollars, with owner, status and reason, calls, deadline flag, source and campaign (safe to open in a spreadsheet; a
            person&apos;s whole data is on A person&apos;s data).
          </li>
          <li>
            <a href={`/desk/declines?${search}`} className="underline">
              Declined and referred, by month
            </a>
            : reasons, referrals and to whom.
          </li>
          <li>
            {adsProblem ? (
              <span>The Google Ads conversions file is off: {adsProblem}</span>
            ) : (
              <>
                <a href={`/desk/export/google-ads-conversions.csv?${search}`} className="underline" download>
                  Google Ads offline conversions
                </a>
                : clients signed in this period who came from a Google ad click, in the format of Google's upload template. Download it and upload it in Google
                Ads yourself; the site sends nothing to Google.
              </>
            )}
          </li>
        </ul>
      </DeskSection>
    </>
  );
}

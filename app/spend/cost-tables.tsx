/** Cost per outcome on the numbers page (decision 0054): per source and per campaign, the spend unmatched to a
 * campaign listed apart, and cost per signed case by month. "No spend recorded" is never shown as $0. */
import { type Column, NumberTable } from "~/components/desk/number-table";
import { Link } from "react-router";
import { sourceName } from "~/attribution/source";
import type { CostNumbers, CostRow } from "./cost-numbers";
import { platformName } from "./spend-report";
import { dollars } from "./spend-values";
import { CostChart } from "./cost-chart";
const NONE = "no spend recorded";

const cost = (cents: number | null) => (cents === null ? "–" : dollars(Math.round(cents)));

/** A row of the table: a source or campaign, or one of its platforms (`under` it). */
type Line = { r: CostRow; under: CostRow | null };

const costColumns: Column<Line>[] = [
  { head: "Spend", value: ({ r }) => (r.spendCents === null ? NONE : dollars(r.spendCents)) },
  { head: "Requests", value: ({ r }) => r.requests },
  { head: "Reached", value: ({ r }) => r.contacted },
  { head: "Qualified", value: ({ r }) => r.qualified },
  { head: "Signed", value: ({ r }) => r.signed },
  { head: "Cost per request", value: ({ r }) => cost(r.perRequest) },
  { head: "Cost per reached", value: ({ r }) => cost(r.perReached) },
  { head: "Cost per signed case", value: ({ r }) => cost(r.perSigned) },
  { head: "Expected fees", value: ({ r }) => dollars(r.expectedFeeCents) },
  { head: "Fees ÷ spend", value: ({ r }) => (r.feesPerSpend === null ? "–" : `${r.feesPerSpend.toFixed(1)}×`) },
];

function CostTable({
  caption,
  label,
  rows,
  totals,
  nameOf,
}: {
  caption: string;
  label: string;
  rows: CostRow[];
  totals: CostRow;
  nameOf: (row: CostRow) => string;
}) {
  const lines = [...rows, totals].flatMap((r): Line[] => [{ r, under: null }, ...(r.platforms ?? []).map((p) => ({ r: p, under: r }))]);
  return (
    <NumberTable
      label={caption}
      caption={caption}
      minWidth="min-w-[60rem]"
      rowHeader={label}
      rows={lines}
      rowKey={({ r, under }) => (r === totals ? "(all)" : under ? `${under.key}|${r.key}` : r.key)}
      rowHead={({ r, under }) =>
        under ? (
          <>
            <span className="sr-only">{nameOf(under)}: </span>
            {r.name}
          </>
        ) : r === totals ? (
          "All"
        ) : (
          nameOf(r)
        )
      }
      rowHeadClass={({ under }) => (under ? "pl-6 font-normal" : undefined)}
      rowClass={({ r }) => (r === totals ? "font-bold" : "")}
      columns={costColumns}
    />
  );
}

export function CostSection({ cost: numbers, label }: { cost: CostNumbers; label: string }) {
  const { totals, unmatched } = numbers;
  return (
    <>
      <p className="mt-1 max-w-prose">
        {totals.spendCents === null ? (
          <>No spend recorded for {label}. </>
        ) : (
          <>{`Spend ${dollars(totals.spendCents)}; cost per signed case ${cost(totals.perSigned)}; expected fees ${dollars(totals.expectedFeeCents)}. `}</>
        )}
        Upload the ad platforms&apos; cost reports and type monthly amounts on the{" "}
        <Link to="/desk/numbers/spend" className="underline">
          Ad spend page
        </Link>
        .
      </p>
      <CostTable
        caption="Cost per source, and per ad platform under its source"
        label="Source"
        rows={numbers.bySource}
        totals={totals}
        nameOf={(r) => sourceName(r.key)}
      />
      <CostTable
        caption="Cost per campaign (the ad's campaign matched to utm_campaign)"
        label="Campaign"
        rows={numbers.byCampaign}
        totals={totals}
        nameOf={(r) => r.name}
      />
      {numbers.sourceOnlyCents > 0 && (
        <p className="mt-2 max-w-prose text-sm">{`${dollars(numbers.sourceOnlyCents)} of the spend has no campaign (monthly amounts, and ad campaigns mapped to a source): it counts in its source and in the totals.`}</p>
      )}
      {unmatched.length > 0 && (
        <NumberTable
          label="spend that matches no campaign"
          caption="Spend that matches no request's campaign (counted in its source and the totals)"
          minWidth="min-w-[28rem]"
          rowHeader="Ad campaign"
          rows={unmatched}
          rowKey={(u) => `${u.platform}|${u.campaign}`}
          rowHead={(u) => u.campaign}
          columns={[
            { head: "Platform", value: (u) => platformName[u.platform], text: true },
            { head: "Spend", value: (u) => dollars(u.cents) },
          ]}
        />
      )}
      {unmatched.length > 0 && (
        <p className="mt-2 text-sm">
          <Link to="/desk/numbers/spend#unmatched" className="underline">
            Map these campaigns
          </Link>{" "}
          once, and they count as the campaign you choose.
        </p>
      )}
      <CostChart months={numbers.byMonth} title={`Cost per signed case by month, ${label} (requests by the month they came)`} />
    </>
  );
}

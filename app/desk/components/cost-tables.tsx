/** Cost per outcome on the numbers page (decision 0054): per source and per campaign, the spend unmatched to a
 * campaign listed apart, and cost per signed case by month. "No spend recorded" is never shown as $0. */
import { cell, num, TableScroll } from "~/components/desk/number-table";
import { Link } from "react-router";
import { sourceName } from "~/attribution/source";
import type { CostNumbers, CostRow } from "~/desk/cost-numbers";
import { platformName } from "~/lib/spend-report";
import { dollars } from "~/lib/spend-values";
import { CostChart } from "./cost-chart";
const NONE = "no spend recorded";

const cost = (cents: number | null) => (cents === null ? "–" : dollars(Math.round(cents)));

function CostTable({ caption, label, rows, totals, nameOf }: { caption: string; label: string; rows: CostRow[]; totals: CostRow; nameOf: (row: CostRow) => string }) {
  return (
    <TableScroll label={caption}>
      <table className="w-full min-w-[60rem] border-collapse text-sm">
        <caption className="px-2 py-2 text-left font-bold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>{label}</th>
            <th scope="col" className={num}>Spend</th>
            <th scope="col" className={num}>Requests</th>
            <th scope="col" className={num}>Reached</th>
            <th scope="col" className={num}>Qualified</th>
            <th scope="col" className={num}>Signed</th>
            <th scope="col" className={num}>Cost per request</th>
            <th scope="col" className={num}>Cost per reached</th>
            <th scope="col" className={num}>Cost per signed case</th>
            <th scope="col" className={num}>Expected fees</th>
            <th scope="col" className={num}>Fees ÷ spend</th>
          </tr>
        </thead>
        <tbody>
          {[...rows, totals].flatMap((r) => [{ r, under: null as CostRow | null }, ...(r.platforms ?? []).map((p) => ({ r: p, under: r }))]).map(({ r, under }) => (
            <tr key={r === totals ? "(all)" : under ? `${under.key}|${r.key}` : r.key} className={r === totals ? "font-bold" : ""}>
              {under ? (
                <th scope="row" className={`${cell} pl-6 font-normal`}>
                  <span className="sr-only">{nameOf(under)}: </span>
                  {r.name}
                </th>
              ) : (
                <th scope="row" className={cell}>{r === totals ? "All" : nameOf(r)}</th>
              )}
              <td className={num}>{r.spendCents === null ? NONE : dollars(r.spendCents)}</td>
              <td className={num}>{r.requests}</td>
              <td className={num}>{r.contacted}</td>
              <td className={num}>{r.qualified}</td>
              <td className={num}>{r.signed}</td>
              <td className={num}>{cost(r.perRequest)}</td>
              <td className={num}>{cost(r.perReached)}</td>
              <td className={num}>{cost(r.perSigned)}</td>
              <td className={num}>{dollars(r.expectedFeeCents)}</td>
              <td className={num}>{r.feesPerSpend === null ? "–" : `${r.feesPerSpend.toFixed(1)}×`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
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
          <>
            {`Spend ${dollars(totals.spendCents)}; cost per signed case ${cost(totals.perSigned)}; expected fees ${dollars(totals.expectedFeeCents)}. `}
          </>
        )}
        Upload the ad platforms&apos; cost reports and type monthly amounts on the{" "}
        <Link to="/desk/numbers/spend" className="underline">Ad spend page</Link>.
      </p>
      <CostTable caption="Cost per source, and per ad platform under its source" label="Source" rows={numbers.bySource} totals={totals} nameOf={(r) => sourceName(r.key)} />
      <CostTable caption="Cost per campaign (the ad's campaign matched to utm_campaign)" label="Campaign" rows={numbers.byCampaign} totals={totals} nameOf={(r) => r.name} />
      {numbers.sourceOnlyCents > 0 && (
        <p className="mt-2 max-w-prose text-sm">{`${dollars(numbers.sourceOnlyCents)} of the spend has no campaign (monthly amounts, and ad campaigns mapped to a source): it counts in its source and in the totals.`}</p>
      )}
      {unmatched.length > 0 && (
        <TableScroll label="spend that matches no campaign">
          <table className="w-full min-w-[28rem] border-collapse text-sm">
            <caption className="px-2 py-2 text-left font-bold">Spend that matches no request&apos;s campaign (counted in its source and the totals)</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>Ad campaign</th>
                <th scope="col" className={cell}>Platform</th>
                <th scope="col" className={num}>Spend</th>
              </tr>
            </thead>
            <tbody>
              {unmatched.map((u) => (
                <tr key={`${u.platform}|${u.campaign}`}>
                  <th scope="row" className={cell}>{u.campaign}</th>
                  <td className={cell}>{platformName[u.platform]}</td>
                  <td className={num}>{dollars(u.cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {unmatched.length > 0 && (
        <p className="mt-2 text-sm">
          <Link to="/desk/numbers/spend#unmatched" className="underline">Map these campaigns</Link> once, and they count as the campaign you choose.
        </p>
      )}
      <CostChart months={numbers.byMonth} title={`Cost per signed case by month, ${label} (requests by the month they came)`} />
    </>
  );
}

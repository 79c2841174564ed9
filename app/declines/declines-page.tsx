/** Declined and referred out, by Kent month (decision 0082): declines per reason, referrals and to whom; the same as CSV. */
import { Link } from "react-router";
import { DeskSection } from "~/components/desk/desk-section";
import { type Column, NumberTable } from "~/components/desk/number-table";
import { PeriodForm } from "~/components/desk/period-form";
import { rangeSearch } from "~/lib/period";
import { REFERRAL_FEE_NOTE } from "./closing";
import { reasonColumns } from "./declines-report";
import type { declinesPageData } from "./declines-page.server";

const pill =
  "inline-flex min-h-11 items-center rounded-full border-2 border-ink px-4 font-semibold underline-offset-4 hover:underline aria-[current=page]:bg-ink aria-[current=page]:text-paper aria-[current=page]:no-underline";

export function DeclinesPage({ range, months, yearStart, yearAgo, today }: Awaited<ReturnType<typeof declinesPageData>>) {
  const search = rangeSearch(range);
  const custom = (from: string) => `/desk/declines?range=custom&from=${from}&to=${today}`;
  const isCustom = (from: string) => range.range === "custom" && range.fromDay === from && range.toDay === today;
  const totals = months.reduce((t, m) => ({ declined: t.declined + m.declinedTotal, referred: t.referred + m.referred }), { declined: 0, referred: 0 });
  return (
    <>
      <h1 className="font-serif text-3xl font-bold">Declined and referred, {range.label}</h1>
      <nav aria-label="Periods" className="mt-3 flex flex-wrap gap-2">
        <Link to="/desk/declines?range=30" aria-current={range.range === "30" ? "page" : undefined} className={pill}>
          Last 30 days
        </Link>
        <Link to="/desk/declines?range=90" aria-current={range.range === "90" ? "page" : undefined} className={pill}>
          Last 90 days
        </Link>
        <Link to={custom(yearStart)} aria-current={isCustom(yearStart) ? "page" : undefined} className={pill}>
          This year
        </Link>
        <Link to={custom(yearAgo)} aria-current={isCustom(yearAgo) ? "page" : undefined} className={pill}>
          Last 12 months
        </Link>
      </nav>
      <PeriodForm fromDay={range.fromDay} toDay={range.toDay} />

      <DeskSection id="by-month" title="By month">
        <p className="mt-1">
          {totals.declined} declined and {totals.referred} referred out. Each request counts once, in the Kent month it was last moved to Declined or Referred
          out, with the reason recorded then.
        </p>
        {months.length === 0 ? (
          <p className="mt-2">No request was declined or referred out in this period.</p>
        ) : (
          <NumberTable
            label="declined and referred by month"
            caption="Requests declined per reason and referred out, per Kent month"
            captionClass="sr-only"
            rowHeader="Month"
            rows={months}
            rowKey={(m) => m.month}
            rowHead={(m) => m.month}
            columns={[
              ...reasonColumns.map((c): Column<(typeof months)[number]> => ({ head: c.label, value: (m) => m.declined[c.key] })),
              { head: "Declined", value: (m) => m.declinedTotal, className: "font-semibold" },
              { head: "Referred out", value: (m) => m.referred, className: "font-semibold" },
              { head: "Referred to", value: (m) => m.referredTo.map((t) => `${t.name} (${t.count})`).join("; ") || "—", text: true },
            ]}
          />
        )}
        <p className="mt-3 text-sm">{REFERRAL_FEE_NOTE}</p>
        <p className="mt-3">
          <a href={`/desk/export/declines.csv?${search}`} className="underline" download>
            This table as CSV
          </a>{" "}
          (safe to open in a spreadsheet).
        </p>
      </DeskSection>
    </>
  );
}

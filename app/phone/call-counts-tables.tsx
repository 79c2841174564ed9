/** The numbers page's calls: per source and per number called (app/phone/call-counts.ts). */
import { sourceName } from "~/attribution/source";
import { callsDeskWords } from "~/content/calls-desk";
import { type Column, NumberTable } from "~/components/desk/number-table";
import { type CallCounts, numberLabel } from "./call-counts";

const words = callsDeskWords.numbers;
const columns: Column<CallCounts>[] = (Object.keys(words.columns) as (keyof typeof words.columns)[]).map((key) => ({
  head: words.columns[key],
  value: (row: CallCounts) => row[key],
}));

type Counted = { rows: CallCounts[]; totals: CallCounts };

function CountTable({ caption, label, counted, nameOf }: { caption: string; label: string; counted: Counted; nameOf: (key: string) => string }) {
  return (
    <NumberTable
      label={caption}
      caption={caption}
      minWidth="min-w-[60rem]"
      rowHeader={label}
      rows={[...counted.rows, counted.totals]}
      rowKey={(row) => row.key}
      rowHead={(row) => (row === counted.totals ? words.all : nameOf(row.key))}
      rowClass={(row) => (row === counted.totals ? "font-semibold" : undefined)}
      columns={columns}
    />
  );
}

export function CallCountTables({ bySource, byNumber }: { bySource: Counted; byNumber: Counted }) {
  if (bySource.totals.calls === 0) return <p className="mt-2">{words.none}</p>;
  return (
    <>
      <p className="mt-1 max-w-3xl text-sm text-muted">{words.hint}</p>
      <CountTable
        caption={words.bySource}
        label={words.source}
        counted={bySource}
        nameOf={(key) => (key === "phone" ? words.mainLineSource : sourceName(key))}
      />
      <CountTable caption={words.byNumber} label={words.numberCalled} counted={byNumber} nameOf={numberLabel} />
    </>
  );
}

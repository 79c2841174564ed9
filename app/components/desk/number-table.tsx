/** The desk's tables of figures: a head per row, numbers aligned on their digits, a box that scrolls sideways on a phone. */
import type { ReactNode } from "react";

/** It takes the keyboard's focus, so it is a region, named apart from its section (axe's landmark-unique). */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      className="mt-3 overflow-x-auto rounded border border-ink/15 bg-white focus-visible:outline-2 focus-visible:outline-accent-deep"
      tabIndex={0}
      role="region"
      aria-label={`Table: ${label}`}
    >
      {children}
    </div>
  );
}

/** A desk table's cells: text, and numbers aligned on their digits. */
export const cell = "border-b border-ink/10 px-2 py-1.5 text-left";
export const num = "border-b border-ink/10 px-2 py-1.5 text-right tabular-nums";

export interface Column<Row> {
  head: string;
  value: (row: Row) => ReactNode;
  text?: boolean;
  className?: string;
}

interface NumberTableProps<Row> {
  label: string;
  caption?: string;
  captionClass?: string;
  /** A Tailwind `min-w-[…]` class: the width under which the box scrolls. */
  minWidth?: string;
  rowHeader: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowHead: (row: Row) => ReactNode;
  rowHeadClass?: (row: Row) => string | undefined;
  rowClass?: (row: Row) => string | undefined;
  columns: readonly Column<Row>[];
}

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

export function NumberTable<Row>(props: NumberTableProps<Row>) {
  const { label, caption, captionClass = "px-2 py-2 text-left font-bold", minWidth, rowHeader, rows, rowKey, rowHead, rowHeadClass, rowClass, columns } = props;
  return (
    <TableScroll label={label}>
      <table className={`w-full ${minWidth ? `${minWidth} ` : ""}border-collapse text-sm`}>
        {caption !== undefined && <caption className={captionClass}>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {rowHeader}
            </th>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={column.text ? cell : num}>
                {column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClass?.(row)}>
              <th scope="row" className={withClass(cell, rowHeadClass?.(row))}>
                {rowHead(row)}
              </th>
              {columns.map((column, i) => (
                <td key={i} className={withClass(column.text ? cell : num, column.className)}>
                  {column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Label and value pairs as a definition list: stacked on a phone, two columns from `sm` up. */
const labelColumn = { narrow: "sm:grid-cols-[10rem_1fr]", medium: "sm:grid-cols-[12rem_1fr]", wide: "sm:grid-cols-[16rem_1fr]" } as const;

export function Facts({ rows, label = "medium", className = "" }: { rows: [string, React.ReactNode][]; label?: keyof typeof labelColumn; className?: string }) {
  return (
    <dl className={`grid grid-cols-1 gap-x-4 gap-y-1 ${labelColumn[label]} ${className}`}>
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-semibold">{name}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

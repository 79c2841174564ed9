/** Settlement results with the advertising disclaimer beside them (Washington RPC 7.1). */
export function Results({ heading, results, disclaimer }: { heading: string; results: readonly { amount: string; label: string }[]; disclaimer: string }) {
  return (
    <section aria-labelledby="results-heading" className="rounded-xl bg-ink p-6 text-white sm:p-8">
      <h3 id="results-heading" className="font-serif text-2xl font-bold">
        {heading}
      </h3>
      <ul className="mt-6 grid gap-4">
        {results.map((r) => (
          <li key={r.amount} className="rounded-lg border border-accent/50 bg-charcoal px-5 py-4">
            <p className="font-serif text-3xl font-bold tabular-nums text-accent sm:text-4xl">{r.amount}</p>
            <p className="mt-1 text-white/85">{r.label}</p>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm leading-relaxed text-white/80">
        <span aria-hidden="true">* </span>
        {disclaimer}
      </p>
    </section>
  );
}

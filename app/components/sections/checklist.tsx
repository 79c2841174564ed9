import { CheckIcon } from "../icons";

/** A list with check marks (causes, reasons to choose, typical injuries, practice focus). */
export function CheckList({ items, columns = false, dark = false }: { items: readonly string[]; columns?: boolean; dark?: boolean }) {
  return (
    <ul className={`mt-6 grid gap-3 ${columns ? "sm:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-lg leading-snug">
          <span
            aria-hidden="true"
            className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full ${dark ? "bg-accent text-ink" : "bg-ink text-accent"}`}
          >
            <CheckIcon className="size-4" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A titled block with a check list: one h2, an optional intro, the items. */
export function ChecklistBlock({
  id,
  heading,
  intro,
  items,
  columns,
}: {
  id: string;
  heading: string;
  intro?: string;
  items: readonly string[];
  columns?: boolean;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl font-bold leading-tight text-balance sm:text-3xl">
        {heading}
      </h2>
      {intro && <p className="mt-3 text-lg leading-relaxed text-muted">{intro}</p>}
      <CheckList items={items} columns={columns} />
    </section>
  );
}

/** A titled block of paragraphs. */
export function ProseBlocks({ id, heading, paragraphs }: { id: string; heading: string; paragraphs: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-3xl font-bold leading-tight text-balance sm:text-4xl">
        {heading}
      </h2>
      <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded bg-accent" />
      {paragraphs.map((text) => (
        <p key={text} className="mt-5 text-lg leading-relaxed text-ink/85">
          {text}
        </p>
      ))}
    </section>
  );
}

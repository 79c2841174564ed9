import type { QuestionAnswer } from "~/content/types";
import { ChevronDownIcon } from "../icons";
import { Section, SectionHeading } from "./section";

/** Questions in an accordion built on native <details name="…">: the browser keeps one
 * item open at a time, the open one collapses again, and it works without JavaScript.
 * Items are item-0 … item-n (data-value). */
export function FaqAccordion({ id = "faq", heading, intro, items }: { id?: string; heading: string; intro?: string; items: readonly QuestionAnswer[] }) {
  return (
    <Section id={id} tone="paper" labelledBy={`${id}-heading`} width="max-w-4xl">
      <SectionHeading id={`${id}-heading`} heading={heading} intro={intro} center />
      <div className="mt-10 divide-y divide-black/10 overflow-hidden rounded-xl border border-black/10 bg-white shadow-sm">
        {items.map((item, i) => (
          <details key={item.question} name={id} data-value={`item-${i}`} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold hover:bg-paper group-open:bg-paper [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDownIcon className="size-5 shrink-0 text-accent-deep transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 pt-1 leading-relaxed text-ink/85 group-open:bg-paper">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

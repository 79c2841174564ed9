import type { HomeContent } from "~/content/home";
import { Section, SectionHeading } from "./section";

/** Four reasons to choose the firm, each led by its number. */
export function WhyChoose({ content }: { content: HomeContent["whyChoose"] }) {
  return (
    <Section tone="ink" labelledBy="why-heading">
      <SectionHeading id="why-heading" heading={content.heading} intro={content.intro} dark center />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.points.map((point) => (
          <li key={point.title} className="rounded-xl border border-white/15 bg-charcoal p-6 text-center">
            <p className="font-serif text-5xl font-bold text-accent">{point.stat}</p>
            <h3 className="mt-3 text-xl font-bold">{point.title}</h3>
            <p className="mt-2 leading-relaxed text-white/80">{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { Link } from "react-router";
import { practicePath } from "~/lib/addresses";
import { useLang, useMessages } from "~/lib/page";
import type { CaseCard } from "~/content/types";
import { ArrowRightIcon } from "../icons";
import { Section, SectionHeading } from "./section";

/** A grid of case-type cards; a card with a practice page links to it. */
export function CaseTypeCards({ heading, intro, cards }: { heading: string; intro: string; cards: readonly CaseCard[] }) {
  const messages = useMessages();
  const lang = useLang();
  return (
    <Section tone="paper" labelledBy="case-types-heading">
      <SectionHeading id="case-types-heading" heading={heading} intro={intro} center />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="flex flex-col rounded-xl border-t-4 border-accent bg-white p-6 shadow-sm">
            <h3 className="font-serif text-xl font-bold">{card.title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted">{card.text}</p>
            {card.practice && (
              <Link
                to={practicePath(card.practice, lang)}
                className="mt-4 inline-flex items-center gap-1 font-bold text-accent-deep underline-offset-4 hover:underline"
              >
                {messages.learnMore}
                <span className="sr-only">{` ${messages.learnMoreAbout(card.title)}`}</span>
                <ArrowRightIcon className="size-4" />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

import type { HomeContent } from "~/content/home";
import { CheckList } from "./checklist";
import { Results } from "./results";
import { Section, SectionHeading } from "./section";

/** The home intro on serious injury in Kent: the causes, the results, what a lawyer can do. */
export function InjuryIntro({ intro }: { intro: HomeContent["intro"] }) {
  return (
    <Section labelledBy="intro-heading">
      <div className="grid gap-12 lg:grid-cols-[1fr_24rem]">
        <div>
          <SectionHeading id="intro-heading" heading={intro.heading} />
          {intro.paragraphs.map((text) => (
            <p key={text} className="mt-5 text-lg leading-relaxed text-ink/85">
              {text}
            </p>
          ))}
          <h3 className="mt-8 font-serif text-xl font-bold">{intro.causesHeading}</h3>
          <CheckList items={intro.causes} columns />
        </div>
        <Results heading={intro.resultsHeading} results={intro.results} disclaimer={intro.resultsDisclaimer} />
      </div>

      <h3 className="mt-16 font-serif text-2xl font-bold sm:text-3xl">{intro.lawyerHeading}</h3>
      <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {intro.lawyerCan.map((point, i) => (
          <li key={point.title} className="rounded-lg border border-black/10 bg-paper p-5">
            <span aria-hidden="true" className="font-serif text-3xl font-bold text-accent-deep">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h4 className="mt-2 text-lg font-bold">{point.title}</h4>
            <p className="mt-2 leading-relaxed text-muted">{point.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

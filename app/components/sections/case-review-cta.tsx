import { CallButton, FormLink } from "../call-button";

/** The gold "Free Case Review" band: call now, or go to the form. */
export function CaseReviewCta({ heading, text, formLabel }: { heading: string; text: string; formLabel: string }) {
  return (
    <section aria-labelledby="case-review-heading" className="bg-accent text-ink">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="case-review-heading" className="font-serif text-3xl font-bold leading-tight sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed">{text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row lg:flex-col">
          <CallButton variant="dark" />
          <FormLink label={formLabel} tone="dark" />
        </div>
      </div>
    </section>
  );
}

import type { ClosingCta } from "~/content/types";
import { CallButton, DialLine, FormLink } from "../call-button";
import { TextUsLink } from "../text-us";

/** The closing block of practice, city and attorney pages: call now, or go to the form. */
export function CallNowBlock({ closing }: { closing: ClosingCta }) {
  return (
    <section aria-labelledby="closing-heading" className="bg-ink text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="closing-heading" className="font-serif text-3xl font-bold leading-tight text-balance sm:text-4xl">
          {closing.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-white/85">{closing.text}</p>
        <DialLine className="mt-2 text-white/85" />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CallButton />
          <TextUsLink className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-white px-6 py-3 text-lg font-bold text-white transition-colors hover:bg-white hover:text-ink" />
          <FormLink label={closing.formLabel} />
        </div>
      </div>
    </section>
  );
}

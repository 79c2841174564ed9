import type { HomeContent } from "~/content/home";
import { DialLine } from "../call-button";
import { CheckList } from "./checklist";

/** The home page's 'Injured?' band: the reassurances beside the form (which carries the heading). */
export function InjuredBand({ injured, form }: { injured: HomeContent["injured"]; form: React.ReactNode }) {
  return (
    <div className="bg-charcoal text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_32rem]">
        <div className="order-last lg:order-first lg:sticky lg:top-[calc(var(--header-h)+2rem)] lg:self-start lg:pt-8">
          <p className="font-serif text-3xl font-bold leading-tight sm:text-4xl">
            {injured.lead} <span className="text-accent">{injured.leadAccent}</span>
          </p>
          <CheckList items={injured.points} dark />
          <DialLine className="mt-8 text-lg text-white/85" />
        </div>
        {form}
      </div>
    </div>
  );
}

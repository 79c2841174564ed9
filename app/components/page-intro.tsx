import { CallButton } from "./call-button";

/** A page's heading, short intro and call button. */
export function PageIntro({ heading, intro, eyebrow }: { heading: string; intro: string; eyebrow?: string }) {
  return (
    <section className="bg-ink text-white">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:py-20">
        {eyebrow && <p className="font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>}
        <h1 className="mt-2 font-serif text-4xl font-bold leading-tight sm:text-5xl">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/85">{intro}</p>
        <p className="mt-3 text-white/85">Free consultation · Available 24/7 · No fee unless we win</p>
        <CallButton className="mt-8" />
      </div>
    </section>
  );
}

/** The frame every page section shares: a tone, an h2 with an optional intro. */
type Tone = "white" | "paper" | "ink";

const tones: Record<Tone, string> = {
  white: "bg-white text-ink",
  paper: "bg-paper text-ink",
  ink: "bg-ink text-white",
};

export function Section({
  id,
  tone = "white",
  labelledBy,
  width = "max-w-7xl",
  children,
}: {
  id?: string;
  tone?: Tone;
  /** The id of the section's heading (gives the region its name). */
  labelledBy?: string;
  width?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={tones[tone]}>
      <div className={`mx-auto ${width} px-4 py-16 sm:px-6 sm:py-20`}>{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  heading,
  intro,
  dark = false,
  center = false,
}: {
  id: string;
  heading: string;
  intro?: string;
  dark?: boolean;
  center?: boolean;
}) {
  return (
    <div className={center ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      <h2 id={id} className="mt-2 font-serif text-3xl font-bold leading-tight text-balance sm:text-4xl">
        {heading}
      </h2>
      <span aria-hidden="true" className={`mt-4 block h-1 w-16 rounded bg-accent ${center ? "mx-auto" : ""}`} />
      {intro && <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-white/85" : "text-muted"}`}>{intro}</p>}
    </div>
  );
}

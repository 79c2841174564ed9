import { useLang, useMessages } from "~/lib/page";
import { FirmPhone, useFirmTel } from "./firm-phone";
import { formHref } from "./form-anchor";
import { PhoneIcon } from "./icons";

type Variant = "primary" | "outline" | "dark";

const variants: Record<Variant, string> = {
  primary: "bg-accent text-ink hover:bg-accent-strong",
  outline: "border-2 border-white text-white hover:bg-white hover:text-ink",
  dark: "bg-ink text-white hover:bg-charcoal",
};

/** The click-to-call button every page carries; on English pages it says "Hablamos español". */
export function CallButton({ variant = "primary" }: { variant?: Variant }) {
  const messages = useMessages();
  const lang = useLang();
  return (
    <a
      {...useFirmTel()}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-6 py-3 text-lg font-bold shadow-sm transition-colors ${variants[variant]}`}
    >
      <PhoneIcon className="size-5" />
      <span className="flex flex-col leading-tight">
        {/* The number never breaks across lines. */}
        <span>
          {`${messages.call}: `}
          <FirmPhone className="whitespace-nowrap" />
        </span>
        {lang === "en" && <WeSpeakSpanish />}
      </span>
    </a>
  );
}

/** "Hablamos español", in Spanish for screen readers too, under an English page's phone number. */
export function WeSpeakSpanish({ size = "text-sm" }: { size?: "text-sm" | "text-xs" }) {
  return (
    <span lang="es" className={`${size} font-semibold`}>
      {useMessages().header.weSpeakSpanish}
    </span>
  );
}

/** The outlined companion of the call button: a link to the page's consultation form. */
export function FormLink({ label, tone = "light" }: { label: string; tone?: "light" | "dark" }) {
  const colours = tone === "light" ? "border-white text-white hover:bg-white hover:text-ink" : "border-ink text-ink hover:bg-ink hover:text-white";
  return (
    <a
      href={formHref}
      className={`inline-flex min-h-12 items-center justify-center rounded-md border-2 px-6 py-3 text-lg font-bold transition-colors ${colours}`}
    >
      {label}
    </a>
  );
}

/** The phone number in a sentence: a tel: link that never breaks across lines. */
export function PhoneLink({ className, format = "display" }: { className: string; format?: "display" | "plain" }) {
  return (
    <a {...useFirmTel()} className={`whitespace-nowrap ${className}`}>
      <FirmPhone format={format} />
    </a>
  );
}

/** "Prefer to dial? 253-555-0142, any time, day or night." with the number as a tel: link. */
export function DialLine({ className = "" }: { className?: string }) {
  const messages = useMessages();
  return (
    <p className={className}>
      {`${messages.dialBefore} `}
      <PhoneLink format="plain" className="font-bold text-white underline decoration-accent underline-offset-4 hover:text-accent" />
      {`, ${messages.dialAfter}`}
    </p>
  );
}

/** "Text us" beside the call button, where texting is configured: an sms: link to the firm's texting number,
 * counted like a call tap (the head script beacons sms: taps as text_tap). */
import { textingWords } from "~/content/texting";
import { displayNumber } from "~/lib/tel";
import { useLang, useRootData } from "~/lib/page";
import { MessageIcon } from "./icons";

export function useTextingNumber(): string | null {
  return useRootData()?.textingNumber ?? null;
}

export function TextUsLink({ className, compact = false }: { className: string; compact?: boolean }) {
  const number = useTextingNumber();
  const words = textingWords[useLang()];
  if (!number) return null;
  return (
    <a href={`sms:${number}`} className={className}>
      <MessageIcon className="size-5 shrink-0" />
      {/* The name starts with the words shown: "Text us at (253) 555-0110". */}
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>{words.textUs}</span>{" "}
      <span className="sr-only">{words.textUsTo(displayNumber(number))}</span>
    </a>
  );
}

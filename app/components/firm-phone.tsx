/** The firm's number where a visitor reads or taps it (decision 0094): the main number, or the tracking number
 * of the visit's first touch (the site layout provides it). Marked so the Worker can write it at the edge;
 * the footer's NAP and the structured data are never marked. */
import { createContext, useContext } from "react";
import { firm } from "~/content/firm";
import { type NumberFormat, numberIn, phoneMarks } from "~/lib/tel";

/** The E.164 number the page shows; the main number unless the site layout says otherwise. */
export const PhoneContext = createContext<string>(firm.phone.e164);

/** The main number as the firm's content writes it; another in the same format. */
const phoneText = (format: NumberFormat, e164: string) => (e164 === firm.phone.e164 ? firm.phone[format] : numberIn(format, e164));

/** The number as text. Its server text is kept through hydration (the edge may have written another), then the
 * client's number is set: both are one length in tabular figures, so nothing moves. */
export function FirmPhone({ format = "display", className }: { format?: NumberFormat; className?: string }) {
  const props = { [phoneMarks.text]: format };
  return (
    <span {...props} className={className ? `tabular-nums ${className}` : "tabular-nums"} suppressHydrationWarning>
      {phoneText(format, useContext(PhoneContext))}
    </span>
  );
}

/** A tel: link's attributes, marked like the text. */
export function useFirmTel() {
  return { href: `tel:${useContext(PhoneContext)}`, [phoneMarks.link]: "", suppressHydrationWarning: true } as const;
}

import { firm, officeAddressLines } from "~/content/firm";
import { MapPinIcon } from "./icons";

/** The Kent office's postal address, with a map pin (the footer, the home page's office section). */
export function OfficeAddress({ className, iconClassName }: { className: string; iconClassName: string }) {
  const [street, cityLine] = officeAddressLines();
  return (
    <address className={`flex not-italic leading-relaxed ${className}`}>
      <MapPinIcon className={`mt-1 shrink-0 ${iconClassName}`} />
      <span>
        <strong>{firm.brands.primary}</strong>
        <br />
        {street}
        <br />
        {cityLine}
      </span>
    </address>
  );
}

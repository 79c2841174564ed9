// Dollars as staff type and read them: an amount typed into a form, and cents shown as money.
const FEE = /^\$?\s*(\d{1,3}(,\d{3})*|\d+)(\.\d{1,2})?$/;

/** "$12,500" or "12500.50" to cents; empty: no fee given; undefined: not an amount. */
export function feeCents(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return FEE.test(trimmed) ? Math.round(Number(trimmed.replace(/[$,\s]/g, "")) * 100) : undefined;
}

// Made once (decision 0092): whole dollars, and dollars with cents.
const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });

export const money = (cents: number) => (cents % 100 ? withCents : whole).format(cents / 100);

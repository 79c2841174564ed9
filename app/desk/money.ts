/** Cents as dollars for the desk, cents shown only when there are some: "$25,000", "$12,500.50". */
export const money = (cents: number) => (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: cents % 100 ? 2 : 0 });

/**
 * Whether loading a request's page counts as a staff member opening it (decision: a GET
 * changes nothing unless it is the person's own visit). Only a GET, never HEAD; from
 * this site or typed/bookmarked (`Sec-Fetch-Site` same-origin or none), so a cross-site
 * page carrying the Access cookie cannot mark it; and never a prefetch (`Sec-Purpose`).
 * A client-side navigation's `.data` GET is same-origin, so it counts.
 */
export function countsAsOpening(request: Request): boolean {
  if (request.method !== "GET") return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== "same-origin" && site !== "none") return false;
  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  return !purpose.toLowerCase().includes("prefetch");
}

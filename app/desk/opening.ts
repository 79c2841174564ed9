/** Whether a GET of a request's page is a staff member opening it: only their own visit (not HEAD, not
 * cross-site, where the Access cookie rides along, not a prefetch). */
export function countsAsOpening(request: Request): boolean {
  if (request.method !== "GET") return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== "same-origin" && site !== "none") return false;
  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  return !purpose.toLowerCase().includes("prefetch");
}

/** The intake desk's addresses: /desk, everything under it, and their .data requests. */
export const isDeskPath = (pathname: string) => pathname === "/desk" || pathname === "/desk.data" || pathname.startsWith("/desk/");

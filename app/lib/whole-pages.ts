import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { WHOLE_PAGES } from "./inline-scripts";

/**
 * From the first client-side navigation on, pages render whole: marks <html> with
 * WHOLE_PAGES (app/app.css then leaves no block out). A layout effect, so the new page is
 * whole before React Router restores its scroll position (its own layout effect, which
 * runs after this one: <ScrollRestoration> follows <main> in the root layout). The first
 * page keeps its blocks for RENDER_REST_SCRIPT: marking it would restyle the whole page.
 */
export function useWholePagesAfterFirst() {
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  useLayoutEffect(() => {
    const html = document.documentElement;
    if (pathname !== firstPage.current && !html.hasAttribute(WHOLE_PAGES)) html.setAttribute(WHOLE_PAGES, "");
  }, [pathname]);
}

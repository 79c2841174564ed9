import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `onNewPage` after a client-side navigation to another page, never on the first
 * render: a menu the visitor opened before the page hydrated stays open. A layout effect,
 * so what it changes is in place before the new page is painted and before React Router
 * restores the page's scroll position (<ScrollRestoration>'s own layout effect, which
 * comes after <main> and the header in the root layout).
 */
export function useNewPage(onNewPage: () => void) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const callback = useRef(onNewPage);
  callback.current = onNewPage;
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    callback.current();
  }, [pathname]);
}

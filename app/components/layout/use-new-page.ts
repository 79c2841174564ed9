import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Runs `onNewPage` after a client-side navigation, never on the first render (a menu opened
 * before hydration stays open); a layout effect, so it lands before paint and scroll restoration. */
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

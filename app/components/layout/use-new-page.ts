import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `onNewPage` after a client-side navigation to another page, never on the first
 * render: a menu the visitor opened before the page hydrated stays open.
 */
export function useNewPage(onNewPage: () => void) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const callback = useRef(onNewPage);
  callback.current = onNewPage;
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    callback.current();
  }, [pathname]);
}

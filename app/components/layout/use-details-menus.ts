import { type RefObject, useEffect } from "react";
import { useNewPage } from "./use-new-page";

/** Progressive enhancement for the <details> dropdowns inside `container` (they open and
 * close without JavaScript): Escape closes the open one and returns focus to its
 * summary, a click outside or a new page closes them all. */
export function useDetailsMenus(container: RefObject<HTMLElement | null>) {
  useNewPage(() => closeAll(container.current));

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      const open = container.current?.querySelector<HTMLDetailsElement>("details[open]");
      if (!open) return;
      open.open = false;
      open.querySelector("summary")?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      const root = container.current;
      if (root && !root.contains(event.target as Node)) closeAll(root);
    }
    function onFocusOut(event: FocusEvent) {
      // Tabbing out of an open dropdown closes it.
      const root = container.current;
      const next = event.relatedTarget as Node | null;
      if (!root || !next) return;
      root.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((d) => {
        if (!d.contains(next)) d.open = false;
      });
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    container.current?.addEventListener("focusout", onFocusOut);
    const root = container.current;
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      root?.removeEventListener("focusout", onFocusOut);
    };
  }, [container]);
}

function closeAll(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((d) => (d.open = false));
}

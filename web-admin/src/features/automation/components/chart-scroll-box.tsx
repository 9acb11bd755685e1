import { type ReactNode, useCallback, useState } from "react";

/**
 * A box that scrolls sideways when its chart is wider than the screen, the page itself never does.
 * Only while it scrolls is it in the tab order, so a keyboard can scroll it too (and only then).
 */
export function ChartScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === "undefined") return;
    const check = () => setScrolls(node.scrollWidth > node.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(node);
    check();
    return () => observer.disconnect();
  }, []);

  return (
    <figure
      ref={ref}
      aria-label={label}
      tabIndex={scrolls ? 0 : undefined}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-slate-900"
    >
      {children}
    </figure>
  );
}

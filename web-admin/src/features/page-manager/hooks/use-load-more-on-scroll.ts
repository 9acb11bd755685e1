import { type RefObject, useEffect } from "react";

/**
 * Calls `loadMore` when `sentinel` scrolls to within `marginPx` of the bottom of `root`, the
 * scrolling list: the next rows arrive before the operator reaches the end. Browsers without
 * IntersectionObserver keep the 'Load more' button.
 */
export function useLoadMoreOnScroll(
  root: RefObject<HTMLElement | null>,
  sentinel: RefObject<HTMLElement | null>,
  { enabled, loadMore, marginPx = 240 }: { enabled: boolean; loadMore: () => void; marginPx?: number },
) {
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      root: root.current,
      rootMargin: `0px 0px ${marginPx}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, sentinel, enabled, loadMore, marginPx]);
}

import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element has come near the viewport, and from then on (a clip
 * that started loading keeps its place). False on the server and on the first
 * browser render, so hydration always matches; where IntersectionObserver is
 * missing the element counts as visible.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = "200px", threshold = 0): boolean {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView, rootMargin, threshold]);

  return inView;
}

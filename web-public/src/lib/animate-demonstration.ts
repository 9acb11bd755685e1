/**
 * Plays a drawn demonstration (shared/src/demonstrations/figure.ts) in a loop with the Web Animations
 * API: each moving group goes through the transforms of its `data-k`, around its `data-o`. Used by the
 * site's React component and by the embed player (no framework), so both move alike. Nothing moves
 * for people who prefer reduced motion: the still pose in the markup stays. Returns a stop function.
 * Web Animations need no inline styles, so pages with a strict style-src still play them.
 */
export function animateDemonstration(svg: Element): () => void {
  const reduce = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (reduce || typeof svg.animate !== "function") return () => {};
  const duration = Number(svg.getAttribute("data-ms")) || 2000;
  // Start at the still pose, so the first frame is what the server drew.
  const delay = -duration * (Number(svg.getAttribute("data-still")) || 0);
  const animations = [...svg.querySelectorAll("[data-k]")].map((group) => {
    const transformOrigin = group.getAttribute("data-o") ?? "0 0";
    const frames = (group.getAttribute("data-k") ?? "").split("|").map((transform) => ({
      transform,
      transformOrigin,
      easing: "ease-in-out",
    }));
    const animation = group.animate(frames, { duration, delay, iterations: Number.POSITIVE_INFINITY });
    // Cancelling rejects `finished` (an AbortError nobody waits for): it is the expected end, not an error.
    animation.finished.catch(() => undefined);
    return animation;
  });
  return () => {
    for (const animation of animations) animation.cancel();
  };
}

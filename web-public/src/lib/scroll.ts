export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}

/**
 * Scrolls to a section of the current page and moves keyboard focus there too. Parts drawn only near the screen
 * (the `near-screen` utility, styles.css) are drawn first: until then their heights are guesses, and a smooth
 * scroll computes where it ends from the heights at its start.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  document.documentElement.dataset.drawAll = "";
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/**
 * The click handler of an in-page link (<a href="#id">): with JavaScript, a smooth scroll that also moves
 * focus; without it, the browser follows the anchor itself.
 */
export function scrollToSectionOnClick(id: string) {
  return (event: { preventDefault(): void }) => {
    if (!document.getElementById(id)) return;
    event.preventDefault();
    scrollToSection(id);
  };
}

/** What counts as a reader reaching for a part of the page (a click alone too: assistive technologies may send one alone). */
const FIRST_TOUCH = ["pointerover", "pointerdown", "keydown", "focusin", "click"] as const;

/**
 * Resolves on the first pointer over, pointerdown, keydown, focus or click inside `element` (inside its
 * open shadow roots too: these events cross them). An island started this way costs nothing on load.
 */
export function firstInteraction(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const start = () => {
      for (const type of FIRST_TOUCH) element.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of FIRST_TOUCH) element.addEventListener(type, start, true);
  });
}

/**
 * The navigation bar's mobile menu in the browser: a DOM island (app/islands/registry.ts, "navbar"), no
 * framework. The server renders the bar closed (navbar.tsx); this opens and closes it: the toggle's
 * state, label and icon, Escape (focus back on the toggle), and a chosen link closes it.
 */

/** The toggle's icon, closed (three lines) and open (a cross); navbar.tsx draws the closed one. */
export const MENU_ICON = "M4 7h16M4 12h16M4 17h16";
export const CLOSE_ICON = "M6 6l12 12M18 6L6 18";

export function enhanceNavbar(bar: HTMLElement): void {
  const toggle = bar.querySelector<HTMLButtonElement>("button[aria-controls]");
  const menu = toggle && bar.ownerDocument.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!toggle || !menu) return;
  const icon = toggle.querySelector("path");
  const isOpen = () => toggle.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    icon?.setAttribute("d", open ? CLOSE_ICON : MENU_ICON);
    menu.hidden = !open;
  };
  toggle.addEventListener("click", () => setOpen(!isOpen()));
  menu.addEventListener("click", (event) => {
    if ((event.target as Element | null)?.closest?.("a")) setOpen(false);
  });
  bar.ownerDocument.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  });
}

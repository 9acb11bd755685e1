import { BRAND } from "@movebreak/shared/brand";
import { hrefOf } from "@movebreak/shared/public-routes";
import { useId } from "react";
import { StoreButton } from "@/components/ui/store-button";
import { FOOTER_ID } from "./footer";
import { Logo } from "./logo";
import { NAV_LINKS } from "./nav-links";
import { MENU_ICON } from "./navbar-menu";

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
    isActive ? "bg-brand-100 text-brand-900" : "text-ink/80 hover:bg-brand-50 hover:text-ink"
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-4 py-3 text-base font-semibold ${
    isActive ? "bg-brand-100 text-brand-900" : "text-ink hover:bg-brand-50"
  }`;

/** A link of the bar: the page it leads to is marked as the current one (as the router's NavLink did). */
function NavItemLink({ to, label, pathname, className }: NavItemLinkProps) {
  const isActive = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <a href={to} aria-current={isActive ? "page" : undefined} className={className({ isActive })}>
      {label}
    </a>
  );
}

interface NavItemLinkProps {
  to: string;
  label: string;
  pathname: string;
  className: (state: { isActive: boolean }) => string;
}

/**
 * The site's header, rendered closed; in the browser navbar-menu.ts opens and closes the mobile menu (a
 * DOM island: no framework for a toggle). Its links are plain links, each page is rendered by the server.
 * `pathname` is the page's own path, for the current link.
 */
export function Navbar({ pathname }: { pathname: string }) {
  const menuId = useId();

  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href={hrefOf("home")} aria-label={`${BRAND.name} home`} className="shrink-0">
          <Logo />
        </a>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((item) => (
              <li key={item.to}>
                <NavItemLink to={item.to} label={item.label} pathname={pathname} className={desktopLinkClass} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden md:block">
          <StoreButton size="sm" />
        </div>

        {/* Without JavaScript the toggle could open nothing: a link to the footer's links stands in for it. */}
        <a
          href={`#${FOOTER_ID}`}
          className="-mr-2 hidden h-11 items-center rounded-full px-3 font-semibold text-ink hover:bg-brand-50 noscript:max-md:inline-flex"
        >
          Menu
        </a>
        <button
          type="button"
          className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 md:hidden noscript:hidden"
          aria-expanded={false}
          aria-controls={menuId}
          aria-label="Open menu"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor">
            <path d={MENU_ICON} strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <div id={menuId} hidden className="border-t border-ink/10 bg-white md:hidden">
        <nav aria-label="Mobile" className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {NAV_LINKS.map((item) => (
              <li key={item.to}>
                <NavItemLink to={item.to} label={item.label} pathname={pathname} className={mobileLinkClass} />
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-ink/10 pt-4 pb-2">
            <StoreButton className="w-full" />
          </div>
        </nav>
      </div>
    </header>
  );
}

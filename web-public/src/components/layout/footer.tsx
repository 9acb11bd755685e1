import { CLAIMS } from "@movebreak/shared/constants";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePublicConfig } from "@/config/public-config-context";
import { useStoreLink } from "@/hooks/use-store-link";
import { scrollToTop } from "@/lib/scroll";
import { Logo } from "./logo";
import { FOOTER_ABOUT_LINKS, FOOTER_PRODUCT_LINKS, FOOTER_SUPPORT_LINKS, type NavItem } from "./nav-links";

const linkClass = "text-white/80 hover:text-white hover:underline underline-offset-4";

function FooterLinks({ items }: { items: readonly NavItem[] }) {
  return items.map((item) => (
    <li key={item.to}>
      <Link to={item.to} onClick={scrollToTop} className={linkClass}>
        {item.label}
      </Link>
    </li>
  ));
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-brand-300 uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

/** The footer's address in the page: without JavaScript the navigation bar's "Menu" leads to its links (navbar.tsx). */
export const FOOTER_ID = "site-footer";

export function Footer() {
  const { companyName } = usePublicConfig();
  const storeLink = useStoreLink();
  const year = new Date().getFullYear();

  return (
    <footer id={FOOTER_ID} className="on-dark below-fold bg-ink text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div>
            <Logo dark />
            <p className="mt-4 max-w-xs text-sm text-white/75">
              One-minute movement breaks for people who sit a lot. Loved by {CLAIMS.users} users.
            </p>
          </div>
          <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 md:col-span-3">
            <FooterColumn title="Product">
              <li>
                <a {...storeLink} className={linkClass}>
                  Try for Free
                </a>
              </li>
              <FooterLinks items={FOOTER_PRODUCT_LINKS} />
            </FooterColumn>
            <FooterColumn title="About">
              <FooterLinks items={FOOTER_ABOUT_LINKS} />
            </FooterColumn>
            <FooterColumn title="Support">
              <FooterLinks items={FOOTER_SUPPORT_LINKS} />
            </FooterColumn>
          </div>
        </div>
        <p className="mt-12 border-t border-white/15 pt-6 text-sm text-white/70">
          © {year} {companyName.replace(/\.$/, "")}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

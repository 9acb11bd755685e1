import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { Footer } from "@/components/layout/footer";
import { Navbar } from "@/components/layout/navbar";
import { usePublicConfig } from "@/config/public-config-context";
import { absoluteUrl } from "@/lib/head";
import { findPublicRoute, NOT_FOUND_META } from "./routes";

/** Keeps title, description and canonical in step with client-side navigation. */
function useDocumentHead() {
  const { pathname } = useLocation();
  const { siteUrl } = usePublicConfig();

  useEffect(() => {
    const route = findPublicRoute(pathname);
    const meta = route?.meta ?? NOT_FOUND_META;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (route && canonical) canonical.setAttribute("href", absoluteUrl(siteUrl, route.path));
  }, [pathname, siteUrl]);
}

export function RootLayout() {
  useDocumentHead();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { Footer } from "@/components/layout/footer";
import { Navbar } from "@/components/layout/navbar";
import { usePublicConfig } from "@/config/public-config-context";
import { useMetadata } from "@/features/page-metadata/api/get-metadata";
import { applyHead } from "@/lib/head";
import { island } from "@/lib/island";
import { metadataPathOf, resolveDocumentHead } from "./route-head";

/**
 * Keeps the head (title, description, canonical, social tags, structured data)
 * in step with client-side navigation. A data page's head depends on its query,
 * so the cache is watched too; the head is rewritten only when it changes.
 */
function useDocumentHead() {
  const { pathname, search } = useLocation();
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const metadataPath = metadataPathOf(pathname, search);
  useMetadata(metadataPath);

  useEffect(() => {
    let applied = "";
    const update = () => {
      const { head } = resolveDocumentHead(pathname, search, config, queryClient);
      const next = JSON.stringify(head);
      if (next === applied) return;
      applied = next;
      applyHead(head);
    };
    update();
    return queryClient.getQueryCache().subscribe(update);
  }, [pathname, search, config, queryClient]);
}

const NavbarIsland = island("navbar", Navbar);

export function RootLayout() {
  useDocumentHead();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavbarIsland pathname={pathname} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

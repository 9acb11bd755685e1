import { ARTICLE_HTML_ATTRIBUTE } from "@/lib/article-html-attribute";
import { scrollToSection } from "@/lib/scroll";
import { sendStoreClickThenRedirect } from "@/lib/store-redirect";

/**
 * What the server's plain HTML gets from one listener instead of a hydrated component: download links
 * (`data-store-link`, hooks/use-store-link.ts) send their analytics event first, and in-page links
 * (`href="#id"`) scroll smoothly and move focus, and a "Try Again" button (`data-reload`) of a page the
 * server could not fill reloads it. A component of an island that already handled the
 * click (preventDefault) is left alone; a modified click is the browser's. Inside an article's HTML only
 * in-page links are taken: its markup cannot ask for the store event or a reload (lib/island.tsx).
 */
export function enhancePage(doc: Document): void {
  doc.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target as Element | null;
    const inArticle = Boolean(target?.closest?.(`[${ARTICLE_HTML_ATTRIBUTE}]`));
    if (!inArticle && target?.closest?.("button[data-reload]")) {
      window.location.reload();
      return;
    }
    const link = target?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement)) return;
    if (!inArticle && link.hasAttribute("data-store-link")) {
      event.preventDefault();
      sendStoreClickThenRedirect(link.href, undefined, link);
      return;
    }
    const hash = link.getAttribute("href") ?? "";
    if (hash.startsWith("#") && hash.length > 1 && doc.getElementById(hash.slice(1))) {
      event.preventDefault();
      scrollToSection(hash.slice(1));
    }
  });
}

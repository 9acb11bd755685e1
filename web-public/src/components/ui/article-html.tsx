import { ARTICLE_HTML_ATTRIBUTE } from "@/lib/article-html-attribute";

/** The mark on the article element, written as an attribute (its name is the one the island starter looks for). */
const articleMark = { [ARTICLE_HTML_ATTRIBUTE]: "" };

/**
 * An article's body as the API serves it: sanitised on the server (DOMPurify: no scripts, handlers, styles
 * or data-* attributes) and inserted as it comes, with the landing pages' typography. Marked as article
 * HTML, so no island or page behaviour starts from anything inside it (lib/island.tsx).
 */
export function ArticleHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (see above)
  return <article className="landing-prose" {...articleMark} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Marks the element holding an article's HTML (a landing page's Markdown, a location's imported body): markup
 * that authors and imports wrote, not the site's components. The server's sanitiser drops every data-*
 * attribute from it; the island starter and the page's own listener also ignore anything inside it, so a
 * marker that reached an article some other way (a row stored before the sanitiser dropped them) starts nothing.
 * A module of its own: the page's entry script reads it, and lib/island.tsx would bring Preact into that script.
 */
export const ARTICLE_HTML_ATTRIBUTE = "data-article-html";

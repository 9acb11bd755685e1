import { ArticleHtml } from "@/components/ui/article-html";

/**
 * The article body. The server renders the Markdown to HTML and sanitises it
 * (DOMPurify) before it leaves the API, so it is inserted as it comes.
 */
export function LandingPageBody({ html }: { html: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
      <ArticleHtml html={html} />
    </div>
  );
}

import { ArticleHtml } from "@/components/ui/article-html";
import { formatUpdatedDate } from "../utils/routine-display";

interface RoutineArticleProps {
  /** Sanitised HTML from the location content. */
  html: string;
  readingTime: number;
  updatedAt: string;
}

/**
 * The article below the routine. The API sanitises the body when it is
 * stored, so it is inserted as it comes (components/ui/article-html.tsx).
 */
export function RoutineArticle({ html, readingTime, updatedAt }: RoutineArticleProps) {
  const updated = formatUpdatedDate(updatedAt);
  return (
    <div className="below-fold mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
      <p className="mb-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-ink/65">
        {readingTime > 0 && <span>{`${readingTime} min read`}</span>}
        {readingTime > 0 && updated && <span aria-hidden="true">•</span>}
        {updated && (
          <span>
            Updated <time dateTime={updatedAt}>{updated}</time>
          </span>
        )}
      </p>
      <ArticleHtml html={html} />
    </div>
  );
}

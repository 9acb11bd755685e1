import type { LandingPageTopic } from "@movebreak/shared/contracts/landing-pages";
import { useCallback, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useLandingPages } from "../api/get-landing-pages";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { useLoadMoreOnScroll } from "../hooks/use-load-more-on-scroll";
import { ExportPagesControl } from "./export-pages-control";
import { SearchIcon, SpinnerIcon } from "./icons";
import { LandingPagesTable } from "./landing-pages-table";
import { TopicCounts } from "./topic-counts";

/** How long typing must pause before the search goes to the server. */
export const PAGE_SEARCH_DEBOUNCE_MS = 250;

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * Every landing page, a page of rows at a time: a title search and topic filter done by the
 * server, the counts by topic, export by type, and a 600px-high scrolling table that loads
 * more rows as it nears its end (or with 'Load more').
 */
export function LandingPagesList({ onEdit }: { onEdit: (id: number) => void }) {
  const [search, setSearch] = useState("");
  const [topic, setTopic] = useState<LandingPageTopic | null>(null);
  const q = useDebouncedValue(search.trim(), PAGE_SEARCH_DEBOUNCE_MS);
  const pagesQuery = useLandingPages({ q, type: topic });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = pagesQuery;
  const searchId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  // A new search starts at the top of the list, not where the last one was scrolled to.
  const toTop = () => scrollRef.current?.scrollTo({ top: 0 });
  const onSearch = (value: string) => {
    setSearch(value);
    toTop();
  };
  const onTopic = (next: LandingPageTopic | null) => {
    setTopic(next);
    toTop();
  };

  const rows = data?.pages.flatMap((page) => page.pages) ?? [];
  // The newest answer's figures: they include any page published while the operator scrolled.
  const latest = data?.pages.at(-1);
  const filtered = q !== "" || topic !== null;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  useLoadMoreOnScroll(scrollRef, sentinelRef, {
    enabled: Boolean(hasNextPage) && !pagesQuery.isFetchNextPageError && !pagesQuery.isPlaceholderData,
    loadMore,
  });

  return (
    <section aria-labelledby="pages-list-title" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 id="pages-list-title" className="font-semibold text-lg text-slate-900">
            Landing pages
          </h2>
          {latest ? (
            <p className="text-slate-600 text-sm" aria-live="polite">
              {`Showing ${numberFormat.format(rows.length)} of ${numberFormat.format(latest.total)} ${latest.total === 1 ? "page" : "pages"}`}
            </p>
          ) : null}
        </div>
        <TopicCounts counts={latest?.topicCounts} selected={topic} onSelect={onTopic} />
        {latest && latest.reviewTotal > 0 ? (
          <p className="text-amber-900 text-sm">
            {latest.reviewTotal === 1
              ? "1 page here waits for review: it was generated before the editorial standard and is out of the sitemap and search."
              : `${numberFormat.format(latest.reviewTotal)} pages here wait for review: they were generated before the editorial standard and are out of the sitemap and search.`}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex min-w-0 flex-col gap-1.5 lg:w-80">
            <Label htmlFor={searchId}>Search by title</Label>
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
              <Input
                id={searchId}
                type="search"
                value={search}
                placeholder="e.g. back pain"
                onChange={(event) => onSearch(event.target.value)}
                className="pl-9"
              />
            </div>
          </div>
          <ExportPagesControl />
        </div>
      </div>

      {/* Relative: the rows' screen-reader-only text is positioned, and would otherwise stretch the page below the box. */}
      <div
        ref={scrollRef}
        className="relative h-[600px] overflow-auto border-slate-200 border-t"
        aria-busy={pagesQuery.isFetching}
      >
        {pagesQuery.isPending ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label="Loading landing pages..." showLabel />
          </div>
        ) : pagesQuery.isError && !data ? (
          <p className="p-5 text-red-700 text-sm">The landing pages could not be loaded.</p>
        ) : rows.length === 0 ? (
          <div className="flex h-full items-center justify-center p-5 text-center text-slate-600">
            {filtered ? "No pages match your search" : "No landing pages found"}
          </div>
        ) : (
          <>
            <LandingPagesTable rows={rows} onEdit={onEdit} dimmed={pagesQuery.isPlaceholderData} />
            {hasNextPage ? (
              <div ref={sentinelRef} className="flex flex-col items-center gap-2 border-slate-100 border-t p-4">
                {pagesQuery.isFetchNextPageError ? (
                  <p className="text-red-700 text-sm">More pages could not be loaded.</p>
                ) : null}
                <Button variant="outline" onClick={loadMore} disabled={isFetchingNextPage}>
                  {isFetchingNextPage ? <SpinnerIcon /> : null}
                  {isFetchingNextPage ? "Loading more..." : "Load more"}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

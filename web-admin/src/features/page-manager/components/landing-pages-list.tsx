import { useDeferredValue, useId, useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useLandingPages } from "../api/get-landing-pages";
import { countTopics, matchesSearch } from "../utils/topics";
import { ExportPagesControl } from "./export-pages-control";
import { SearchIcon } from "./icons";
import { LandingPageRow } from "./landing-page-row";
import { TopicCounts } from "./topic-counts";

/** Every landing page: search, topic counts, export by type, and a 600px-high scrolling table. */
export function LandingPagesList({ onEdit }: { onEdit: (id: number) => void }) {
  const pagesQuery = useLandingPages();
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const searchId = useId();
  const pages = pagesQuery.data?.pages ?? [];
  const counts = useMemo(() => countTopics(pages), [pages]);
  const visible = useMemo(() => pages.filter((page) => matchesSearch(page, deferredSearch)), [pages, deferredSearch]);

  return (
    <section aria-labelledby="pages-list-title" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 id="pages-list-title" className="font-semibold text-lg text-slate-900">
            Landing pages
          </h2>
          {pagesQuery.data ? (
            <p className="text-slate-600 text-sm">
              {search.trim() ? `${visible.length} of ${pages.length} pages` : `${pages.length} pages`}
            </p>
          ) : null}
        </div>
        <TopicCounts counts={counts} />
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
                onChange={(event) => setSearch(event.target.value)}
                className="pl-9"
              />
            </div>
          </div>
          <ExportPagesControl />
        </div>
      </div>

      <div className="h-[600px] overflow-auto border-slate-200 border-t" aria-busy={pagesQuery.isPending}>
        {pagesQuery.isPending ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label="Loading landing pages..." showLabel />
          </div>
        ) : pagesQuery.isError ? (
          <p className="p-5 text-red-700 text-sm">The landing pages could not be loaded.</p>
        ) : visible.length === 0 ? (
          <div className="flex h-full items-center justify-center p-5 text-center text-slate-600">
            {pages.length === 0 ? "No landing pages found" : "No pages match your search"}
          </div>
        ) : (
          <table className="w-full table-fixed border-collapse text-left">
            <caption className="sr-only">Landing pages</caption>
            <thead className="sticky top-0 z-10 bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
              <tr className="border-slate-200 border-b">
                <th scope="col" className="w-12 py-2 pr-2 pl-4 font-medium sm:w-16 sm:pl-5">
                  ID
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Title
                </th>
                <th scope="col" className="hidden w-32 px-2 py-2 font-medium sm:table-cell">
                  Created
                </th>
                <th scope="col" className="hidden w-20 px-2 py-2 text-right font-medium sm:table-cell">
                  Views
                </th>
                <th scope="col" className="w-36 py-2 pr-4 pl-2 text-right font-medium sm:w-56">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {visible.map((page) => (
                <LandingPageRow key={page.id} page={page} onEdit={onEdit} />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

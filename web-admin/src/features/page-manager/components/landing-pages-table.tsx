import type { LandingPageListItem } from "@movebreak/shared/contracts/landing-pages";
import { cn } from "@/lib/cn";
import { LandingPageRow } from "./landing-page-row";

/** The rows loaded so far: ID, title, created date, views and actions, with a header that stays in view. */
export function LandingPagesTable({
  rows,
  onEdit,
  dimmed,
}: {
  rows: LandingPageListItem[];
  onEdit: (id: number) => void;
  /** The rows of the previous search, shown while the new one loads. */
  dimmed: boolean;
}) {
  return (
    <table className={cn("w-full table-fixed border-collapse text-left transition-opacity", dimmed && "opacity-60")}>
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
        {rows.map((page) => (
          <LandingPageRow key={page.id} page={page} onEdit={onEdit} />
        ))}
      </tbody>
    </table>
  );
}

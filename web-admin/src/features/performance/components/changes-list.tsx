import { Spinner } from "@/components/ui/spinner";
import { serverErrorMessage } from "@/lib/server-error-message";
import { type ChartAnnotation, MAX_ANNOTATIONS } from "../api/get-chart-annotations";

const when = (at: string) =>
  new Date(at).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    hour12: false,
  });

/** The changes the charts mark, numbered as their markers: what a keyboard or a screen reader reads of them. */
export function ChangesList({
  annotations,
  more,
  isPending,
  error,
}: {
  annotations: readonly ChartAnnotation[];
  more: boolean;
  /** Still loading: "nothing was changed" would be a guess. */
  isPending: boolean;
  error: Error | null;
}) {
  return (
    <section
      aria-labelledby="performance-changes"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="performance-changes" className="font-semibold text-slate-900">
        Changes in this period
      </h2>
      <p className="text-slate-600 text-sm">
        Operator actions and automation changes, marked on the charts by their number (UTC).
      </p>
      {error ? (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          The changes could not be read: {serverErrorMessage(error, error.message)}
        </p>
      ) : isPending ? (
        <Spinner label="Loading changes..." showLabel className="mt-3" />
      ) : annotations.length === 0 ? (
        <p className="mt-3 text-slate-500 text-sm">Nothing was changed in this period.</p>
      ) : (
        <ol className="mt-3 flex max-h-64 flex-col gap-2 overflow-auto text-sm">
          {annotations.map((annotation, index) => (
            <li key={annotation.seq} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-violet-600 px-1 font-semibold text-[10px] text-white"
              >
                {index + 1}
              </span>
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{annotation.title}</span>
                <span className="text-slate-500"> · {when(annotation.at)}</span>
                <span className="block break-words text-slate-600">{annotation.detail}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {more ? (
        <p className="mt-2 text-slate-500 text-xs">Only the first {MAX_ANNOTATIONS} changes are marked.</p>
      ) : null}
    </section>
  );
}

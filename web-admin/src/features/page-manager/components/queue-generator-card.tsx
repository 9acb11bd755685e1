import type { QueueStatus } from "@movebreak/shared/contracts/landing-pages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast/toast-context";
import { cn } from "@/lib/cn";
import { useGeneratePage } from "../api/generate-page";
import { LANDING_PAGES_LIST_KEY } from "../api/get-landing-pages";
import { useQueueStatus } from "../api/get-queue-status";
import { PlusIcon, SpinnerIcon } from "./icons";

const COUNTS: { key: keyof QueueStatus; label: string; tone: string }[] = [
  { key: "pendingJobs", label: "Pending", tone: "text-amber-800" },
  { key: "processingJobs", label: "Processing", tone: "text-sky-800" },
  { key: "completedJobs", label: "Completed", tone: "text-brand-800" },
  { key: "failedJobs", label: "Failed", tone: "text-red-700" },
];

/** The page generator queue: live counts (polled every 5 s) and a button that queues a job. */
export function QueueGeneratorCard() {
  const status = useQueueStatus();
  const generate = useGeneratePage();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const queue = status.data?.queueStatus;

  // A job that completes has just written a page: refresh the list below.
  const completed = queue?.completedJobs;
  const lastCompleted = useRef(completed);
  useEffect(() => {
    if (completed === undefined) return;
    if (lastCompleted.current !== undefined && completed > lastCompleted.current) {
      void queryClient.invalidateQueries({ queryKey: LANDING_PAGES_LIST_KEY });
    }
    lastCompleted.current = completed;
  }, [completed, queryClient]);

  const onAdd = () => {
    generate.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: "Job Added to Queue!",
          description: `Job ${result.jobId.slice(0, 8)} is at position ${result.position} in the queue.`,
        }),
      onError: (error) => toast({ title: "Failed to Add Job", description: error.message, variant: "destructive" }),
    });
  };

  return (
    <section
      aria-labelledby="queue-card-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="queue-card-title" className="font-semibold text-lg text-slate-900">
            Page Generator Queue
          </h2>
          <p className="text-slate-600 text-sm">Queue a job to generate one landing page automatically.</p>
        </div>
        <Button onClick={onAdd} disabled={generate.isPending} className="w-full sm:w-auto">
          {generate.isPending ? <SpinnerIcon /> : <PlusIcon />}
          Add to Queue
        </Button>
      </div>

      {status.isError && !queue ? (
        <p className="mt-4 text-red-700 text-sm">Queue status is unavailable right now.</p>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={status.isPending}>
          {COUNTS.map(({ key, label, tone }) => (
            <div key={key} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-slate-600 text-xs uppercase tracking-wide">{label}</dt>
              <dd className={cn("font-semibold text-2xl tabular-nums", tone)}>{queue ? String(queue[key]) : "–"}</dd>
            </div>
          ))}
        </dl>
      )}
      {queue?.currentJob ? (
        <p className="mt-3 flex items-center gap-2 text-slate-700 text-sm">
          <SpinnerIcon className="size-3 text-sky-700" />
          <span>
            Processing job{" "}
            <code className="rounded bg-slate-100 px-1 font-mono text-xs">{queue.currentJob.id.slice(0, 8)}</code>
            {queue.currentJob.step ? ` · ${queue.currentJob.step}` : null}
          </span>
        </p>
      ) : null}
    </section>
  );
}

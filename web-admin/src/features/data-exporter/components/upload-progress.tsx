import { cn } from "@/lib/cn";

export type ImportProgress = { stage: "uploading"; percent: number | null } | { stage: "processing" };

/** The upload's progress bar; once the file is sent, an indeterminate bar while the server imports. */
export function UploadProgress({ progress }: { progress: ImportProgress }) {
  const uploading = progress.stage === "uploading";
  const percent = uploading ? progress.percent : null;
  const text = uploading
    ? percent === null
      ? "Uploading..."
      : `Uploading... ${percent}%`
    : "Upload complete. Importing on the server...";

  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-between text-slate-700 text-sm" aria-hidden="true">
        <span>{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            "h-full rounded-full bg-brand-500 transition-[width] duration-200",
            percent === null && "w-full motion-safe:animate-pulse",
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

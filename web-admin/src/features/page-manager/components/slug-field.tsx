import { LANDING_PAGE_MESSAGES } from "@movebreak/shared/contracts/landing-pages";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import type { SlugStatus } from "../hooks/use-slug-status";
import { publicPagePath } from "../utils/page-url";
import { SpinnerIcon } from "./icons";

/** The slug: its availability while creating, read-only once the page exists. */
export function SlugField({
  value,
  error,
  status,
  editing,
  onChange,
  onBlur,
}: {
  value: string;
  error?: string;
  status: SlugStatus;
  editing: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const shownError = error ?? (status === "taken" ? LANDING_PAGE_MESSAGES.slugTaken : undefined);

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>
        Slug
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </Label>
      <Input
        id={id}
        name="slug"
        value={value}
        readOnly={editing}
        aria-required
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[statusId, shownError ? errorId : null].filter(Boolean).join(" ")}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder="back-pain-relief-for-office-workers"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={cn("font-mono", editing && "bg-slate-100 text-slate-700", shownError && "border-red-600")}
      />
      <p id={statusId} aria-live="polite" className="min-h-4 text-slate-600 text-xs">
        {editing ? (
          "The address of a published page cannot change."
        ) : (
          <SlugStatusText status={status} slug={value.trim()} />
        )}
      </p>
      {shownError ? (
        <p id={errorId} className="text-red-700 text-sm">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}

function SlugStatusText({ status, slug }: { status: SlugStatus; slug: string }) {
  switch (status) {
    case "checking":
      return (
        <span className="inline-flex items-center gap-1.5">
          <SpinnerIcon className="size-3" />
          Checking availability...
        </span>
      );
    case "available":
      return <span className="font-medium text-brand-800">Available: {publicPagePath(slug)}</span>;
    case "taken":
      return <span>Not available</span>;
    case "unknown":
      return <span>Lowercase letters, numbers and hyphens. Checked as you type.</span>;
  }
}

import type { LandingPageListItem } from "@movebreak/shared/contracts/landing-pages";
import type { ReactNode } from "react";
import { useToast } from "@/components/ui/toast/toast-context";
import { cn } from "@/lib/cn";
import { useDownloadPinterestPoster } from "../api/download-pinterest-poster";
import { useRegenerateSocialMedia } from "../api/regenerate-social-media";
import { publicPagePath, publicPageUrl } from "../utils/page-url";
import { CopyIcon, DownloadIcon, EditIcon, ExternalIcon, RefreshIcon, SpinnerIcon } from "./icons";

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const numberFormat = new Intl.NumberFormat("en-US");

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-md text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:opacity-60";

export function formatCreated(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? "—" : dateFormat.format(date);
}

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
  await navigator.clipboard.writeText(text);
}

/** One landing page in the list, with its actions. */
export function LandingPageRow({ page, onEdit }: { page: LandingPageListItem; onEdit: (id: number) => void }) {
  const { toast } = useToast();
  const regenerate = useRegenerateSocialMedia();
  const download = useDownloadPinterestPoster();
  const title = page.seoTitle || page.slug;
  const copyFailed = () =>
    toast({ title: "Copy Failed", description: "Could not copy to the clipboard.", variant: "destructive" });

  const onCopyUrl = () => {
    const url = publicPageUrl(page.slug);
    copyText(url).then(() => toast({ title: "URL Copied", description: url }), copyFailed);
  };

  const onCopyCaption = () => {
    copyText(page.socialCaption).then(
      () => toast({ title: "Caption Copied", description: "The social caption is on your clipboard." }),
      copyFailed,
    );
  };

  const onDownload = () => {
    download.mutate(
      { url: page.pinterestPosterImg, title },
      {
        onSuccess: (fileName) => toast({ title: "Download Started", description: fileName }),
        onError: () =>
          toast({
            title: "Download Failed",
            description: "Failed to download Pinterest poster. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  const onRegenerate = () => {
    regenerate.mutate(page.id, {
      onSuccess: (result) =>
        toast({
          title: "Social Media Content Regenerated!",
          description: result.message || `A new caption and poster were made for ${title}.`,
        }),
      onError: (error) => toast({ title: "Regeneration Failed", description: error.message, variant: "destructive" }),
    });
  };

  return (
    <tr className="border-slate-100 border-b align-top last:border-b-0 hover:bg-slate-50/70">
      <td className="py-3 pr-2 pl-4 font-mono text-slate-600 text-xs tabular-nums sm:pl-5">{page.id}</td>
      <td className="min-w-0 px-2 py-3">
        <button
          type="button"
          onClick={onCopyUrl}
          title="Copy the page's URL"
          className="text-left font-medium text-slate-900 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          {title}
          <span className="sr-only"> (copy URL)</span>
        </button>
        <div className="mt-0.5 break-all font-mono text-slate-500 text-xs">/pages/{page.slug}</div>
        {page.indexable ? null : (
          <div className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-amber-900 text-xs">
            Needs review: generated before the editorial standard, kept out of search
          </div>
        )}
        {/* On narrow screens the date and views columns fold in under the title. */}
        <div className="mt-1 text-slate-600 text-xs sm:hidden">
          {formatCreated(page.createdAt)} · {numberFormat.format(page.pageViews)} views
        </div>
      </td>
      <td className="hidden whitespace-nowrap px-2 py-3 text-slate-700 text-sm sm:table-cell">
        {formatCreated(page.createdAt)}
      </td>
      <td className="hidden px-2 py-3 text-right text-slate-700 text-sm tabular-nums sm:table-cell">
        {numberFormat.format(page.pageViews)}
      </td>
      <td className="py-2 pr-3 pl-2 sm:pr-4">
        <div className="grid grid-cols-3 justify-items-center gap-0.5 sm:flex sm:justify-end">
          <Action label="Edit page" onClick={() => onEdit(page.id)}>
            <EditIcon />
          </Action>
          <a
            href={publicPagePath(page.slug)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="View page in a new tab"
            title="View page in a new tab"
            className={iconButton}
          >
            <ExternalIcon />
          </a>
          {page.pinterestPosterImg ? (
            <Action label="Download Pinterest poster" onClick={onDownload} disabled={download.isPending}>
              {download.isPending ? <SpinnerIcon /> : <DownloadIcon />}
            </Action>
          ) : null}
          {page.socialCaption ? (
            <Action label="Copy social caption" onClick={onCopyCaption}>
              <CopyIcon />
            </Action>
          ) : null}
          <Action
            label={regenerate.isPending ? "Regenerating social content..." : "Regenerate social content"}
            onClick={onRegenerate}
            disabled={regenerate.isPending}
            busy={regenerate.isPending}
          >
            {regenerate.isPending ? <SpinnerIcon className="size-4 text-brand-700" /> : <RefreshIcon />}
          </Action>
        </div>
      </td>
    </tr>
  );
}

function Action({
  label,
  onClick,
  disabled,
  busy,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
      className={cn(iconButton)}
    >
      {children}
    </button>
  );
}

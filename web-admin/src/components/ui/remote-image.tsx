import { type ImgHTMLAttributes, type ReactNode, useState } from "react";
import { cn } from "@/lib/cn";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "onError" | "children">;

/**
 * An image from another site (Pinterest's CDN, a profile picture): those go away, move or are refused, so
 * a missing address or one that fails to load shows a placeholder, named for screen readers, in the
 * image's own box instead of the browser's broken-image icon.
 */
export function RemoteImage({
  src,
  alt,
  fallbackLabel,
  fallback,
  className,
  ...img
}: ImgProps & {
  src: string | null | undefined;
  /** The image's text alternative ("" when the text beside it already says what it shows). */
  alt: string;
  /** What the placeholder is called (its accessible name): "Pin image unavailable". */
  fallbackLabel: string;
  /** Drawn in the placeholder instead of the default icon and text (an initial in an avatar). */
  fallback?: ReactNode;
  className?: string;
}) {
  // The address that failed, not a flag: a new address is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img {...img} src={src} alt={alt} className={className} onError={() => setFailed(src)} />;
  }
  return (
    <span
      role="img"
      aria-label={fallbackLabel}
      className={cn(
        "flex flex-col items-center justify-center gap-1 overflow-hidden bg-slate-100 text-center text-slate-500",
        className,
      )}
    >
      {fallback ?? (
        <>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-6 shrink-0"
          >
            <rect x="3" y="3" width="18" height="18" rx="2" />
            <circle cx="9" cy="9" r="2" />
            <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
            <path d="m2 2 20 20" />
          </svg>
          <span className="px-1 text-xs leading-tight">Image unavailable</span>
        </>
      )}
    </span>
  );
}

import { BRAND } from "@movebreak/shared/brand";

/**
 * The brand mark: a stylised "M" that rises and falls like a movement, on a rounded tile. `tile` colours the
 * tile (a class or a fill), `stroke` the M.
 */
export function BrandMark({
  className,
  tile,
  stroke,
}: {
  className: string;
  tile: { className: string } | { fill: string };
  stroke: string;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" {...tile} />
      <path
        d="M7 22V10l5 7 4-7 4 7 5-7v12"
        fill="none"
        stroke={stroke}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The brand mark and the name. */
export function Logo({ dark = false }: { dark?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <BrandMark className="h-8 w-8" tile={{ className: "fill-brand-500" }} stroke="#1e2a04" />
      <span className={`text-xl font-extrabold tracking-tight ${dark ? "text-white" : "text-ink"}`}>{BRAND.name}</span>
    </span>
  );
}

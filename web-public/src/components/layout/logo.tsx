import { BRAND } from "@movebreak/shared/brand";

/** The brand mark (a stylised "M" that rises and falls like a movement) and the name. */
export function Logo({ dark = false }: { dark?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" className="fill-brand-500" />
        <path
          d="M7 22V10l5 7 4-7 4 7 5-7v12"
          fill="none"
          stroke="#1e2a04"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${dark ? "text-white" : "text-ink"}`}>{BRAND.name}</span>
    </span>
  );
}

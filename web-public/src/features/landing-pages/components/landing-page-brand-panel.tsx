import { BRAND } from "@movebreak/shared/brand";
import { CLAIMS } from "@movebreak/shared/constants";
import { BrandMark } from "@/components/layout/logo";

const FACTS = [
  { value: "1 min", label: "per movement break" },
  { value: CLAIMS.exercises, label: "desk-friendly moves" },
  { value: String(CLAIMS.rating), label: "average rating" },
] as const;

/** Stands in for a hero image: the brand mark and three claims on a lime panel. Decorative. */
export function LandingPageBrandPanel() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-md overflow-hidden rounded-3xl bg-brand-500 p-8 text-ink shadow-xl sm:p-10 lg:max-w-none"
    >
      <div className="absolute -top-16 -right-16 h-56 w-56 rounded-full bg-brand-300/60" />
      <div className="absolute -bottom-20 -left-10 h-48 w-48 rounded-full bg-brand-600/40" />
      <div className="relative">
        <BrandMark className="h-14 w-14" tile={{ fill: "#1e2a04" }} stroke="#94be0b" />
        <p className="mt-6 text-3xl font-black tracking-tight text-balance">Sit less. Move a minute.</p>
        <p className="mt-2 font-semibold text-ink/75">{BRAND.name} gets you up before the chair wins.</p>
        <dl className="mt-8 grid grid-cols-3 gap-3">
          {FACTS.map((fact) => (
            <div key={fact.label} className="rounded-2xl bg-white/85 p-3 text-center shadow-sm">
              <dt className="sr-only">{fact.label}</dt>
              <dd className="text-xl font-black">{fact.value}</dd>
              <dd className="mt-1 text-xs leading-tight text-ink/70">{fact.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

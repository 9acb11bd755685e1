import { BRAND } from "@movebreak/shared/brand";
import { CLAIMS } from "@movebreak/shared/constants";
import { StoreButton } from "@/components/ui/store-button";

/** "Get the Movebreak App": the routine's call to download. */
export function RoutinePromoCard() {
  return (
    <aside
      aria-labelledby="routine-promo-title"
      className="on-dark flex flex-col gap-6 rounded-3xl bg-brand-950 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between"
    >
      <div>
        <h2 id="routine-promo-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {`Get the ${BRAND.name} App`}
        </h2>
        <p className="mt-2 max-w-xl text-white/80">
          Routines like this one, {CLAIMS.exercises} moves in all, with a gentle nudge whenever you have been sitting
          too long. Free for {CLAIMS.trialDays} days.
        </p>
      </div>
      <StoreButton size="lg" className="shrink-0" />
    </aside>
  );
}

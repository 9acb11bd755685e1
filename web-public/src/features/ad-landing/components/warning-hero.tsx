import { CLAIMS } from "@movebreak/shared/constants";
import { StarRating } from "@/components/ui/star-rating";
import { StoreButton } from "@/components/ui/store-button";
import { WarningSign } from "./warning-sign";

function HazardStripe() {
  return (
    <div aria-hidden="true" className="h-3 bg-[repeating-linear-gradient(135deg,#fbbf24_0_18px,#14180c_18px_36px)]" />
  );
}

export function WarningHero() {
  return (
    <section aria-labelledby="warning-heading" className="overflow-hidden bg-amber-50">
      <HazardStripe />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-16 lg:grid-cols-[1.3fr_1fr] lg:px-8">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-rose-700 px-4 py-1.5 text-sm font-black tracking-widest text-white uppercase">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M10 2l9 16H1L10 2zm-1 6v5h2V8H9zm0 6v2h2v-2H9z" />
            </svg>
            Warning
          </p>
          <h1
            id="warning-heading"
            className="mt-6 text-4xl font-black tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Your chair is winning. <span className="text-rose-700">9.5 hours a day</span> and counting.
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-ink/80 lg:mx-0">
            That is how long the average person sits every day. Stiff neck, sore back, the 3 pm crash: it is not age and
            it is not you. It is the chair. Here is the one-minute habit that breaks it.
          </p>
          <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:justify-center lg:justify-start">
            <StoreButton size="lg" className="w-full sm:w-auto" />
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-ink/75">
              <StarRating rating={5} />
              {CLAIMS.rating} from {CLAIMS.users} users
            </p>
          </div>
        </div>
        <WarningSign />
      </div>
    </section>
  );
}

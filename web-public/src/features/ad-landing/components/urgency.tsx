import { CLAIMS } from "@movebreak/shared/constants";
import { CheckIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import { StoreButton } from "@/components/ui/store-button";

const HOURS = ["Morning", "Afternoon", "Evening"];

/** The same 9.5 seated hours of a working day: one block, or broken by a move every hour. Decorative. */
function SittingBar({ broken }: { broken: boolean }) {
  const pieces = broken ? 10 : 1;
  return (
    <div className="flex h-10 gap-1 overflow-hidden rounded-full bg-stone-100 p-1 ring-1 ring-ink/10">
      {Array.from({ length: pieces }, (_, index) => `piece-${index}`).map((piece) => (
        <div key={piece} className={`flex-1 rounded-lg ${broken ? "bg-brand-500" : "bg-rose-700"}`} />
      ))}
    </div>
  );
}

function DayBars() {
  return (
    <figure className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8">
      <figcaption className="text-lg font-bold">Tomorrow's 9.5 hours in the chair</figcaption>
      <div className="mt-6">
        <p className="mb-2 text-sm font-semibold text-rose-800">If nothing changes: one long sit</p>
        <SittingBar broken={false} />
      </div>
      <div className="mt-6">
        <p className="mb-2 text-sm font-semibold text-brand-800">With a move every hour: ten short sits</p>
        <SittingBar broken />
      </div>
      <p aria-hidden="true" className="mt-3 flex justify-between text-xs font-semibold text-ink/70">
        {HOURS.map((hour) => (
          <span key={hour}>{hour}</span>
        ))}
      </p>
    </figure>
  );
}

export function Urgency() {
  return (
    <Section padding="lg" labelledBy="urgency-heading">
      <div className="grid items-center gap-12 rounded-[2rem] bg-amber-50 p-8 ring-1 ring-amber-200 sm:p-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-black tracking-widest text-rose-700 uppercase">Don't wait for the back pain</p>
          <h2 id="urgency-heading" className="mt-3 text-3xl font-black tracking-tight text-balance sm:text-4xl">
            Tomorrow is another 9.5 hours. Start breaking it today.
          </h2>
          <p className="mt-4 text-lg text-ink/80">
            Every day you put it off is one more day folded into a chair. Pick your apps once, and the next time you sit
            too long, you'll know about it.
          </p>
          <ul className="mt-6 space-y-3">
            {[
              `Free for ${CLAIMS.trialDays} days`,
              "Cancel within 3 days and you won't be charged",
              "iPhone, iPad, Mac and Apple Watch",
            ].map((point) => (
              <li key={point} className="flex items-center gap-3 font-semibold">
                <CheckIcon className="h-5 w-5 shrink-0" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <StoreButton size="lg" className="w-full sm:w-auto">
              Start My Free Week
            </StoreButton>
          </div>
        </div>
        <DayBars />
      </div>
    </Section>
  );
}

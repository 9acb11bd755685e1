import { BRAND } from "@movebreak/shared/brand";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

const TILES = ["bg-rose-300", "bg-sky-300", "bg-amber-300", "bg-violet-300"];

function LockGlyph({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d={open ? "M8 11V7a4 4 0 0 1 7.5-2" : "M8 11V7a4 4 0 0 1 8 0v4"} strokeLinecap="round" />
    </svg>
  );
}

function AppRow({ locked }: { locked: boolean }) {
  return (
    <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
      <p className="text-sm font-semibold text-ink/70">
        {locked ? "After 55 minutes of sitting" : "After a 1-minute move"}
      </p>
      <div className="mt-4 grid grid-cols-4 gap-3">
        {TILES.map((color) => (
          <div
            key={color}
            className={`relative aspect-square rounded-2xl ${color} ${locked ? "opacity-40 grayscale" : ""}`}
          >
            <span
              className={`absolute -right-1.5 -bottom-1.5 flex h-7 w-7 items-center justify-center rounded-full ring-2 ring-white ${
                locked ? "bg-ink text-white" : "bg-brand-500 text-ink"
              }`}
            >
              <LockGlyph open={!locked} />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

export function AppLocking() {
  return (
    <Section look="alternate" padding="lg" labelledBy="locking-heading">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="locking-heading"
            align="left"
            eyebrow="Active Pass"
            title="Your apps wait while you move"
            lead={`Reminders are easy to ignore. A locked app is not. ${BRAND.name} uses your phone's Screen Time to pause the apps you choose once you have been sitting too long, and hands them back the moment you finish a short move.`}
          />
          <ul className="mt-8 space-y-3 text-ink/80">
            <li>
              <strong className="text-ink">You pick the apps.</strong> Social feeds, news, games: whatever keeps you
              glued to the chair.
            </li>
            <li>
              <strong className="text-ink">It knows when you have moved.</strong> Apple Health sync means a walk to a
              meeting counts, so you are not nagged for nothing.
            </li>
            <li>
              <strong className="text-ink">Unlocking takes a minute.</strong> Moves start at 30 seconds and need no
              space, no kit and no changing clothes.
            </li>
          </ul>
        </div>
        <div aria-hidden="true" className="space-y-4">
          <AppRow locked />
          <div className="flex justify-center text-brand-700">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-8 w-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M12 4v16m-6-6l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          <AppRow locked={false} />
        </div>
      </div>
    </Section>
  );
}

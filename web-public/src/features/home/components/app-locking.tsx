import { BRAND } from "@movebreak/shared/brand";
import { AppIcon, type AppKind } from "@/components/product-art/app-icon";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { ShoulderRollsGlyph } from "./shoulder-rolls-glyph";

const APPS: readonly { kind: AppKind; label: string }[] = [
  { kind: "chat", label: "Chat" },
  { kind: "video", label: "Videos" },
  { kind: "news", label: "News" },
  { kind: "game", label: "Games" },
];

/** The Active Pass screen before and after a move: the same four apps, paused and then handed back. */
function AppRow({ locked }: { locked: boolean }) {
  return (
    <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink/75">
          {locked ? "After 55 minutes of sitting" : "After a 1-minute move"}
        </p>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${locked ? "bg-ink text-white" : "bg-brand-100 text-brand-800"}`}
        >
          {locked ? "4 paused" : "Unlocked"}
        </span>
      </div>
      <ul className="mt-4 grid grid-cols-4 gap-3">
        {APPS.map((app) => (
          <li key={app.kind} className="flex flex-col items-center">
            <AppIcon kind={app.kind} lock={locked ? "paused" : "open"} className="aspect-square w-full max-w-16" />
            <span className="mt-1.5 text-xs font-semibold text-ink/75">{app.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The move between the two rows, as the app shows it while it runs. */
function MoveInProgress() {
  return (
    <div className="mx-auto flex max-w-sm items-center gap-3 rounded-2xl bg-ink p-3 pr-4 text-white shadow-lg">
      <ShoulderRollsGlyph className="h-10 w-10 shrink-0 rounded-xl bg-brand-500" body="#f7fbe8" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold">Shoulder rolls</p>
        <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-white/20">
          <div className="h-full w-2/3 rounded-full bg-brand-400" />
        </div>
      </div>
      <span className="text-sm font-semibold text-white/85 tabular-nums">0:42</span>
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
          <MoveInProgress />
          <AppRow locked={false} />
        </div>
      </div>
    </Section>
  );
}

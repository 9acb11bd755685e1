import { BRAND } from "@movebreak/shared/brand";
import { CheckIcon, CrossIcon } from "@/components/ui/icons";

const SITTING = [
  "9.5 hours in a chair on an average day",
  "A stiff neck and a sore lower back by mid-afternoon",
  "An energy crash after lunch",
  "Reminders you swipe away without a second thought",
  "Scrolling in the same position for hours",
];

const WITH_APP = [
  "Chosen apps lock when you sit too long and unlock after a 1-minute move",
  "Over 2,000 moves from 30 seconds to 10 minutes",
  "Steps, stairs, housework and dancing all count as Watts",
  "Streaks and daily goals that keep you coming back",
  "From $5.83 a month on the annual plan",
];

export function SittingComparison() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="rounded-3xl bg-white p-8 ring-1 ring-ink/10">
        <h3 className="text-xl font-bold">Staying sitting</h3>
        <ul className="mt-6 space-y-4">
          {SITTING.map((item) => (
            <li key={item} className="flex gap-3">
              <CrossIcon className="mt-0.5 h-5 w-5 shrink-0" />
              <span className="text-ink/80">{item}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-3xl bg-brand-950 p-8 text-white">
        <h3 className="text-xl font-bold">With {BRAND.name}</h3>
        <ul className="mt-6 space-y-4">
          {WITH_APP.map((item) => (
            <li key={item} className="flex gap-3">
              <CheckIcon className="mt-0.5 h-5 w-5 shrink-0" />
              <span className="text-white/90">{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

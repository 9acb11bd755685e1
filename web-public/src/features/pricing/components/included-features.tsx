import { CheckIcon } from "@/components/ui/icons";

const INCLUDED = [
  "Over 2,000 desk exercises and stretches",
  "Active Pass: apps unlock after a short move",
  "Smart inactivity detection with Apple Health",
  "Sit Guard",
  "Watts for every kind of movement",
  "Daily goals, streaks and stats",
  "Schedule, power hour and days off",
  "iPhone, iPad, Mac and Apple Watch",
];

export function IncludedFeatures() {
  return (
    <ul className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {INCLUDED.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckIcon className="mt-0.5 h-5 w-5 shrink-0" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

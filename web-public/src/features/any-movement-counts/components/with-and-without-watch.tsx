import { CheckIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

const WITHOUT = [
  "Your phone counts steps and flights of stairs while it is in your pocket",
  "Every 1-minute move you do in the app counts",
  "Housework, dancing and playing with kids or pets count towards your goal too",
  "Active Pass and Sit Guard work exactly the same",
];

const WITH = [
  "Active calories, exercise minutes and standing time arrive from Apple Health on their own",
  "Smart inactivity detection knows a walk from a long sit, even with your phone on the desk",
  "Moves and nudges on your wrist, so you can leave the phone in a drawer",
  "Everything from the phone-only list still counts",
];

function WatchGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth="3">
      <rect x="10" y="9" width="20" height="22" rx="6" />
      <path d="M14 9l2-6h8l2 6M14 31l2 6h8l2-6M20 15v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PhoneGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth="3">
      <rect x="11" y="4" width="18" height="32" rx="4" />
      <path d="M18 31h4" strokeLinecap="round" />
    </svg>
  );
}

export function WithAndWithoutWatch() {
  return (
    <Section padding="lg" labelledBy="watch-heading">
      <SectionHeading
        id="watch-heading"
        eyebrow="Watch or no watch"
        title="Your phone is enough. A watch counts even more."
        lead="Nobody needs new gadgets to start. Here is what gets counted either way."
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <article aria-labelledby="without-watch-heading" className="rounded-3xl bg-stone-50 p-8 ring-1 ring-ink/5">
          <div className="flex items-center gap-4 text-brand-700">
            <PhoneGlyph />
            <h3 id="without-watch-heading" className="text-2xl font-black tracking-tight text-ink">
              Without a watch
            </h3>
          </div>
          <ul className="mt-6 space-y-4">
            {WITHOUT.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0" />
                <span className="text-ink/85">{item}</span>
              </li>
            ))}
          </ul>
        </article>
        <article aria-labelledby="with-watch-heading" className="on-dark rounded-3xl bg-brand-950 p-8 text-white">
          <div className="flex items-center gap-4 text-brand-300">
            <WatchGlyph />
            <h3 id="with-watch-heading" className="text-2xl font-black tracking-tight text-white">
              With an Apple Watch
            </h3>
          </div>
          <ul className="mt-6 space-y-4">
            {WITH.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0" />
                <span className="text-white/90">{item}</span>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </Section>
  );
}

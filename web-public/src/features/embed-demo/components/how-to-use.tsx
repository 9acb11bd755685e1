import { BRAND } from "@movebreak/shared/brand";

const STEPS = [
  {
    title: "Choose a routine",
    text: "Search by name or id, or start from one of the quick-start cards.",
  },
  {
    title: "Set it up",
    text: "Pick a width and decide whether to show the branding and start playing on its own.",
  },
  {
    title: "Copy the code",
    text: "Press Copy Code and paste the code into your page's HTML where the player should appear.",
  },
  {
    title: "Publish",
    text: `The script loads once per page and fills every ${BRAND.name} player on it, including ones added later.`,
  },
] as const;

/** The four steps from choosing a routine to a player on your page. */
export function HowToUse() {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map((step, index) => (
        <li key={step.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
          <span
            aria-hidden="true"
            className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-500 font-bold text-ink"
          >
            {index + 1}
          </span>
          <h3 className="mt-3 font-bold">{step.title}</h3>
          <p className="mt-1 text-sm text-pretty text-ink/70">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

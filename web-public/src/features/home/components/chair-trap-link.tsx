import { hrefOf } from "@movebreak/shared/public-routes";
import { Section } from "@/components/ui/section";

/** The home page's way into the health-risk article, opened in a new tab so the visitor keeps their place. */
export function ChairTrapLink() {
  return (
    <Section look="alternate" padding="sm">
      <div className="flex flex-col items-center justify-between gap-4 text-center sm:flex-row sm:text-left">
        <p className="text-lg font-semibold text-pretty">
          Sitting over 8 hours a day changes your body more than you think.
        </p>
        <a
          href={hrefOf("chairTrap")}
          target="_blank"
          rel="noopener"
          className="inline-flex shrink-0 items-center gap-2 rounded-full bg-ink px-5 py-3 font-semibold text-white hover:bg-ink/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        >
          Read The Chair Trap
          <span className="sr-only"> (opens in a new tab)</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
            <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11V3zM4 5h5v2H5v8h8v-4h2v6H3V5h1z" />
          </svg>
        </a>
      </div>
    </Section>
  );
}

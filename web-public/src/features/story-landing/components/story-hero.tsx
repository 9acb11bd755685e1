import { buttonClass } from "@/components/ui/button-styles";
import { ArrowDownIcon } from "@/components/ui/icons";
import { StoreButton } from "@/components/ui/store-button";
import { scrollToSectionOnClick } from "@/lib/scroll";
import { EscapeArt } from "./escape-art";

/** The story's opening; "Escape the Chair" scrolls to the next section, the timeline. */
export function StoryHero({ nextSectionId }: { nextSectionId: string }) {
  return (
    <section aria-labelledby="story-heading" className="on-dark overflow-hidden bg-brand-950 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.2fr_1fr] lg:px-8">
        <div className="text-center lg:text-left">
          <p className="text-sm font-semibold tracking-wider text-brand-300 uppercase">A story about your day</p>
          <h1
            id="story-heading"
            className="mt-4 text-4xl font-black tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            You never decided to sit all day. <span className="text-brand-300">It just happened.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-white/80 lg:mx-0">
            The desk, the drive, the dinner table, the sofa. One chair hands you to the next, and by bedtime you have
            barely stood up. This is the story of that day, and of the one-minute exits out of it.
          </p>
          <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <a
              href={`#${nextSectionId}`}
              onClick={scrollToSectionOnClick(nextSectionId)}
              className={buttonClass("primary", "lg", "w-full sm:w-auto")}
            >
              Escape the Chair
              <ArrowDownIcon />
            </a>
            <StoreButton variant="light" size="lg" className="w-full sm:w-auto" />
          </div>
        </div>
        <EscapeArt />
      </div>
    </section>
  );
}

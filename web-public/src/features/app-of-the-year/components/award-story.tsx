import { BRAND } from "@movebreak/shared/brand";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { AWARD_STORY } from "../data/winners";

export function AwardStory() {
  return (
    <Section padding="lg" labelledBy="award-story-heading">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <SectionHeading
            id="award-story-heading"
            align="left"
            eyebrow="The story"
            title="How a one-minute idea became App of the Year"
          />
          <div className="mt-6 space-y-4 text-lg text-ink/80">
            <p>
              2020 was the year the whole world sat down. Offices emptied into spare rooms and kitchen tables, and the
              small movements that used to be built into a working day quietly disappeared.
            </p>
            <p>
              {BRAND.name} had been built for exactly that problem since 2017. That year, more people needed it than
              ever, and Apple noticed. Being named an App of the Year for 2020 is still the proudest moment in our
              history, because it was really about our users: the people who kept moving, one minute at a time, in a
              year that gave them every reason not to.
            </p>
          </div>
        </div>
        <ol className="relative space-y-6 border-l-2 border-brand-200 pl-8">
          {AWARD_STORY.map((beat, index) => (
            <li key={beat.title} className="relative">
              <span
                aria-hidden="true"
                className={`absolute top-1 -left-[2.6rem] h-5 w-5 rounded-full ring-4 ring-white ${
                  index === AWARD_STORY.length - 1 ? "bg-block-orange" : "bg-brand-500"
                }`}
              />
              <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">{beat.when}</p>
              <h3 className="mt-1 text-xl font-bold">{beat.title}</h3>
              <p className="mt-2 text-ink/75">{beat.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

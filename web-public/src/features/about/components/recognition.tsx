import { BRAND_PATHS } from "@movebreak/shared/brand";
import { CLAIMS } from "@movebreak/shared/constants";
import { Link } from "react-router";
import { ArrowRightIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { scrollToTop } from "@/lib/scroll";

const FIGURES = [
  { value: CLAIMS.users, label: "users" },
  { value: `${CLAIMS.rating}/5`, label: "average rating" },
  { value: "2017", label: "founded" },
  { value: "8+ years", label: "of one-minute moves" },
];

export function Recognition() {
  return (
    <Section padding="lg" labelledBy="recognition-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="relative overflow-hidden rounded-[2rem] bg-block-orange p-8 sm:p-10">
          <div aria-hidden="true" className="absolute -top-16 -right-16 h-48 w-48 rounded-full bg-white/25" />
          <p className="relative text-sm font-bold tracking-wider uppercase">Recognition</p>
          <p className="relative mt-3 text-4xl font-black tracking-tight text-balance sm:text-5xl">
            App of the Year 2020
          </p>
          <p className="relative mt-4 max-w-md text-lg">
            Apple named us one of its Apps of the Year for 2020: a year when the office moved to the kitchen table.
          </p>
          <Link
            to={BRAND_PATHS.appOfTheYear}
            onClick={scrollToTop}
            className="relative mt-6 inline-flex items-center gap-2 font-bold underline underline-offset-4 hover:no-underline"
          >
            Read the award story
            <ArrowRightIcon />
          </Link>
        </div>
        <div>
          <SectionHeading
            id="recognition-heading"
            align="left"
            title="Trusted by people who sit a lot"
            lead="The recognition we are proudest of comes from our users, one review at a time."
          />
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col rounded-2xl bg-stone-50 p-4 ring-1 ring-ink/5 sm:p-5">
                <dt className="order-2 text-sm text-ink/70">{figure.label}</dt>
                <dd className="order-1 text-xl font-black tracking-tight whitespace-nowrap min-[360px]:text-2xl sm:text-3xl">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}

import { BRAND } from "@movebreak/shared/brand";
import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button-styles";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { CategoryPills } from "@/features/movements/components/category-pills";
import { MovementsDirectory } from "@/features/movements/components/movements-directory";
import { scrollToTop } from "@/lib/scroll";

export function MovementsRoute() {
  return (
    <>
      <Section look="alternate" padding="md">
        <SectionHeading
          as="h1"
          eyebrow="Free follow-along routines"
          title="Online Chair Exercises and Desk Stretches"
          lead="Pick a routine, press start and move along for a minute or two. No equipment, no changing clothes, no leaving your desk."
        />
        <div className="mt-10">
          <CategoryPills />
        </div>
      </Section>

      <Section padding="md">
        <MovementsDirectory />

        <div className="on-dark mt-16 flex flex-col items-start gap-6 rounded-3xl bg-brand-950 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Let the breaks come to you</h2>
            <p className="mt-2 max-w-xl text-white/80">
              {BRAND.name} notices when you have been sitting too long and gets you moving with over 2,000 movements.
            </p>
          </div>
          <Link to={hrefOf("home")} onClick={scrollToTop} className={buttonClass("primary", "md", "shrink-0")}>
            Discover the App
          </Link>
        </div>
      </Section>
    </>
  );
}

import { BRAND } from "@movebreak/shared/brand";
import { ComparisonTable } from "@/components/ui/comparison-table";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { OTHER_APPS_COLUMNS, OTHER_APPS_ROWS } from "../data/about-copy";

export function OtherApps() {
  return (
    <Section look="alternate" padding="lg" labelledBy="other-apps-heading">
      <SectionHeading
        id="other-apps-heading"
        eyebrow="How we are different"
        title={`${BRAND.name} and other apps`}
        lead="Fitness apps want your evenings. Reminder apps are easy to ignore. App blockers only take things away. We give something back: a minute of movement, then your apps."
      />
      <div className="mt-12">
        <ComparisonTable
          caption={`How ${BRAND.name} compares with fitness apps, reminder apps and app blockers`}
          rowHeader="What it does"
          columns={OTHER_APPS_COLUMNS}
          rows={OTHER_APPS_ROWS}
        />
      </div>
    </Section>
  );
}

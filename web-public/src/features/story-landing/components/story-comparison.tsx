import { ComparisonTable } from "@/components/ui/comparison-table";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { COMPARISON_COLUMNS, COMPARISON_ROWS } from "../data/story-copy";

export function StoryComparison() {
  return (
    <Section look="alternate" padding="lg" labelledBy="story-comparison-heading">
      <SectionHeading
        id="story-comparison-heading"
        eyebrow="Chapter four: the choice"
        title="Why a one-minute move beats a big plan"
        lead="Good intentions come in many forms. Only one of them meets you at your desk."
      />
      <div className="mx-auto mt-12 max-w-4xl">
        <ComparisonTable
          caption="How Movebreak compares with reminder apps and the gym"
          rowHeader="What you get"
          columns={COMPARISON_COLUMNS}
          rows={COMPARISON_ROWS}
        />
      </div>
    </Section>
  );
}

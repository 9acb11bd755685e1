import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { AD_STATS } from "../data/ad-copy";

export function AdStats() {
  return (
    <Section look="dark" padding="md" labelledBy="ad-stats-heading">
      <SectionHeading id="ad-stats-heading" dark eyebrow="The numbers" title="Sitting is the habit nobody chose" />
      <dl className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {AD_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-3xl bg-white/5 p-6 ring-1 ring-white/10">
            <dt className="order-2 mt-2 text-white/80">{stat.label}</dt>
            <dd className="order-1 text-5xl font-black tracking-tight text-brand-400">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { COUNTED_BY_LABELS, type CountedBy, rateText, WATTS_RATES } from "../data/watts";

const BADGES: Record<CountedBy, string> = {
  phone: "bg-brand-100 text-brand-900",
  app: "bg-violet-100 text-violet-900",
  watch: "bg-ink text-white",
};

/** The Watts conversion list, as a table with row and column headers. */
export function ConversionList() {
  return (
    <Section look="alternate" padding="lg" labelledBy="conversion-heading">
      <SectionHeading
        id="conversion-heading"
        eyebrow="The Watts conversion list"
        title="One score for every kind of movement"
        lead="Watts turn very different movements into one number, so a day of housework and a day of walking can both fill your goal."
      />
      <div className="mx-auto mt-12 max-w-3xl overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">How each activity converts into Watts</caption>
          <thead>
            <tr className="border-b border-ink/10 bg-brand-500">
              <th scope="col" className="px-5 py-4 text-sm font-bold sm:px-6">
                Activity
              </th>
              <th scope="col" className="px-5 py-4 text-sm font-bold sm:px-6">
                Counts as
              </th>
              <th scope="col" className="hidden px-5 py-4 text-sm font-bold sm:table-cell sm:px-6">
                Counted by
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(WATTS_RATES).map(([source, rate]) => (
              <tr key={source} className="border-b border-ink/5 last:border-0">
                <th scope="row" className="px-5 py-4 font-semibold sm:px-6">
                  {rate.activity}
                  <span className="mt-0.5 block text-sm font-normal text-ink/70 sm:hidden">
                    {COUNTED_BY_LABELS[rate.countedBy]}
                  </span>
                </th>
                <td className="px-5 py-4 text-ink/85 sm:px-6">{rateText(rate)}</td>
                <td className="hidden px-5 py-4 sm:table-cell sm:px-6">
                  <span className={`inline-flex rounded-full px-3 py-1 text-xs font-bold ${BADGES[rate.countedBy]}`}>
                    {COUNTED_BY_LABELS[rate.countedBy]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

import { Section } from "@/components/ui/section";
import { DsBlock, DsSubheading, Token } from "./ds-block";

const COLUMNS = Array.from({ length: 12 }, (_, index) => index + 1);

const cells = (count: number) => Array.from({ length: count }, (_, index) => `cell-${index + 1}`);

const LAYOUTS = [
  { name: "Halves", token: "lg:grid-cols-2", cells: cells(2), classes: "grid-cols-1 sm:grid-cols-2" },
  { name: "Thirds", token: "md:grid-cols-3", cells: cells(3), classes: "grid-cols-1 sm:grid-cols-3" },
  { name: "Quarters", token: "lg:grid-cols-4", cells: cells(4), classes: "grid-cols-2 sm:grid-cols-4" },
];

const SECTION_LOOKS = [
  { look: "default", label: "Default", token: "bg-white" },
  { look: "alternate", label: "Alternate", token: "bg-brand-50" },
  { look: "dark", label: "Dark", token: "bg-brand-950" },
] as const;

export function Grid() {
  return (
    <DsBlock
      id="grid"
      title="Grid and sections"
      lead="Content sits in a centred 72rem container with 16–32 px gutters. Layouts use a 12-column grid that collapses to one column on phones."
    >
      <DsSubheading>12 columns</DsSubheading>
      <div aria-hidden="true" className="grid grid-cols-6 gap-2 sm:grid-cols-12 sm:gap-4">
        {COLUMNS.map((column) => (
          <div
            key={column}
            className="flex h-16 items-end justify-center rounded-xl bg-brand-100 pb-2 text-xs font-bold text-brand-900 ring-1 ring-brand-200"
          >
            {column}
          </div>
        ))}
      </div>

      <DsSubheading className="mt-10">Common layouts</DsSubheading>
      <ul className="space-y-4">
        {LAYOUTS.map((layout) => (
          <li key={layout.name}>
            <p className="mb-2 text-sm">
              <span className="font-semibold">{layout.name}</span> · <Token>{layout.token}</Token>
            </p>
            <div aria-hidden="true" className={`grid gap-4 ${layout.classes}`}>
              {layout.cells.map((cell) => (
                <div key={cell} className="h-14 rounded-2xl bg-stone-100 ring-1 ring-ink/10" />
              ))}
            </div>
          </li>
        ))}
      </ul>

      <DsSubheading className="mt-10">Section styles</DsSubheading>
      <p className="-mt-2 mb-4 text-sm text-ink/70">
        Full-width bands in a default, an alternate and a dark style, each with small (<Token>py-10</Token>), default (
        <Token>py-16</Token>) or large (<Token>py-20</Token>) padding.
      </p>
      <div className="overflow-hidden rounded-3xl ring-1 ring-ink/10">
        {SECTION_LOOKS.map((item) => (
          <Section key={item.look} look={item.look} padding="sm">
            <p className="font-bold">
              {item.label} section <span className="font-normal opacity-80">· {item.token}</span>
            </p>
          </Section>
        ))}
      </div>
    </DsBlock>
  );
}

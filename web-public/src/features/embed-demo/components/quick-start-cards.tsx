import { ArrowRightIcon } from "@/components/ui/icons";
import { QUICK_STARTS } from "../data/quick-starts";

/** Three ready-made routines; choosing one selects it in the generator. */
export function QuickStartCards({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {QUICK_STARTS.map((quickStart) => {
        const selected = quickStart.id === selectedId;
        return (
          <li key={quickStart.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(quickStart.id)}
              className={`group flex h-full w-full flex-col rounded-2xl bg-white p-5 text-left shadow-sm ring-1 transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transform-none ${
                selected ? "ring-2 ring-brand-600" : "ring-ink/10"
              }`}
            >
              <span className="text-lg font-bold">{quickStart.title}</span>
              <span className="mt-1 text-sm text-ink/70">{quickStart.description}</span>
              <span className="mt-4 inline-flex items-center gap-1.5 font-mono text-xs text-brand-800">
                {quickStart.id}
                <ArrowRightIcon className="h-3.5 w-3.5 transition-transform group-hover:translate-x-0.5" />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import type { Location } from "@movebreak/shared/contracts/catalog";
import { toTitleCase } from "@movebreak/shared/title-case";
import { useId, useState } from "react";
import { filterLocations } from "../utils/filter-locations";

interface LocationPickerProps {
  locations: readonly Location[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

const exercises = (count: number) => `${count} ${count === 1 ? "exercise" : "exercises"}`;

/** A search box over the locations (by title or id) and the matching routines to choose from. */
export function LocationPicker({ locations, isPending, isError, onRetry, selectedId, onSelect }: LocationPickerProps) {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const resultsId = useId();
  const matches = filterLocations(locations ?? [], query);

  return (
    <div>
      <label htmlFor={inputId} className="block font-semibold">
        Search routines
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Name or id, e.g. neck"
        aria-controls={resultsId}
        autoComplete="off"
        className="mt-2 w-full rounded-xl border border-ink/20 bg-white px-4 py-2.5 text-base shadow-sm placeholder:text-ink/45 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      />

      <div id={resultsId} className="mt-3">
        {isPending && <p className="py-4 text-sm text-ink/60">Loading routines...</p>}
        {isError && (
          <p className="py-4 text-sm text-ink/70">
            The routines could not be loaded.{" "}
            <button type="button" onClick={onRetry} className="font-semibold text-brand-800 underline">
              Try Again
            </button>
          </p>
        )}
        {locations && matches.length === 0 && (
          <p className="py-4 text-sm text-ink/60">{`No routine matches "${query.trim()}".`}</p>
        )}
        {matches.length > 0 && (
          <ul
            aria-label="Routines"
            className="max-h-72 divide-y divide-ink/5 overflow-y-auto rounded-xl ring-1 ring-ink/10"
          >
            {matches.map((location) => {
              const selected = location.id === selectedId;
              return (
                <li key={location.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelect(location.id)}
                    className={`flex w-full items-center justify-between gap-3 px-4 py-2.5 text-left transition-colors ${
                      selected ? "bg-brand-100" : "bg-white hover:bg-brand-50"
                    }`}
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-semibold">{toTitleCase(location.title)}</span>
                      <span className="block truncate font-mono text-xs text-ink/60">{location.id}</span>
                    </span>
                    <span className="shrink-0 text-sm text-ink/60">{exercises(location.workoutCount)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The chosen routine: its title and exercise count. */
export function SelectedLocation({ title, workoutCount }: { title: string; workoutCount: number | undefined }) {
  return (
    <div aria-live="polite" className="rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-200">
      <p className="text-xs font-semibold tracking-wider text-brand-800 uppercase">Selected routine</p>
      <p className="mt-0.5 text-lg font-bold">{toTitleCase(title)}</p>
      {workoutCount !== undefined && <p className="text-sm text-ink/70">{exercises(workoutCount)}</p>}
    </div>
  );
}

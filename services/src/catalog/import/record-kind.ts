import type { DataType } from "@movebreak/shared/contracts/admin";

type Kind = DataType | "reviews" | "shared-movebreaks" | "unknown";

/** What one record of a file looks like it is, from the fields only that kind has. */
export function recordKindOf(raw: unknown): Kind {
  if (typeof raw !== "object" || raw === null) return "unknown";
  const has = (field: string) => field in raw;
  if (has("bodyContent") || has("displayTitle") || has("readingTime")) return "location-content";
  if (has("pack_title") || has("workoutIds")) return "shared-movebreaks";
  if (has("rating") && has("author")) return "reviews";
  if (has("locationId")) return "workouts";
  if (has("title") || has("workoutCount")) return "locations";
  return "unknown";
}

const NAMES: Record<Exclude<Kind, "unknown">, string> = {
  locations: "locations",
  workouts: "workouts",
  "location-content": "location content",
  reviews: "reviews",
  "shared-movebreaks": "shared routines",
};

/**
 * Why a file cannot be imported as `chosen`, when most of its records are of another kind (a workouts
 * file sent as locations would otherwise pass as 163 locations named after exercises); undefined if it fits.
 */
export function wrongKindMessage(records: readonly unknown[], chosen: DataType): string | undefined {
  const counts = new Map<Kind, number>();
  for (const record of records) {
    const kind = recordKindOf(record);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const [likely, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["unknown", 0];
  if (likely === "unknown" || likely === chosen || count * 2 <= records.length) return undefined;
  return `This file holds ${NAMES[likely]}, not ${NAMES[chosen]}: choose ${NAMES[likely]} as the data type, or pick a ${NAMES[chosen]} file. Nothing was changed.`;
}

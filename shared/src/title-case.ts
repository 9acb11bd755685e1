/** Location and shared routine titles are shown in title case (public spec section 5). */
export function toTitleCase(text: string): string {
  return text.replace(/\S+/g, (word) => word.charAt(0).toLocaleUpperCase("en-US") + word.slice(1));
}

/** "{n} exercise(s) for targeted movement", singular when the count is 1. */
export function subtitleFallback(workoutCount: number): string {
  return `${workoutCount} ${workoutCount === 1 ? "exercise" : "exercises"} for targeted movement`;
}

/** A location card's subtitle: its own, or the spec's fallback where it has none (the movements cards, the carousel). */
export function locationSubtitle(location: { subtitle?: string | null | undefined; workoutCount: number }): string {
  return location.subtitle?.trim() ? location.subtitle : subtitleFallback(location.workoutCount);
}

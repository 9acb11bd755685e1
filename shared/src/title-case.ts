/** Location and shared routine titles are shown in title case (public spec section 5). */
export function toTitleCase(text: string): string {
  return text.replace(/\S+/g, (word) => word.charAt(0).toLocaleUpperCase("en-US") + word.slice(1));
}

/** "{n} exercise(s) for targeted movement", singular when the count is 1. */
export function subtitleFallback(workoutCount: number): string {
  return `${workoutCount} ${workoutCount === 1 ? "exercise" : "exercises"} for targeted movement`;
}

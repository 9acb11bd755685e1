const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "27 Nov 2026, 04:12" in the operator's locale. */
export function formatSessionTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function sessionsCount(count: number): string {
  return `${count} ${count === 1 ? "session" : "sessions"}`;
}

const dateTime = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("en", { dateStyle: "medium" });

function parse(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  // Pinterest's created_at has no zone ("2026-01-20T09:30:00"): it is UTC.
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatDateTime(iso: string | null | undefined): string | undefined {
  const date = parse(iso);
  return date ? dateTime.format(date) : undefined;
}

export function formatDate(iso: string | null | undefined): string | undefined {
  const date = parse(iso);
  return date ? dateOnly.format(date) : undefined;
}

/** BUSINESS -> Business, PINNER -> Pinner. */
export function formatAccountType(type: string | null): string {
  if (!type) return "Unknown";
  return type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
}

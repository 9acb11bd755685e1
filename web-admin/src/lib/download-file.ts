/** Saves a blob under a file name through a temporary link, as a browser download. */
export function downloadFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a value as a pretty-printed JSON file. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadFile(fileName, new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
}

/**
 * YYYY-MM-DD in the operator's own calendar, for the {date} of a downloaded file's name: a file made in the
 * evening carries the day the operator sees, not the UTC one.
 */
export function fileDate(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

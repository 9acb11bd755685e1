/** Saves a blob under a file name through a temporary link, as a browser download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Today's date as YYYY-MM-DD, for dated file names. */
export function fileDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

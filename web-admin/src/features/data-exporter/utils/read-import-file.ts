/** The spec's message for a file that does not parse or has no data array (section 5). */
export const INVALID_FILE_MESSAGE = "Invalid file format. Expected JSON with 'data' array.";

export type ReadImportFileResult = { ok: true; data: unknown[] } | { ok: false; error: string };

/**
 * Checked in the browser before anything is sent: the file must be JSON with a `data`
 * array. The records themselves are checked by the server, which lists each refusal.
 */
export async function readImportFile(file: File): Promise<ReadImportFileResult> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return { ok: false, error: INVALID_FILE_MESSAGE };
  }
  if (parsed === null || typeof parsed !== "object" || !("data" in parsed) || !Array.isArray(parsed.data)) {
    return { ok: false, error: INVALID_FILE_MESSAGE };
  }
  return { ok: true, data: parsed.data };
}

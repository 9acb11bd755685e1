import { type ChangePreview, ConfirmationNeededSchema, type StoppingRoutines } from "@movebreak/shared/contracts/admin";

/** What a 401 from export or import means (admin spec sections 6 and 8). */
export const API_KEY_REQUIRED_MESSAGE = "Authorization required. Please enter your Admin API Key.";

/** A refused export, import or restore; the message is ready for the toast. */
export class TransferError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = "TransferError";
    this.status = status;
  }
}

/**
 * 409 from an import or a restore that would delete or overwrite stored records: nothing was
 * changed, and `preview` says what sending it again with confirmDeletions would do;
 * `stoppingRoutines`, which shared routines would stop playing.
 */
export class ConfirmationNeededError extends TransferError {
  readonly preview: ChangePreview;
  readonly stoppingRoutines: StoppingRoutines;

  constructor(message: string, preview: ChangePreview, stoppingRoutines: StoppingRoutines = { count: 0, listed: [] }) {
    super(409, message);
    this.name = "ConfirmationNeededError";
    this.preview = preview;
    this.stoppingRoutines = stoppingRoutines;
  }
}

function parseJson(bodyText: string): unknown {
  try {
    return JSON.parse(bodyText);
  } catch {
    // Not JSON (a proxy's HTML page, say): the callers fall back to the status text.
    return undefined;
  }
}

/** The server's {error} when the body has one. */
function serverError(body: unknown): string | undefined {
  if (body !== null && typeof body === "object" && "error" in body && typeof body.error === "string") {
    return body.error || undefined;
  }
  return undefined;
}

/** The server's error, else the status text; a 409 carrying a preview asks for confirmation. */
export function requestError(status: number, statusText: string, bodyText: string): TransferError {
  const body = parseJson(bodyText);
  if (status === 409) {
    const confirmation = ConfirmationNeededSchema.safeParse(body);
    if (confirmation.success) {
      const { error, preview, stoppingRoutines } = confirmation.data;
      return new ConfirmationNeededError(error, preview, stoppingRoutines);
    }
  }
  return new TransferError(status, serverError(body) ?? (statusText || `Request failed with status ${status}`));
}

/** Export and import: 401 asks for the API key; otherwise as `requestError` (spec section 8). */
export function transferError(status: number, statusText: string, bodyText: string): TransferError {
  if (status === 401) return new TransferError(status, API_KEY_REQUIRED_MESSAGE);
  return requestError(status, statusText, bodyText);
}

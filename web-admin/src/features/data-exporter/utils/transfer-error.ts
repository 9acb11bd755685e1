import { type ChangePreview, ConfirmationNeededSchema } from "@movebreak/shared/contracts/admin";

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
 * changed, and `preview` says what sending it again with confirmDeletions would do.
 */
export class ConfirmationNeededError extends TransferError {
  readonly preview: ChangePreview;

  constructor(message: string, preview: ChangePreview) {
    super(409, message);
    this.name = "ConfirmationNeededError";
    this.preview = preview;
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
    if (confirmation.success) return new ConfirmationNeededError(confirmation.data.error, confirmation.data.preview);
  }
  return new TransferError(status, serverError(body) ?? (statusText || `Request failed with status ${status}`));
}

/** Export and import: 401 asks for the API key; otherwise as `requestError` (spec section 8). */
export function transferError(status: number, statusText: string, bodyText: string): TransferError {
  if (status === 401) return new TransferError(status, API_KEY_REQUIRED_MESSAGE);
  return requestError(status, statusText, bodyText);
}

/** What a 401 from export or import means (admin spec sections 6 and 8). */
export const API_KEY_REQUIRED_MESSAGE = "Authorization required. Please enter your Admin API Key.";

/** A refused export or import; the message is ready for the toast. */
export class TransferError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = "TransferError";
    this.status = status;
  }
}

/** The server's {error} when the body has one. */
function serverError(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body !== null && typeof body === "object" && "error" in body && typeof body.error === "string") {
      return body.error || undefined;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): fall back to the status text.
  }
  return undefined;
}

/** 401 asks for the key; otherwise the server's error, else the status text (spec section 8). */
export function transferError(status: number, statusText: string, bodyText: string): TransferError {
  if (status === 401) return new TransferError(status, API_KEY_REQUIRED_MESSAGE);
  return new TransferError(status, serverError(bodyText) ?? (statusText || `Request failed with status ${status}`));
}

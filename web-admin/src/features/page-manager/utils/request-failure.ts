/** A failed write: the message is what the operator reads in the toast. */
export class RequestFailure extends Error {
  readonly status: number;
  readonly details: { field?: string; message: string }[];

  constructor(message: string, status: number, details: { field?: string; message: string }[] = []) {
    super(message);
    this.name = "RequestFailure";
    this.status = status;
    this.details = details;
  }
}

interface ErrorBody {
  error?: unknown;
  details?: unknown;
}

function detailsOf(body: ErrorBody | null): { field?: string; message: string }[] {
  if (!body || !Array.isArray(body.details)) return [];
  return body.details.flatMap((item) => {
    if (!item || typeof item !== "object" || typeof item.message !== "string") return [];
    return [{ field: typeof item.field === "string" ? item.field : undefined, message: item.message }];
  });
}

function parseBody(text: string): ErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * Turns a non-OK answer into a `RequestFailure` whose message is the server's `error`,
 * else the first of its `details`, else `fallback` (the status text when none is given).
 */
export async function failureFrom(response: Response, fallback?: string): Promise<RequestFailure> {
  const body = parseBody(await response.text().catch(() => ""));
  const details = detailsOf(body);
  const serverMessage = typeof body?.error === "string" && body.error ? body.error : details[0]?.message;
  const message = serverMessage || fallback || response.statusText || `Request failed with status ${response.status}`;
  return new RequestFailure(message, response.status, details);
}

/** An error that knows its HTTP answer; the error handler turns it into {error, details}. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: { field?: string; path: string; message: string }[],
  ) {
    super(message);
  }
}

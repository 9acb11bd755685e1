import type { z } from "zod";
import { HttpError } from "./http-error";

/**
 * Parses request input with its zod contract; bad input is a 400 listing
 * every failed rule with its field, never a 500.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, what = "request"): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    return { field: path, path, message: issue.message };
  });
  const first = details[0];
  const message =
    details.length === 1 && first ? withField(first) : `Invalid ${what}: ${details.map(withField).join("; ")}`;
  throw new HttpError(400, message, details);
}

/** Names the field unless the message already does ("Slug is required" needs no "slug: "). */
function withField(detail: { path: string; message: string }): string {
  const field = detail.path.split(".").pop() ?? "";
  return field && !detail.message.toLowerCase().includes(field.toLowerCase())
    ? `${detail.path}: ${detail.message}`
    : detail.message;
}

import { parseWithMessages } from "@movebreak/shared/contracts/issue-messages";
import type { z } from "zod";
import { HttpError } from "./http-error";

/**
 * Parses request input with its zod contract; bad input is a 400 listing every failed rule with its
 * field, in words (shared/src/contracts/issue-messages.ts), never a 500.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, what = "request"): z.infer<T> {
  const result = parseWithMessages(schema, input);
  if (result.success) return result.data;
  const details = result.messages.map(({ field, path, message }) => ({ field: path || field, path, message }));
  const first = details[0];
  const message =
    details.length === 1 && first ? first.message : `Check the ${what}: ${details.map((d) => d.message).join("; ")}`;
  throw new HttpError(400, message, details);
}

import { FORM_FIELDS, type FormField, type FormValues } from "./landing-page-fields";

export class InvalidJsonError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidJsonError";
  }
}

/**
 * The fields a pasted JSON object fills: only form fields, only values neither null nor
 * missing, and never the slug of a page being edited. Throws InvalidJsonError when the
 * text does not parse (with the parser's message) or is not an object.
 */
export function fieldsFromJson(text: string, options: { editing: boolean }): Partial<FormValues> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new InvalidJsonError(error instanceof Error ? error.message : String(error));
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new InvalidJsonError("Expected a JSON object with the page's fields.");
  }
  const source = parsed as Record<string, unknown>;
  const filled: Partial<FormValues> = {};
  for (const field of FORM_FIELDS) {
    if (options.editing && field === "slug") continue;
    const value = source[field];
    if (value === null || value === undefined) continue;
    filled[field as FormField] = typeof value === "object" ? JSON.stringify(value) : String(value);
  }
  return filled;
}

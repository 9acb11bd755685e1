import { z } from "zod";

/**
 * Validation messages in the product's voice, from zod issues: the field, then what to do
 * ("Workout 3, id: add an id (text)", "Hero image URL: enter a full address starting with https://").
 * The one place zod's own wording ("Invalid input: expected string, received undefined") is turned
 * into words; the server's 400s, import errors and the admin's forms all read their messages here.
 * A message a contract sets itself (the spec's "Slug is required") is kept as it is.
 */

export interface FieldMessage {
  /** The issue's path, dotted ("bodyAreas.0"); empty for the whole input. */
  path: string;
  /** The field the issue is about: the path's first key ("" for the whole input). */
  field: string;
  /** What to show: the field in words, then what to do. */
  message: string;
}

export interface DescribeOptions {
  /** What the input is, named before its fields: "Workout 3" gives "Workout 3, id: add an id (text)". */
  subject?: string;
  /** Labels for keys this file does not know or names otherwise; keys not listed are put into words. */
  labels?: Readonly<Record<string, string>>;
}

/** Keys whose words are not their camelCase split (the admin form's labels). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  markdown: "content",
  pinterestPosterImg: "Pinterest poster image URL",
  ogImage: "OG image URL",
  heroImageUrl: "hero image URL",
  pack_title: "pack title",
  pack_description: "pack description",
};

/** Words kept in capitals (or capitalised) whatever their place. */
const WORD_CASE: Readonly<Record<string, string>> = {
  seo: "SEO",
  og: "OG",
  url: "URL",
  ai: "AI",
  api: "API",
  html: "HTML",
  json: "JSON",
  pinterest: "Pinterest",
};

/** A key in words: "seoTitle" -> "SEO title", "locationId" -> "location id", "pack_title" -> "pack title". */
export function fieldLabel(key: string, labels?: Readonly<Record<string, string>>): string {
  const known = labels?.[key] ?? FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => WORD_CASE[word.toLowerCase()] ?? word.toLowerCase());
  return words.length > 0 ? words.join(" ") : key;
}

/** The path in words: ["bodyAreas", 1] -> "body areas, item 2". */
export function readablePath(path: readonly PropertyKey[], options: DescribeOptions = {}): string {
  const parts: string[] = [];
  for (const segment of path) {
    if (typeof segment === "number") parts.push(`item ${segment + 1}`);
    else parts.push(fieldLabel(String(segment), options.labels));
  }
  return parts.join(", ");
}

/** A sentence's first letter in capitals, and its first word as the product writes it ("url is required" -> "URL is required"). */
const capitalise = (text: string) => {
  const first = /^[a-z]+/.exec(text)?.[0];
  const cased = first ? WORD_CASE[first] : undefined;
  if (first && cased) return cased + text.slice(first.length);
  return text ? text[0]?.toUpperCase() + text.slice(1) : text;
};

/** "a" or "an" for a label ("an id", "an SEO title", "a URL"). */
function article(label: string): string {
  const first = label.split(" ")[0] ?? "";
  const acronym = first.length > 1 && first === first.toUpperCase();
  if (acronym) return "AEFHILMNORSX".includes(first[0] ?? "") ? "an" : "a";
  return /^[aeiou]/i.test(label) ? "an" : "a";
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
  null: "null",
  undefined: "nothing",
};

function received(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "a list";
  if (typeof input === "string") return "text";
  if (typeof input === "number") return Number.isFinite(input) ? "a number" : String(input);
  if (typeof input === "boolean") return "true or false";
  if (typeof input === "object") return "an object";
  return typeof input;
}

const FORMAT_HINTS: Readonly<Record<string, string>> = {
  url: "enter a full address starting with https://",
  datetime: "enter a date and time like 2026-01-15T09:00:00Z",
  date: "enter a date like 2026-01-15",
  time: "enter a time like 09:30:00",
  email: "enter an email address like name@example.com",
  uuid: "enter an id like 123e4567-e89b-12d3-a456-426614174000",
  regex: "use only the characters this field allows",
};

function listValues(values: readonly unknown[]): string {
  const shown = values.map((value) => (typeof value === "string" ? value : JSON.stringify(value)));
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} or ${shown[shown.length - 1]}`;
}

type Issue = z.core.$ZodIssue & { input?: unknown };

/** What to do about an issue whose message is zod's own, for the field called `label`. */
function advice(issue: Issue, label: string): string {
  switch (issue.code) {
    case "invalid_type": {
      const wanted = TYPE_WORDS[issue.expected] ?? issue.expected;
      const missing = "input" in issue ? issue.input === undefined : /received undefined$/.test(issue.message);
      if (missing) return `add ${article(label)} ${label} (${wanted.replace(/^an? /, "")})`;
      const got = "input" in issue ? received(issue.input) : (/received (\w+)$/.exec(issue.message)?.[1] ?? "");
      const gotWords = TYPE_WORDS[got] ?? got;
      // 1.5 for a whole number is a number, just not the kind asked for.
      const sameKind = wanted === "a whole number" && gotWords === "a number";
      return got && !sameKind ? `use ${wanted}, not ${gotWords}` : `use ${wanted}`;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") {
        return min <= 1 ? `add ${article(label)} ${label}` : `use at least ${min} characters`;
      }
      if (issue.origin === "array" || issue.origin === "set") {
        return min <= 1 ? "list at least one" : `list at least ${min}`;
      }
      return issue.inclusive === false ? `use more than ${min}` : `use ${min} or more`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") {
        const length = typeof issue.input === "string" ? ` (it has ${issue.input.length})` : "";
        return `shorten it to ${max} characters or fewer${length}`;
      }
      if (issue.origin === "array" || issue.origin === "set") return `list at most ${max}`;
      return issue.inclusive === false ? `use less than ${max}` : `use ${max} or less`;
    }
    case "invalid_format": {
      if (issue.format === "starts_with") return `start it with "${(issue as { prefix?: string }).prefix}"`;
      if (issue.format === "ends_with") return `end it with "${(issue as { suffix?: string }).suffix}"`;
      if (issue.format === "includes") return `include "${(issue as { includes?: string }).includes}"`;
      return FORMAT_HINTS[issue.format] ?? "enter it in the format this field takes";
    }
    case "invalid_value":
      return issue.values.length === 1
        ? `use ${listValues(issue.values)}`
        : `choose ${listValues(issue.values.slice(0, 13))}${issue.values.length > 13 ? " (or another listed option)" : ""}`;
    case "not_multiple_of":
      return Number(issue.divisor) === 1 ? "use a whole number" : `use a multiple of ${issue.divisor}`;
    case "unrecognized_keys":
      return `remove ${issue.keys.length === 1 ? "the field" : "the fields"} ${listValues(issue.keys)}: ${issue.keys.length === 1 ? "it is" : "they are"} not part of this form`;
    case "invalid_union": {
      const branch = bestBranch(issue.errors);
      return branch ? advice(branch as Issue, label) : "use one of the accepted forms";
    }
    default:
      return "check this value";
  }
}

/** Of a union's failed options, the one that came closest (a format or size, not a wrong type). */
function bestBranch(errors: readonly (readonly z.core.$ZodIssue[])[]): z.core.$ZodIssue | undefined {
  const firsts = errors.map((issues) => issues[0]).filter((issue) => issue !== undefined);
  return firsts.find((issue) => issue.code !== "invalid_type" && issue.code !== "invalid_value") ?? firsts[0];
}

const zodEnglish = z.locales.en().localeError;

/** True when the issue carries zod's own message rather than one a contract set. */
function isLibraryMessage(issue: Issue): boolean {
  if (issue.code === "invalid_type" && issue.message.startsWith("Invalid input: expected ")) return true;
  const own = zodEnglish?.(issue as unknown as z.core.$ZodRawIssue);
  const text = typeof own === "string" ? own : own?.message;
  return issue.message === text || issue.message === "Invalid input";
}

/** One issue as a message: the field in words, then what to do (or the contract's own message). */
export function issueMessage(issue: z.core.$ZodIssue, options: DescribeOptions = {}): FieldMessage {
  const where = readablePath(issue.path, options);
  const last = issue.path.filter((segment) => typeof segment !== "number").at(-1);
  const label = last === undefined ? "value" : fieldLabel(String(last), options.labels);
  const head = [options.subject, where].filter(Boolean).join(", ");
  const path = issue.path.map(String).join(".");
  const field = issue.path[0] === undefined ? "" : String(issue.path[0]);
  if (isLibraryMessage(issue as Issue)) {
    const todo = advice(issue as Issue, label);
    return { path, field, message: head ? `${capitalise(head)}: ${todo}` : capitalise(todo) };
  }
  // The contract's own words: they name the field already ("Slug is required") or get it in front.
  const own = issue.message;
  const names = last !== undefined && (own.toLowerCase().includes(label.toLowerCase()) || own.includes(String(last)));
  const message = names
    ? options.subject
      ? `${options.subject}: ${own}`
      : capitalise(own)
    : head
      ? `${capitalise(head)}: ${own}`
      : own;
  return { path, field, message };
}

/** Every issue of a failed parse as a message (see `issueMessage`). */
export function issueMessages(
  issues: readonly z.core.$ZodIssue[] | z.ZodError,
  options: DescribeOptions = {},
): FieldMessage[] {
  const list = issues instanceof z.ZodError ? issues.issues : issues;
  return list.map((issue) => issueMessage(issue, options));
}

/** The messages as one line, for a toast or a list of refused records. */
export function issueSummary(issues: readonly z.core.$ZodIssue[] | z.ZodError, options: DescribeOptions = {}): string {
  return issueMessages(issues, options)
    .map((item) => item.message)
    .join("; ");
}

/**
 * `schema.safeParse` with the messages already in words; `reportInput` lets them say what was sent
 * ("use text, not a number").
 */
export function parseWithMessages<T extends z.ZodType>(
  schema: T,
  input: unknown,
  options: DescribeOptions = {},
): { success: true; data: z.infer<T> } | { success: false; messages: FieldMessage[] } {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  return { success: false, messages: issueMessages(result.error.issues, options) };
}

import fc from "fast-check";
import { z } from "zod";
import { hostileKey, hostileNumber, hostileUrlText, hostileValue } from "./hostile";

/** The part of JSON Schema that z.toJSONSchema writes for our contracts. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** The JSON Schema of what a contract accepts as input (transforms and refinements are not described). */
export function inputSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/**
 * "valid": values the schema accepts (as far as JSON Schema can say: refinements and
 * transforms are not described), so the fuzzer also walks the accepted paths.
 * "edge": values shaped like the schema says without promising to be valid: lengths at and
 * past their limits, numbers at and past their bounds, blank and unicode text.
 */
export type Mode = "valid" | "edge";

export function shapedValue(schema: JsonSchema, mode: Mode = "edge", depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => shapedValue(s, mode, depth + 1)));
  if (schema.allOf?.length) return shapedValue(schema.allOf[0] ?? {}, mode, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return shapedObject(schema, mode, depth);
    case "array": {
      const max = Math.min(schema.maxItems ?? 4, 6);
      const min = Math.min(schema.minItems ?? 0, max);
      const items = depth > 4 ? hostileValue : shapedValue(schema.items ?? {}, mode, depth + 1);
      return fc.array(items, { minLength: min, maxLength: max });
    }
    case "string":
      return mode === "valid" ? validString(schema) : edgeString(schema);
    case "integer":
    case "number":
      return mode === "valid" ? validNumber(schema, type === "integer") : edgeNumber(schema, type === "integer");
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return mode === "valid" ? fc.jsonValue({ maxDepth: 2 }) : hostileValue;
  }
}

function shapedObject(schema: JsonSchema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties);
  if (entries.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 });
  const record = Object.fromEntries(entries.map(([key, value]) => [key, shapedValue(value, mode, depth + 1)]));
  // Optional keys come and go; required ones are there (mutations take them away).
  return fc.record(record, { requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)) });
}

const WORD = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789".split(""));

function fromPattern(pattern: string, min: number, max: number): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length >= min && s.length <= max);
  } catch {
    // A pattern fast-check cannot generate from: the other shapes still apply.
    return undefined;
  }
}

const DATES = { min: new Date("1900-01-01"), max: new Date("2200-01-01"), noInvalidDate: true };

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 60);
  if (schema.pattern) return fromPattern(schema.pattern, min, max) ?? fc.constant("a".repeat(Math.max(min, 1)));
  switch (schema.format) {
    case "date-time":
      return fc.date(DATES).map((d) => d.toISOString());
    case "date":
      return fc.date(DATES).map((d) => d.toISOString().slice(0, 10));
    case "uri":
    case "url":
      return fc.webUrl({ validSchemes: ["https", "http"] }).filter((url) => url.length <= max);
    case "email":
      return fc.emailAddress();
  }
  const length = { minLength: Math.max(min, 1), maxLength: Math.max(Math.min(max, 40), Math.max(min, 1)) };
  return fc.oneof(
    fc.string({ unit: WORD, ...length }),
    // Unicode that survives trimming: a letter first and last.
    fc
      .string({ unit: "grapheme", maxLength: Math.max(0, Math.min(max, 20) - 2) })
      .map((middle) => `é${middle}ü`)
      .filter((s) => s.length <= max && s.trim().length >= min),
  );
}

function edgeString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  const options: fc.Arbitrary<string>[] = [];
  if (schema.pattern) {
    const matching = fromPattern(schema.pattern, 0, Number.MAX_SAFE_INTEGER);
    if (matching) options.push(matching.map((s) => (s.length > max + 2 ? s.slice(0, max + 1) : s)));
  }
  switch (schema.format) {
    case "date-time":
    case "date":
      options.push(fc.constantFrom("2026-02-30T00:00:00Z", "2026-13-01", "1970-01-01T00:00:00", "+275760-09-13"));
      break;
    case "uri":
    case "url":
      options.push(
        fc.constantFrom("javascript:alert(1)", "ftp://example.com/x", "//example.com", "http://", "https://a b"),
      );
      break;
  }
  const cappedMax = Math.min(max, 300);
  options.push(
    fc.string({ minLength: Math.min(min, cappedMax), maxLength: cappedMax }),
    fc.string({ unit: "grapheme", minLength: Math.min(min, 20), maxLength: Math.min(cappedMax, 20) }),
    // Just past the limits, and blank.
    fc.constant("z".repeat(max + 1)),
    fc.constant(min > 0 ? "z".repeat(min - 1) : ""),
    fc.constant(" ".repeat(Math.max(min, 1))),
  );
  return fc.oneof(...options);
}

function bounds(schema: JsonSchema): { low: number; high: number } {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const high = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - 1, Number.MAX_SAFE_INTEGER);
  return { low: Math.max(low, Number.MIN_SAFE_INTEGER), high: Math.max(low, high) };
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { low, high } = bounds(schema);
  const inRange = integer ? fc.integer({ min: low, max: high }) : fc.double({ min: low, max: high, noNaN: true });
  // Small values hit the records that exist (ids 1, 2, 3...).
  const small = fc.integer({ min: Math.max(low, 0), max: Math.min(high, Math.max(low, 0) + 5) });
  return fc.oneof(inRange, small, fc.constantFrom(low, high));
}

function edgeNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { low, high } = bounds(schema);
  return fc.oneof(
    { weight: 2, arbitrary: validNumber(schema, integer) },
    { weight: 2, arbitrary: fc.constantFrom(low - 1, high + 1, low + 0.5, -1, 0) },
    { weight: 1, arbitrary: hostileNumber },
  );
}

/** A shaped object with one thing wrong: a required key gone, a value of the wrong kind, odd extra keys. */
export function mutated(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const base = shapedValue(schema, "valid");
  if (keys.length === 0) return base;
  return fc
    .tuple(base, fc.constantFrom(...keys), hostileValue, hostileKey, fc.nat(2))
    .map(([value, key, wrong, extra, how]) => {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
      const copy: Record<string, unknown> = { ...value };
      if (how === 0) delete copy[key];
      else if (how === 1) copy[key] = wrong;
      else Object.defineProperty(copy, extra, { value: wrong, enumerable: true, configurable: true, writable: true });
      return copy;
    });
}

/** Values `schema` accepts, as it parses them (the shapes JSON Schema cannot describe are filtered out). */
export function parsedValue<Schema extends z.ZodType>(schema: Schema): fc.Arbitrary<z.output<Schema>> {
  return shapedValue(inputSchemaOf(schema), "valid")
    .map((value) => schema.safeParse(value))
    .filter((result) => result.success)
    .map((result) => result.data as z.output<Schema>);
}

/** What a fuzzer sends for a contract: shaped values, shaped-but-broken ones, and anything at all. */
export function contractValue(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostileValue);
  const json = inputSchemaOf(schema);
  return fc.oneof(
    { weight: 4, arbitrary: shapedValue(json, "valid") },
    { weight: 3, arbitrary: shapedValue(json, "edge") },
    { weight: 3, arbitrary: mutated(json) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Text for one query or path value shaped by a property's schema (or hostile). */
export function textValue(schema: JsonSchema | undefined, examples: readonly string[] = []): fc.Arbitrary<string> {
  const choices: fc.WeightedArbitrary<string>[] = [{ weight: 2, arbitrary: hostileUrlText }];
  if (schema) {
    choices.push({ weight: 3, arbitrary: shapedValue(schema, "valid").map(asText) });
    choices.push({ weight: 2, arbitrary: shapedValue(schema, "edge").map(asText) });
  }
  if (examples.length > 0) choices.push({ weight: 3, arbitrary: fc.constantFrom(...examples) });
  return fc.oneof(...choices);
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

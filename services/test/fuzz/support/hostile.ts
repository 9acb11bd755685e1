import fc from "fast-check";

/**
 * Values that break naive handlers: empty and blank text, NUL bytes (PostgreSQL text refuses
 * them), lone surrogates, huge text, number-looking text, markup and SQL, path tricks, prototype keys.
 */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "-0",
  "0",
  "1.5",
  "1e309",
  "0x1f",
  " 12 ",
  "9".repeat(400),
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "../../etc/passwd",
  "..",
  "%00",
  "%",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'; drop table locations; --",
  "__proto__",
  "constructor",
  "hasOwnProperty",
  "1970-01-01T00:00:00Z",
  "275760-09-13T00:00:00.001Z",
  "2026-02-30",
  "0000-00-00",
  "javascript:alert(1)",
  "http://",
  "https://exa mple.com",
  "x".repeat(5_000),
];

/** A long text (100,000 characters): under the 1 MB body limit, over every field limit. */
export const HUGE_STRING = "y".repeat(100_000);

/** Hostile text for addresses: the same, without the 100,000-character one (Node refuses a 16 KB address with 431). */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.constant(HUGE_STRING) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e21),
  fc.integer(),
  fc.double(),
);

/** Any JSON-ish value, hostile leaves included; nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber, fc.constant(null)), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys a handler should ignore or refuse, never trip over. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "", "a.b", "a[b]", "\u0000", "👀"),
  fc.string({ maxLength: 12 }),
);

/** A JSON body nested this deep parses, and must still be answered sensibly. */
export const DEEP_JSON = `${"[".repeat(3_000)}${"]".repeat(3_000)}`;

/** Text sent as JSON that is not JSON (or is JSON no route expects). */
export const MALFORMED_JSON_BODIES = [
  "",
  "{",
  '{"a":',
  "{'token': 'x'}",
  "[1,]",
  '{"a":1}}',
  "\ufeff{}",
  "undefined",
  "NaN",
  '"just a string"',
  "12",
  "true",
  "null",
  "[]",
  '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  DEEP_JSON,
  `${"[".repeat(200_000)}`,
];

/** Percent-encodes like encodeURIComponent, but never throws on lone surrogates (sent as U+FFFD). */
export function encode(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.!~*'()]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
}

/** Path segments inserted without encoding: broken escapes, encoded slashes and dots, NUL. */
export const RAW_SEGMENTS = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%C0%AF",
  "%00",
  "%2F",
  "%2e%2e",
  "..",
  ".",
  "a%2Fb",
  "%FF%FE",
  // Past Node's 16 KB header limit: answered 431 before Express.
  "q".repeat(17_000),
];

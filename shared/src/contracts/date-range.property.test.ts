import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { EventsQuerySchema } from "./automation";
import { AnalyticsQueryInputSchema } from "./automation-analytics";
import { ACCEPTED_DATES, DATE_RANGE_MESSAGE, IsoDateTimeSchema } from "./common";
import { issueMessages } from "./issue-messages";
import { PageAnalyticsQuerySchema } from "./page-analytics";
import { ReachQuerySchema } from "./reach";

/** Every query the API takes a date in, with the field that holds it. */
const DAY_QUERIES: [string, z.ZodType][] = [
  ["reach", ReachQuerySchema],
  ["page analytics", PageAnalyticsQuerySchema],
  ["automation analytics", AnalyticsQueryInputSchema],
];
const INSTANT_QUERIES: [string, z.ZodType][] = [
  ["automation events", EventsQuerySchema],
  ["automation analytics", AnalyticsQueryInputSchema],
];

const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** Any well-formed ISO day of years 0000-9999: the shape every schema checks first. */
const anyDay = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
/** ... and a time of it with an offset on Earth. */
const anyInstant = fc
  .record({ day: anyDay, hour: fc.integer({ min: 0, max: 23 }), offset: fc.integer({ min: -12, max: 14 }) })
  .map(
    ({ day, hour, offset }) => `${day}T${pad(hour, 2)}:00:00${offset < 0 ? "-" : "+"}${pad(Math.abs(offset), 2)}:00`,
  );

const inRange = (value: string) => {
  const at = Date.parse(value);
  return (
    at >= Date.parse(`${ACCEPTED_DATES.earliest}T00:00:00Z`) && at < Date.parse(`${ACCEPTED_DATES.latest}T24:00:00Z`)
  );
};

/** The messages a parse gave, in one string ("" when it passed). */
const messagesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error
    ? issueMessages(result.error)
        .map((m) => m.message)
        .join(" ")
    : "";

/** A date outside the range is refused with the range in words (a 400 naming it), never let through to PostgreSQL. */
function checkField(schema: z.ZodType, field: "from" | "to", value: string) {
  const result = schema.safeParse({ [field]: value });
  const expected = inRange(value);
  expect({ value, passed: result.success, namesRange: messagesOf(result).includes(DATE_RANGE_MESSAGE) }).toEqual({
    value,
    passed: expected,
    namesRange: !expected,
  });
}

describe("every date the API takes is within the accepted range", () => {
  for (const [name, schema] of DAY_QUERIES) {
    it(`${name}: days in the range pass, days outside get the range as their message`, () => {
      fc.assert(
        fc.property(anyDay, fc.constantFrom("from" as const, "to" as const), (day, field) =>
          checkField(schema, field, day),
        ),
      );
    });
  }

  for (const [name, schema] of INSTANT_QUERIES) {
    it(`${name}: date-times are judged by their instant, offset applied`, () => {
      fc.assert(
        fc.property(anyInstant, fc.constantFrom("from" as const, "to" as const), (at, field) =>
          checkField(schema, field, at),
        ),
      );
    });
  }

  it("what is no date at all gets its format's message alone, not the range's too", () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => Number.isNaN(Date.parse(value))),
        fc.constantFrom(...DAY_QUERIES, ...INSTANT_QUERIES),
        (value, [, schema]) => {
          const result = schema.safeParse({ to: value });
          expect(result.success).toBe(false);
          expect(messagesOf(result)).not.toContain(DATE_RANGE_MESSAGE);
        },
      ),
    );
  });

  it("the ends themselves: the first and last moment pass, one step past either is refused", () => {
    for (const [value, ok] of [
      [`${ACCEPTED_DATES.earliest}T00:00:00Z`, true],
      [`${ACCEPTED_DATES.latest}T23:59:59Z`, true],
      ["1899-12-31T23:59:59Z", false],
      ["1900-01-01T00:00:00+01:00", false],
      ["9000-12-31T23:59:59-01:00", false],
      ["0000-01-01T00:00:00Z", false],
      ["9999-12-31T23:59:59-12:00", false],
    ] as const)
      expect(IsoDateTimeSchema.safeParse(value).success, value).toBe(ok);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  LocationContentRecordSchema,
  LocationRecordSchema,
  SharedRoutineRecordSchema,
  WorkoutRecordSchema,
} from "./admin";
import { fieldLabel, issueMessages, parseWithMessages } from "./issue-messages";
import { LandingPageFormSchema } from "./landing-pages";

/** zod's own wording: none of it may reach an operator. */
const LIBRARY_WORDING =
  /Invalid input|Invalid option|Invalid (string|number|URL|ISO|key|value|element)|expected \w+, received|Too (small|big)|Unrecognized key|must match pattern/;

const CONTRACTS: [string, z.ZodObject][] = [
  ["workout", WorkoutRecordSchema],
  ["location", LocationRecordSchema],
  ["location content", LocationContentRecordSchema],
  ["shared routine", SharedRoutineRecordSchema],
  ["landing page", LandingPageFormSchema],
];

/** Values that break contracts in every way: wrong types, empty, huge, malformed text, NUL. */
const oddValue = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    "",
    " ",
    "not a url",
    "www.example.com",
    "2026-13-45",
    "x".repeat(600_000),
    "a\u0000b",
    "UPPER Case!",
  ),
  fc.string(),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double(),
  fc.array(fc.string(), { maxLength: 60 }),
);

/** An object with some of the contract's fields set to odd values (and the rest left out). */
function oddRecord(schema: z.ZodObject) {
  const keys = Object.keys(schema.shape);
  return fc.dictionary(fc.constantFrom(...keys), oddValue, { maxKeys: keys.length });
}

describe("validation messages in words, for any invalid input", () => {
  for (const [name, schema] of CONTRACTS) {
    it(`when a ${name} is invalid, then every message names its field and none uses zod's wording`, () => {
      fc.assert(
        fc.property(oddRecord(schema), fc.boolean(), (record, withSubject) => {
          const subject = withSubject ? "Record 7" : undefined;
          const result = parseWithMessages(schema, record, subject ? { subject } : {});
          if (result.success) return;
          expect(result.messages.length).toBeGreaterThan(0);
          for (const { path, message } of result.messages) {
            expect(message).not.toMatch(LIBRARY_WORDING);
            const key = path.split(".").filter((segment) => !/^\d+$/.test(segment))[0] ?? "";
            const named = message.toLowerCase().includes(fieldLabel(key).toLowerCase()) || message.includes(key);
            expect(named, `${message} should name ${key}`).toBe(true);
            if (subject) expect(message.startsWith(subject)).toBe(true);
          }
        }),
        { numRuns: 150 },
      );
    });
  }

  it("when the input is not an object at all, then the message names what was expected and what was sent", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything())), (value) => {
        const result = parseWithMessages(WorkoutRecordSchema, value, { subject: "Workout 2" });
        expect(result.success).toBe(false);
        if (result.success) return;
        expect(result.messages.map((m) => m.message)).toEqual([
          expect.stringMatching(/^Workout 2: use an object, not /),
        ]);
      }),
    );
  });

  it("when issues come from a plain safeParse (no input kept), then they are still put into words", () => {
    const error = WorkoutRecordSchema.safeParse({ title: 5, bodyAreas: ["jaw"] }).error;
    if (!error) throw new Error("expected a failed parse");
    expect(issueMessages(error).map((m) => m.message)).toEqual([
      "Id: add an id (text)",
      "Title: use text, not a number",
      "Location id: add a location id (text)",
      "Body areas, item 1: choose neck, shoulders, upper-back, lower-back, chest, arms, wrists, hips, legs, eyes, face, core or whole-body",
    ]);
  });
});

import {
  decodePageCursor,
  encodePageCursor,
  INVALID_CURSOR,
  LandingPageListQuerySchema,
  type PageCursor,
} from "@movebreak/shared/contracts/landing-pages";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

/** A time as PostgreSQL keeps it and the list writes it: UTC, to the microsecond, years 1 to 9999. */
const cursorTime = fc
  .tuple(
    fc.date({
      min: new Date("0001-01-01T00:00:00.000Z"),
      max: new Date("9999-12-31T23:59:59.999Z"),
      noInvalidDate: true,
    }),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(([date, micros]) => date.toISOString().replace(/Z$/, `${String(micros).padStart(3, "0")}Z`));
const cursorArb: fc.Arbitrary<PageCursor> = fc.record({
  createdAt: cursorTime,
  id: fc.integer({ min: 1, max: 2_147_483_647 }),
});

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** Strings that look like cursors: the cursor alphabet, or a real cursor with one character changed. */
const cursorLike = fc.oneof(
  fc.string({ unit: fc.constantFrom(...BASE64URL), maxLength: 80 }),
  fc.tuple(cursorArb, fc.nat(), fc.constantFrom(...BASE64URL)).map(([cursor, at, char]) => {
    const encoded = encodePageCursor(cursor);
    const i = at % encoded.length;
    return encoded.slice(0, i) + char + encoded.slice(i + 1);
  }),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);

describe("the list cursor", () => {
  it("when a cursor is encoded, then it decodes to the same createdAt and id, in URL-safe characters", () => {
    fc.assert(
      fc.property(cursorArb, (cursor) => {
        const encoded = encodePageCursor(cursor);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodePageCursor(encoded)).toEqual(cursor);
        const parsed = LandingPageListQuerySchema.safeParse({ cursor: encoded });
        expect(parsed.success && parsed.data.cursor).toEqual(cursor);
      }),
      { numRuns: 500 },
    );
  });

  it("when any string is given as a cursor, then it either decodes to a cursor that encodes back to it, or is 'Invalid cursor'", () => {
    fc.assert(
      fc.property(cursorLike, (text) => {
        const cursor = decodePageCursor(text);
        const parsed = LandingPageListQuerySchema.safeParse({ cursor: text });
        if (cursor) {
          expect(encodePageCursor(cursor)).toBe(text);
          expect(parsed.success && parsed.data.cursor).toEqual(cursor);
        } else {
          expect(parsed.success).toBe(false);
          expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([INVALID_CURSOR]);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("when limit is any whole number from 1 to 200, then it is taken; anything else is refused with a message", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double(), fc.string({ maxLength: 6 })),
        (limit) => {
          const parsed = LandingPageListQuerySchema.safeParse({ limit: String(limit) });
          const n = Number(String(limit));
          if (Number.isInteger(n) && n >= 1 && n <= 200) {
            expect(parsed.success && parsed.data.limit).toBe(n);
          } else {
            expect(parsed.success).toBe(false);
            expect(parsed.error?.issues[0]?.message).toMatch(/^limit must be/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("the list API with hostile cursors", () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when any cursor-like string is sent, then the answer is 200 or 400 'Invalid cursor', never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(cursorLike, cursorArb.map(encodePageCursor)), async (text) => {
        const { status, body } = await t.json(
          `/api/admin/landing-pages?cursor=${encodeURIComponent(text)}`,
          withSession(session),
        );
        if (decodePageCursor(text)) {
          expect(status).toBe(200);
        } else if (!text.includes("\u0000")) {
          expect({ status, error: body.error }).toEqual({ status: 400, error: INVALID_CURSOR });
        } else {
          expect(status).toBe(400);
        }
      }),
      { numRuns: 60 },
    );
  });
});

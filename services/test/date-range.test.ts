import { ACCEPTED_DATES, DATE_RANGE_MESSAGE } from "@movebreak/shared/contracts/common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

/** Every endpoint that takes a date in its query, with the form it takes. */
const ENDPOINTS: [path: string, form: "day" | "instant" | "either"][] = [
  ["/api/automation/analytics", "either"],
  ["/api/automation/events", "instant"],
  ["/api/admin/reach", "day"],
  ["/api/admin/analytics/pages", "day"],
];
const OUTSIDE = {
  day: ["0000-01-01", "0001-01-01", "1899-12-31", "9001-01-01", "9999-12-31"],
  instant: [
    "0000-01-01T00:00:00Z",
    "1900-01-01T00:00:00+01:00",
    "9000-12-31T23:59:59-01:00",
    "9999-12-31T23:59:59-12:00",
  ],
};
const INSIDE = {
  day: [ACCEPTED_DATES.earliest, ACCEPTED_DATES.latest],
  instant: [`${ACCEPTED_DATES.earliest}T00:00:00Z`, `${ACCEPTED_DATES.latest}T23:59:59Z`],
};

describe("dates at and past the ends of the accepted range, over HTTP", () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    session = await t.login();
  }, 180_000);
  afterAll(() => t.stop());
  const valuesOf = (form: "day" | "instant" | "either", set: typeof OUTSIDE) =>
    form === "either" ? [...set.day, ...set.instant] : set[form];

  it("when a date is outside it, then every endpoint answers 400 naming the range, never 500", async () => {
    for (const [path, form] of ENDPOINTS)
      for (const value of valuesOf(form, OUTSIDE))
        for (const field of ["from", "to"]) {
          const address = `${path}?${field}=${encodeURIComponent(value)}`;
          const { status, body } = await t.json(address, withSession(session));
          expect({ address, status }).toEqual({ address, status: 400 });
          expect(JSON.stringify(body), address).toContain(DATE_RANGE_MESSAGE);
        }
  });

  it("when a date is at either end, then the endpoint reads the database and answers without a 5xx", async () => {
    for (const [path, form] of ENDPOINTS)
      for (const value of valuesOf(form, INSIDE))
        for (const field of ["from", "to"]) {
          const address = `${path}?${field}=${encodeURIComponent(value)}`;
          const { status } = await t.json(address, withSession(session));
          // 200, or 400 from another rule (a range too long, a report before its first day): never a 500.
          expect({ address, status: status < 500 }).toEqual({ address, status: true });
        }
  });
});

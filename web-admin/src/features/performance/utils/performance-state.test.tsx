import { PAGE_ANALYTICS_GROUPS } from "@movebreak/shared/contracts/page-analytics";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_STATE,
  isValidRange,
  type PerformanceState,
  parseState,
  RANGE_PRESETS,
  resolveRange,
  SORT_COLUMNS,
  serialiseState,
} from "./performance-state";

const DAY_MS = 86_400_000;
const day = fc
  .integer({ min: Date.UTC(2020, 0, 1) / DAY_MS, max: Date.UTC(2030, 11, 31) / DAY_MS })
  .map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10));

const customRange = fc.tuple(day, fc.integer({ min: 0, max: 365 })).map(([from, length]) => ({
  preset: "custom" as const,
  from,
  to: new Date(Date.parse(from) + length * DAY_MS).toISOString().slice(0, 10),
}));

const state: fc.Arbitrary<PerformanceState> = fc.record({
  range: fc.oneof(
    fc.constantFrom(...RANGE_PRESETS).map((preset) => ({ preset })),
    customRange,
  ),
  compare: fc.boolean(),
  groupBy: fc.constantFrom(...PAGE_ANALYTICS_GROUPS),
  sort: fc.record({
    column: fc.constantFrom(...SORT_COLUMNS),
    direction: fc.constantFrom("asc" as const, "desc" as const),
  }),
});

describe("the Performance view's address", () => {
  it("when any state is written to the address and read back, then it is the same state", () => {
    fc.assert(
      fc.property(state, (original) => {
        const address = `?${serialiseState(original)}`;
        expect(parseState(new URLSearchParams(address))).toEqual(original);
      }),
    );
  });

  it("when an address holds anything at all, then it opens a view, and writing that view back is stable", () => {
    const anyParams = fc.dictionary(
      fc.constantFrom("range", "from", "to", "compare", "by", "sort", "dir", "other"),
      fc.oneof(fc.string({ maxLength: 12 }), day, fc.constantFrom("custom", "7d", "1", "day", "ctaRate", "asc")),
    );
    fc.assert(
      fc.property(anyParams, (params) => {
        const parsed = parseState(new URLSearchParams(params));
        expect(parseState(serialiseState(parsed))).toEqual(parsed);
      }),
    );
  });

  it("when the default view is shown, then its address is plain; a shared link keeps range, comparison, breakdown and sort", () => {
    expect(serialiseState(DEFAULT_STATE).toString()).toBe("");
    const shared = parseState(
      new URLSearchParams("range=custom&from=2026-11-01&to=2026-11-20&compare=1&by=method&sort=ctaRate&dir=asc"),
    );
    expect(shared).toEqual({
      range: { preset: "custom", from: "2026-11-01", to: "2026-11-20" },
      compare: true,
      groupBy: "method",
      sort: { column: "ctaRate", direction: "asc" },
    });
  });

  it("when a custom range is reversed, not a date, or longer than 366 days, then the default period is shown", () => {
    for (const [from, to] of [
      ["2026-11-20", "2026-11-01"],
      ["2026-02-30", "2026-03-01"],
      ["2025-01-01", "2026-11-01"],
      ["", "2026-11-01"],
    ]) {
      expect(isValidRange(from ?? "", to ?? "")).toBe(false);
      expect(parseState(new URLSearchParams({ range: "custom", from: from ?? "", to: to ?? "" })).range).toEqual({
        preset: "30d",
      });
    }
  });

  it("when a preset is resolved on a day, then it covers the UTC days an analyst expects", () => {
    const today = new Date("2026-03-15T22:30:00Z");
    expect(resolveRange({ preset: "7d" }, today)).toEqual({ from: "2026-03-09", to: "2026-03-15" });
    expect(resolveRange({ preset: "30d" }, today)).toEqual({ from: "2026-02-14", to: "2026-03-15" });
    expect(resolveRange({ preset: "90d" }, today)).toEqual({ from: "2025-12-16", to: "2026-03-15" });
    expect(resolveRange({ preset: "month" }, today)).toEqual({ from: "2026-03-01", to: "2026-03-15" });
    expect(resolveRange({ preset: "last-month" }, today)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(resolveRange({ preset: "last-month" }, new Date("2026-01-03T00:00:00Z"))).toEqual({
      from: "2025-12-01",
      to: "2025-12-31",
    });
  });
});

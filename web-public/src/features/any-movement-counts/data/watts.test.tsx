import { describe, expect, it } from "vitest";
import {
  amountText,
  EXAMPLE_DAY_GOAL,
  EXAMPLE_DAYS,
  rateText,
  totalWatts,
  WATTS_RATES,
  type WattsSource,
  wattsOf,
} from "./watts";

describe("Watts example days", () => {
  it("when the entries of each example day are added up, then each day totals exactly 1,000 Watts", () => {
    expect(EXAMPLE_DAY_GOAL).toBe(1000);
    expect(EXAMPLE_DAYS).toHaveLength(2);
    for (const day of EXAMPLE_DAYS) {
      const sum = day.entries.map(wattsOf).reduce((total, watts) => total + watts, 0);
      expect(sum, day.id).toBe(1000);
      expect(totalWatts(day), day.id).toBe(1000);
    }
  });

  it("when an entry is converted, then it earns a whole number of Watts at the listed rate", () => {
    for (const day of EXAMPLE_DAYS) {
      for (const entry of day.entries) {
        const watts = wattsOf(entry);
        expect(Number.isInteger(watts), `${day.id}: ${entry.what}`).toBe(true);
        expect(watts).toBeGreaterThan(0);
      }
    }
    expect(wattsOf({ time: "", what: "", source: "steps", amount: 2400 })).toBe(120);
    expect(wattsOf({ time: "", what: "", source: "stairs", amount: 4 })).toBe(40);
    expect(wattsOf({ time: "", what: "", source: "inAppMoves", amount: 6 })).toBe(120);
  });

  it("when a day is counted by the phone alone, then it uses no watch measurement, and the other day does", () => {
    const usesWatch = (sources: WattsSource[]) => sources.some((source) => WATTS_RATES[source].countedBy === "watch");
    for (const day of EXAMPLE_DAYS) {
      expect(usesWatch(day.entries.map((entry) => entry.source)), day.id).toBe(day.watch);
    }
    expect(EXAMPLE_DAYS.map((day) => day.watch)).toEqual([false, true]);
  });

  it("when rates and amounts are written out, then units read naturally", () => {
    expect(rateText(WATTS_RATES.steps)).toBe("5 Watts per 100 steps");
    expect(rateText(WATTS_RATES.activeCalories)).toBe("1 Watt per calorie");
    expect(rateText(WATTS_RATES.standing)).toBe("15 Watts per hour with standing");
    expect(amountText({ time: "", what: "", source: "steps", amount: 2400 })).toBe("2,400 steps");
    expect(amountText({ time: "", what: "", source: "stairs", amount: 1 })).toBe("1 flight");
  });
});

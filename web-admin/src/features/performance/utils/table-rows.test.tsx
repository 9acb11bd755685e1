import type { PageAnalyticsReport } from "@movebreak/shared/contracts/page-analytics";
import { describe, expect, it } from "vitest";
import { changeOf, formatChange } from "./change";
import { performanceCsv } from "./performance-csv";
import { sortRows, tableRows } from "./table-rows";

const row = (key: string, views: number, ctaClicks: number) => ({
  key,
  views,
  ctaClicks,
  ctaRate: views > 0 ? ctaClicks / views : 0,
  unverifiedViews: 0,
  unverifiedCtaClicks: 0,
});

const report: PageAnalyticsReport = {
  from: "2026-11-10",
  to: "2026-11-16",
  groupBy: "method",
  totals: row("", 30, 6),
  rows: [row("template", 20, 2), row("manual", 8, 4), row("llm", 2, 0)],
  previous: {
    from: "2026-11-03",
    to: "2026-11-09",
    totals: row("", 12, 2),
    rows: [row("template", 10, 2), row("llm", 2, 0)],
  },
};

describe("the Performance table's rows", () => {
  it("when comparing, then each row carries the same key's previous figures, zeros where it had none", () => {
    const rows = tableRows(report, true);
    expect(rows.map((r) => [r.label, r.previous?.views])).toEqual([
      ["Template", 10],
      ["Manual", 0],
      ["LLM", 2],
    ]);
    expect(tableRows(report, false).every((r) => r.previous === undefined)).toBe(true);
  });

  it("when by day, then the nth day is compared with the previous period's nth day", () => {
    const days: PageAnalyticsReport = {
      ...report,
      groupBy: "day",
      rows: [row("2026-11-10", 3, 1), row("2026-11-11", 5, 0)],
      previous: { ...report.previous, rows: [row("2026-11-08", 1, 0), row("2026-11-09", 4, 2)] },
    };
    expect(tableRows(days, true).map((r) => r.previous?.views)).toEqual([1, 4]);
  });

  it("when sorted by a column either way, then ties keep the key's order (A to Z) and the rows are all there", () => {
    const rows = tableRows({ ...report, rows: [...report.rows, row("(not a landing page)", 8, 1)] }, false);
    const labels = (column: "key" | "views" | "ctaClicks" | "ctaRate", direction: "asc" | "desc") =>
      sortRows(rows, { column, direction }).map((r) => r.label);
    expect(labels("views", "desc")).toEqual(["Template", "(not a landing page)", "Manual", "LLM"]);
    expect(labels("views", "asc")).toEqual(["LLM", "(not a landing page)", "Manual", "Template"]);
    expect(labels("key", "asc")).toEqual(["(not a landing page)", "LLM", "Manual", "Template"]);
    expect(labels("ctaRate", "desc")).toEqual(["Manual", "(not a landing page)", "Template", "LLM"]);
    expect(rows).toHaveLength(4); // sorting copies
  });
});

describe("the change from the previous period", () => {
  it("when figures rise, fall, stay or start from nothing, then the change reads as such", () => {
    expect(formatChange(changeOf(15, 10))).toBe("▲ 50%");
    expect(formatChange(changeOf(9, 10))).toBe("▼ 10%");
    expect(formatChange(changeOf(103, 100))).toBe("▲ 3.0%");
    expect(formatChange(changeOf(0, 4))).toBe("▼ 100%");
    expect(formatChange(changeOf(0, 0))).toBe("0%");
    expect(changeOf(5, 0)).toBeNull();
    expect(formatChange(changeOf(5, 0))).toBe("new");
  });
});

describe("the Performance CSV", () => {
  it("when downloaded, then it holds the table's rows in its order and its columns, quoted where needed", () => {
    const rows = sortRows(tableRows(report, false), { column: "views", direction: "asc" });
    expect(performanceCsv(rows, { keyHeader: "Generation method", compare: false })).toBe(
      "Generation method,views,store_clicks,click_rate\r\nLLM,2,0,0.0000\r\nManual,8,4,0.5000\r\nTemplate,20,2,0.1000\r\n",
    );
  });

  it("when comparing, then each figure is followed by the previous period's and the change in percent", () => {
    const rows = tableRows(report, true);
    const lines = performanceCsv(rows, { keyHeader: "Generation method", compare: true }).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Generation method,views,views_previous,views_change_pct,store_clicks,store_clicks_previous,store_clicks_change_pct,click_rate,click_rate_previous,click_rate_change_pct",
    );
    expect(lines[1]).toBe("Template,20,10,100,2,2,0,0.1000,0.2000,-50");
    expect(lines[2]).toBe("Manual,8,0,,4,0,,0.5000,0.0000,");
  });

  it("when a key holds a comma, a quote or starts like a formula, then the field is quoted and defused", () => {
    const rows = tableRows({ ...report, groupBy: "topic", rows: [row('=HYPERLINK("x"), pain', 1, 0)] }, false);
    expect(performanceCsv(rows, { keyHeader: "Topic (pain point)", compare: false }).split("\r\n")[1]).toBe(
      `"'=HYPERLINK(""x""), pain",1,0,0.0000`,
    );
  });
});

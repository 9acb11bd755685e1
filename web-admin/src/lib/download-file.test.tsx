import { describe, expect, it } from "vitest";
import { fileDate } from "./download-file";

describe("fileDate", () => {
  it("dates a file by the operator's own calendar, so one made late in the evening carries that day", () => {
    expect(fileDate(new Date(2026, 4, 4, 23, 59))).toBe("2026-05-04");
    expect(fileDate(new Date(2026, 0, 1, 0, 0))).toBe("2026-01-01");
  });
});

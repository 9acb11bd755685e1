/** A Markdown table; columns from `alignRightFrom` on are right-aligned (figures). */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  alignRightFrom = 1,
): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(" | ")} |`;
  const rule = headers.map((_, i) => (i >= alignRightFrom ? "---:" : "---"));
  return [line(headers), line(rule), ...rows.map(line)].join("\n");
}

export interface GoalResult {
  goal: string;
  value: string;
  pass: boolean;
}

/** The "Goals" part of a result: a heading and one row a goal. */
export function goalsSection(goals: readonly GoalResult[]): string[] {
  return [
    "**Goals**",
    "",
    markdownTable(
      ["goal", "figures", "result"],
      goals.map((g) => [g.goal, g.value, g.pass ? "pass" : "**FAIL**"]),
      3,
    ),
  ];
}

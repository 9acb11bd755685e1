/** The 8 workflow steps of one run (DESIGN.md section 5), in order. */
export const STEP_NAMES = [
  "select_topic",
  "research_keywords",
  "match_exercises",
  "draft_content",
  "write_metadata",
  "create_media",
  "quality_check",
  "publish",
] as const;
export type StepName = (typeof STEP_NAMES)[number];

export const AUTOMATION_LIMITS = {
  interval: { min: 1, max: 1440, default: 2 },
  maxRunTime: { min: 5, max: 10080, placeholder: 240 },
  consecutiveFailuresToStop: 3,
  logLimit: { default: 100, max: 1000 },
} as const;

export const AUTOMATION_MESSAGES = {
  invalidInterval: "Interval must be between 1 and 1440 minutes",
  invalidMaxRunTime: "Max run time must be between 5 and 10080 minutes (7 days)",
} as const;

export const AUTOMATION_STREAM = "automation";

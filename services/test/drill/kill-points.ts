import { STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import type { Random } from "./random";

/**
 * A kill point of a server process, as fault-server.ts's FAULT_KILL_AFTER spells it: right after an event
 * commits ("StepCompleted:draft_content": between two steps), or some ms after it ("StepStarted:publish+40":
 * inside the step, e.g. after the page row commits and before the event that names it).
 */
export interface KillPoint {
  spec: string;
  /** The step the process dies before, inside or after. */
  step: StepName | "start";
  where: "between steps" | "inside step";
}

/** The longest a real step took here (ms, measured with the template generator), so a delay lands inside it. */
const STEP_SPAN_MS: Record<StepName, number> = {
  select_topic: 20,
  research_keywords: 20,
  match_exercises: 80,
  draft_content: 80,
  write_metadata: 60,
  create_media: 250,
  quality_check: 150,
  publish: 100,
};

/** Every step in turn (a shuffled round of the 8, then the next round), each between or inside it. */
function stepsInRounds(random: Random, count: number): StepName[] {
  const steps: StepName[] = [];
  while (steps.length < count) {
    const round = [...STEP_NAMES];
    for (let i = round.length - 1; i > 0; i -= 1) {
      const j = random.int(0, i);
      [round[i], round[j]] = [round[j] as StepName, round[i] as StepName];
    }
    steps.push(...round);
  }
  return steps.slice(0, count);
}

/** Kill points of automation runs: after a step's StepCompleted, or a random few ms into a step. */
export function automationKillPoints(random: Random, count: number): KillPoint[] {
  return stepsInRounds(random, count).map((step) =>
    random.next() < 0.5
      ? { spec: `StepCompleted:${step}`, step, where: "between steps" }
      : { spec: `StepStarted:${step}+${random.int(0, STEP_SPAN_MS[step])}`, step, where: "inside step" },
  );
}

/**
 * Kill points of generation jobs. A job has no "step started" event: a point inside a step is some ms after
 * the previous step's PageJobStepCompleted (after PageJobStarted for the first step).
 */
export function pageJobKillPoints(random: Random, count: number): KillPoint[] {
  return stepsInRounds(random, count).map((step) => {
    const index = STEP_NAMES.indexOf(step);
    const before = index === 0 ? "PageJobStarted" : `PageJobStepCompleted:${STEP_NAMES[index - 1]}`;
    return random.next() < 0.5
      ? { spec: `PageJobStepCompleted:${step}`, step, where: "between steps" }
      : { spec: `${before}+${random.int(0, STEP_SPAN_MS[step])}`, step, where: "inside step" };
  });
}

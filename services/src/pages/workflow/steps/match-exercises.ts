import { matchExercises } from "../../generation/match-exercises";
import { type LandingPageStep, need, type StepContext } from "../step-context";

/** Step 3: the routine: 3 to 6 taught moves of the catalog that fit the topic (generation/match-exercises.ts). */
export const matchExercisesStep =
  (ctx: StepContext): LandingPageStep<"match_exercises"> =>
  async ({ outputs }) => {
    const topic = need(outputs, "select_topic", "topic");
    const exercises = matchExercises(topic, await ctx.exerciseCatalog());
    const count = exercises.locations.reduce((n, l) => n + l.workouts.length, 0);
    if (count === 0) throw new Error(`No exercises in the catalog fit ${topic.painPoint.label}`);
    return {
      message: `${count} moves from ${exercises.locations.map((l) => l.title).join(", ")}`,
      output: { exercises },
    };
  };

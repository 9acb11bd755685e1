import { z } from "zod";
import { ROUTINE } from "../constants";
import { text } from "./common";

/** The pain points a move may suit or must never be prescribed for (the topic matrix's ids). */
export const PAIN_POINT_IDS = [
  "neck-pain",
  "back-pain",
  "lower-back-pain",
  "shoulder-pain",
  "hip-pain",
  "wrist-pain",
  "eye-strain",
  "tension-headaches",
  "stiff-legs",
  "full-body-stiffness",
] as const;
export const PainPointIdSchema = z.enum(PAIN_POINT_IDS);

/** A distinct movement's id: what its demonstration is named, shared by the workouts that are the same move. */
export const MovementIdSchema = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "use lowercase words joined by hyphens (like chin-tuck)");

/** Roughly how long one unit of each kind takes, to check that a dose fits the player's slot. */
const SECONDS_PER_UNIT = { seconds: 1, repetitions: 1.5, breaths: 4 } as const;

/** How much of the move one routine slot holds (ROUTINE.secondsPerExercise): "5 repetitions", "7 seconds each side". */
const DoseSchema = z
  .object({
    amount: z.number().int().min(1).max(60),
    unit: z.enum(["seconds", "repetitions", "breaths"]),
    /** Only for a move that has sides: the amount is done on one side, then the other. */
    eachSide: z.boolean(),
  })
  .refine((dose) => dose.amount * SECONDS_PER_UNIT[dose.unit] * (dose.eachSide ? 2 : 1) <= ROUTINE.secondsPerExercise, {
    message: `must fit in one ${ROUTINE.secondsPerExercise}-second slot of the routine`,
  });

/** Where a fact beyond the obvious comes from: a public health service, a professional body, a review. */
export const SourceSchema = z.object({
  title: text().trim().min(3).max(200),
  publisher: text().trim().min(2).max(120),
  url: z.url({ protocol: /^https$/ }),
});

const sentence = (max: number) => text().trim().min(3).max(max);

/**
 * How to do a move, as a physiotherapist would hand it over: where to start, 3 to 6 numbered steps, how much,
 * how to breathe, an easier and a harder way, when to skip it, and which pain points it suits or must never be
 * given for. Optional on a workout: records and files without it still import.
 */
export const MovementInstructionsSchema = z
  .object({
    movement: MovementIdSchema,
    startingPosition: sentence(300),
    steps: z.array(sentence(240)).min(3, "give 3 to 6 steps").max(6, "give 3 to 6 steps"),
    dose: DoseSchema,
    breathing: sentence(200),
    easier: sentence(240),
    harder: sentence(240),
    cautions: z.array(sentence(240)).min(1, "say when to skip it").max(4),
    suits: z.array(PainPointIdSchema).max(PAIN_POINT_IDS.length),
    avoid: z.array(PainPointIdSchema).max(PAIN_POINT_IDS.length),
    sources: z.array(SourceSchema).max(4).default([]),
  })
  .refine((instructions) => !instructions.suits.some((id) => instructions.avoid.includes(id)), {
    message: "a pain point cannot be both suited and avoided",
    path: ["avoid"],
  });
export type MovementInstructions = z.infer<typeof MovementInstructionsSchema>;

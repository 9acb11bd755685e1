import { z } from "zod";
import { IsoDateTimeSchema, OptionalUrlSchema, RecordIdSchema, text } from "./common";
import { MovementInstructionsSchema } from "./movement-instructions";

export const LocationSchema = z.object({
  id: RecordIdSchema,
  title: text().trim().min(1).max(200),
  workoutCount: z.number().int().nonnegative(),
  createdAt: IsoDateTimeSchema,
});
export type Location = z.infer<typeof LocationSchema>;

export const LocationWithThumbnailSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** The location content's display title, when it has one (the "More Desk Exercises" cards show it). */
  displayTitle: z.string().optional(),
  subtitle: z.string().optional(),
  workoutCount: z.number().int(),
  thumbnailUrl: z.string().optional(),
});
export type LocationWithThumbnail = z.infer<typeof LocationWithThumbnailSchema>;

/** Workout tags (optional in records and import files; files without them still import). */
export const WORKOUT_BODY_AREAS = [
  "neck",
  "shoulders",
  "upper-back",
  "lower-back",
  "chest",
  "arms",
  "wrists",
  "hips",
  "legs",
  "eyes",
  "face",
  "core",
  "whole-body",
] as const;
export const WorkoutBodyAreaSchema = z.enum(WORKOUT_BODY_AREAS);
/** How the move is done: seated, standing, or either (both listed). */
export const WorkoutPostureSchema = z.enum(["seated", "standing"]);
/** What the move needs besides the body: nothing, a stable chair, or a wall (or a desk edge, counter or door frame to lean on). */
export const WorkoutEquipmentSchema = z.enum(["none", "chair", "wall"]);

export const WorkoutSchema = z.object({
  id: RecordIdSchema,
  title: text().trim().min(1).max(200),
  locationId: RecordIdSchema,
  bodyAreas: z.array(WorkoutBodyAreaSchema).min(1).max(WORKOUT_BODY_AREAS.length).optional(),
  postures: z.array(WorkoutPostureSchema).min(1).max(2).optional(),
  equipment: WorkoutEquipmentSchema.optional(),
  /** How to do the move, as the players and pages teach it (optional: files made before it still import). */
  instructions: MovementInstructionsSchema.optional(),
});
export type Workout = z.infer<typeof WorkoutSchema>;

/**
 * A workout as the players read it: the address of its clip (null when the workout has none: its drawn
 * demonstration is the whole show, and no video is requested), and the name of its drawn demonstration
 * (shared/src/demonstrations: GET /api/embed/demonstrations/{name}.svg), shown while no clip plays.
 */
export const PlayableWorkoutSchema = WorkoutSchema.extend({
  videoUrl: z
    .string()
    .nullable()
    .describe("The clip's address, or null when this workout has no clip (draw its demonstration instead)"),
  demonstration: z.string().optional(),
});
export type PlayableWorkout = z.infer<typeof PlayableWorkoutSchema>;

export const LocationContentSchema = z.object({
  id: RecordIdSchema,
  locationId: RecordIdSchema,
  displayTitle: text().trim().max(200).default(""),
  subtitle: text().trim().max(300).default(""),
  description: text().trim().max(2000).default(""),
  /** HTML; sanitised when stored and again when rendered. */
  bodyContent: text().max(500_000).default(""),
  readingTime: z.number().int().min(0).max(600).default(0),
  seoTitle: text().trim().max(200).default(""),
  seoDescription: text().trim().max(500).default(""),
  seoKeywords: text().trim().max(1000).default(""),
  ogImage: OptionalUrlSchema.default(""),
  ogImageAlt: text().trim().max(300).default(""),
  thumbnailUrl: OptionalUrlSchema.default(""),
  canonicalUrl: OptionalUrlSchema.default(""),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type LocationContent = z.infer<typeof LocationContentSchema>;

export const ReviewSchema = z.object({
  id: RecordIdSchema,
  rating: z.number().min(1, "choose a rating from 1 to 5").max(5, "choose a rating from 1 to 5"),
  title: text().trim().min(1).max(200),
  content: text().trim().min(1).max(5000),
  author: text().trim().min(1).max(120),
  /** Shown "as given", so it stays text. */
  date: text().trim().min(1).max(40),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A shared routine pack ("Shared Movebreak"); pack_title and pack_description are the spec's names. */
export const SharedRoutineSchema = z.object({
  key: RecordIdSchema,
  pack_title: text().trim().min(1).max(200),
  pack_description: text().trim().max(2000).default(""),
  locationId: RecordIdSchema,
  /** The pack's exercises in order; empty means the location's routine. */
  workoutIds: z.array(RecordIdSchema).max(50).default([]),
  opens: z.number().int().nonnegative().default(0),
});
export type SharedRoutine = z.infer<typeof SharedRoutineSchema>;

export const SharedRoutineResponseSchema = SharedRoutineSchema.extend({
  workouts: z.array(PlayableWorkoutSchema),
});
export type SharedRoutineResponse = z.infer<typeof SharedRoutineResponseSchema>;

export const IncrementOpensResponseSchema = z.object({ key: z.string(), opens: z.number().int() });

export const EmbedLocationResponseSchema = z.object({
  location: z.object({ id: z.string(), title: z.string(), slug: z.string() }),
  workouts: z.array(PlayableWorkoutSchema),
});
export type EmbedLocationResponse = z.infer<typeof EmbedLocationResponseSchema>;

export const MetadataResponseSchema = z.object({
  type: z.enum(["article", "website"]),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  image: z.string(),
});
export type MetadataResponse = z.infer<typeof MetadataResponseSchema>;

/* Request shapes of the public API. */
export const LocationIdParamsSchema = z.object({ id: RecordIdSchema });
export const LocationIdParamSchema = z.object({ locationId: RecordIdSchema });
export const SlugParamsSchema = z.object({ slug: text().trim().min(1).max(200) });
export const SharedKeyParamsSchema = z.object({ key: RecordIdSchema });
export const WorkoutsQuerySchema = z.object({ locationId: RecordIdSchema });
export const MetadataQuerySchema = z.object({
  path: text().max(2000).regex(/^\//, "path must start with /"),
});

import {
  WorkoutBodyAreaSchema,
  WorkoutEquipmentSchema,
  WorkoutPostureSchema,
} from "@movebreak/shared/contracts/catalog";
import type { MovementInstructions } from "@movebreak/shared/contracts/movement-instructions";
import { PainPointKnowledgeSchema } from "@movebreak/shared/contracts/pain-point-knowledge";
import { z } from "zod";

/** Search intent of a topic (step 2). */
export const SearchIntentSchema = z.enum(["informational", "commercial", "transactional"]);
export type SearchIntent = z.infer<typeof SearchIntentSchema>;

const IdSchema = z.string().regex(/^[a-z0-9-]+$/, "ids use lowercase letters, digits and hyphens");
/** Lowercase phrases are dropped into sentences mid-way, so they must not start with a capital. */
const PhraseSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[^A-Z]/, "phrases start in lowercase: they are used inside sentences");
const SentenceSchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^[A-Z0-9].*[.!?]$/, "sentences start with a capital and end with a full stop");

/** Body areas, postures and equipment: the workout tags of the catalog (shared/contracts/catalog.ts). */
export const BodyAreaSchema = WorkoutBodyAreaSchema;
export type BodyArea = z.infer<typeof BodyAreaSchema>;
export const PostureSchema = WorkoutPostureSchema;
export type Posture = z.infer<typeof PostureSchema>;
export const EquipmentSchema = WorkoutEquipmentSchema;
export type Equipment = z.infer<typeof EquipmentSchema>;

const entry = {
  id: IdSchema,
  /** What the landing page form stores (painPoint, context, demographic, modifier, timeFactor). */
  label: PhraseSchema.max(50),
  /** Shorter words for the slug when the label is long; defaults to the label (or the phrase for contexts). */
  slugPart: PhraseSchema.max(40).optional(),
  keywords: z.array(PhraseSchema).min(1),
  /** Natural variants used instead of the label once the page has used it as often as the keyword rules allow. */
  variants: z.array(PhraseSchema).default([]),
};

export const PainPointSchema = z.object({
  ...entry,
  label: PhraseSchema.max(100),
  /** "neck pain relief", "tension headache relief": the head of the slug and of the primary keyword. */
  reliefLabel: PhraseSchema.max(40).optional(),
  /** The body area, used after "your": "neck", "lower back", "whole body". */
  area: PhraseSchema.max(40),
  keywords: z.array(PhraseSchema).min(2),
  /** Catalog locations that fit, best first: the first two are featured before any other. */
  locationIds: z.array(z.string().min(1)).min(1),
  /** The body areas a featured exercise must work (at least one of them). */
  bodyAreas: z.array(BodyAreaSchema).min(1).optional(),
  /** Workouts whose title holds one of these words are featured first. */
  workoutKeywords: z.array(PhraseSchema).default([]),
  /** Gerund phrases: "craning toward the screen". */
  causes: z.array(PhraseSchema).min(3),
  /** Noun phrases: "a dull ache at the base of the skull". */
  sensations: z.array(PhraseSchema).min(2),
  /** Its sourced facts (ops/seed/pain-points.json), joined in when the matrix is loaded: what pages are written from. */
  knowledge: PainPointKnowledgeSchema.optional(),
});

export const ContextSchema = z.object({
  ...entry,
  /** Where, as used in a sentence: "at the office", "on night shifts". */
  phrase: PhraseSchema.max(50),
  /** Catalog locations that suit the place, offered as a third location. */
  locationIds: z.array(z.string().min(1)).default([]),
  /** When a break fits there, as list items: "When the train or bus stops at a station". */
  moments: z.array(z.string().trim().min(3).max(100)).max(4).default([]),
  /** A safety line the routine opens with there: on the commute, never while driving. */
  routineNote: SentenceSchema.optional(),
  tips: z.array(SentenceSchema).min(4),
  /** How people can move there: a car seat allows only seated moves. */
  postures: z.array(PostureSchema).min(1).default(["seated", "standing"]),
  /** What is at hand there. */
  equipment: z.array(EquipmentSchema).min(1).default(["none", "chair", "wall"]),
  /** Patterns (case-insensitive regular expressions) that contradict the place, e.g. "sitting at a standing desk". */
  conflicts: z.array(z.string().min(1)).default([]),
});

export const DemographicSchema = z.object({
  ...entry,
  /** "a developer", "an older adult". */
  singular: PhraseSchema.max(60),
  /** When a break fits their day: "between code reviews". */
  moments: z.array(PhraseSchema).min(3),
  tips: z.array(SentenceSchema).min(3),
  /** The contexts this audience fits (all when absent): parents working from home are not at the office. */
  contexts: z.array(IdSchema).min(1).optional(),
});

/** A modifier ("without equipment") or a time factor ("between meetings"). */
export const AngleSchema = z.object({
  ...entry,
  /** As used after a noun: "a routine between meetings", "a routine that fits in five minutes". */
  phrase: PhraseSchema.max(50),
  intent: SearchIntentSchema.optional(),
  promises: z.array(SentenceSchema).min(2),
  /** Contexts this angle does not fit ("on your lunch break" on a night shift reads oddly). */
  excludeContexts: z.array(IdSchema).default([]),
});

const uniqueIds = (list: { id: string }[]) => new Set(list.map((item) => item.id)).size === list.length;

export const TopicMatrixSchema = z
  .object({
    version: z.literal(1),
    painPoints: z.array(PainPointSchema).min(8),
    contexts: z.array(ContextSchema).min(6),
    demographics: z.array(DemographicSchema).min(6),
    modifiers: z.array(AngleSchema).min(1),
    timeFactors: z.array(AngleSchema).min(1),
  })
  .refine(
    (m) => {
      const contexts = new Set(m.contexts.map((c) => c.id));
      return [
        ...m.demographics.flatMap((d) => d.contexts ?? []),
        ...m.modifiers.flatMap((a) => a.excludeContexts),
        ...m.timeFactors.flatMap((a) => a.excludeContexts),
      ].every((id) => contexts.has(id));
    },
    { message: "audience contexts and angle exclusions must name contexts of the matrix", path: ["demographics"] },
  )
  .refine((m) => uniqueIds(m.painPoints), { message: "pain point ids must be unique", path: ["painPoints"] })
  .refine((m) => uniqueIds(m.contexts), { message: "context ids must be unique", path: ["contexts"] })
  .refine((m) => uniqueIds(m.demographics), { message: "demographic ids must be unique", path: ["demographics"] })
  .refine((m) => uniqueIds([...m.modifiers, ...m.timeFactors]), {
    message: "modifier and time factor ids must be unique together",
    path: ["modifiers"],
  });

export type TopicMatrix = z.infer<typeof TopicMatrixSchema>;
export type PainPoint = z.infer<typeof PainPointSchema>;
export type Context = z.infer<typeof ContextSchema>;
export type Demographic = z.infer<typeof DemographicSchema>;
export type Angle = z.infer<typeof AngleSchema>;

/**
 * One landing page subject (step 1): a pain point at a place (or its hub, at HUB_CONTEXT_ID), written for an
 * audience with one angle (a modifier or a time factor): the audience and angle are small variations inside the
 * page, not separate pages (pages/generation/select-topic.ts).
 */
export interface Topic {
  painPoint: PainPoint;
  context: Context;
  demographic: Demographic;
  modifier: Angle | undefined;
  timeFactor: Angle | undefined;
  slug: string;
}

/** Step 2. */
export interface TopicKeywords {
  primary: string;
  secondary: string[];
  intent: SearchIntent;
}

/** The exercise library as the generator needs it (slugs follow from titles, see toSlug). */
export interface ExerciseCatalog {
  locations: { id: string; title: string; slug: string }[];
  workouts: {
    id: string;
    title: string;
    locationId: string;
    tags?: WorkoutTags;
    /** The pain points its instructions say it must never be prescribed for (the movement library's `avoid`). */
    avoid?: readonly string[];
    /** How to do it (the movement library's): a page teaches every move it prescribes from these. */
    instructions?: MovementInstructions;
  }[];
}

/** What a workout works and needs (from the catalog's tags, or inferred from its title when untagged). */
export interface WorkoutTags {
  bodyAreas: BodyArea[];
  postures: Posture[];
  equipment: Equipment;
}

/** Step 3: 1-3 locations, 3 or more workouts in all, each fitting the topic's body areas and place. */
export interface MatchedExercises {
  locations: {
    id: string;
    title: string;
    slug: string;
    /** `tags`: what the move works and needs, as matched (absent in runs stored before issue 19). */
    workouts: { id: string; title: string; tags?: WorkoutTags; instructions?: MovementInstructions }[];
  }[];
}

/** Step 5: the form's SEO, hero and social fields. */
export interface PageMetadata {
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  ogTitle: string;
  ogDescription: string;
  heroHeadline: string;
  heroSubheadline: string;
  canonicalUrl: string;
  socialCaption: string;
}

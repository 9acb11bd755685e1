import { z } from "zod";
import { text } from "./common";
import { MovementIdSchema, PainPointIdSchema, SourceSchema } from "./movement-instructions";

/** A statement about a pain point, with the sources it comes from (indexes into the pain point's `sources`). */
const FactSchema = z.object({
  text: text().trim().min(10).max(300),
  sources: z.array(z.number().int().min(0)).min(1, "cite at least one of the pain point's sources"),
});

/** How soon a warning sign needs a professional: the words a page uses come from this. */
const URGENCY = ["emergency", "urgent", "soon"] as const;

const WarningSignSchema = FactSchema.extend({ urgency: z.enum(URGENCY) });

/**
 * The places a pain point can play out differently (the contexts of `ops/seed/topic-matrix.json` whose advice
 * differs by pain point); a page for a pain point at one of them draws on its notes there.
 */
export const PLACE_CONTEXT_IDS = [
  "office-desk",
  "home-office",
  "standing-desk",
  "long-meetings",
  "commute",
  "night-shift",
] as const;

/** What is specific to one pain point at one place: 3 to 5 short facts, each with its sources. */
const PlaceNotesSchema = z.object({
  context: z.enum(PLACE_CONTEXT_IDS),
  notes: z.array(FactSchema).min(3).max(5),
});

/**
 * What the site knows of one pain point, each statement with its sources: what causes it at a desk, what it feels
 * like, the specific signs that mean seeing a professional (and how soon), tips that fit this pain, the moves
 * that suit it and those never to prescribe for it (the movement library's ids), 2 or 3 places where it plays out
 * differently (each place once, with notes specific to this pain there), and 2 or more sources.
 */
export const PainPointKnowledgeSchema = z
  .object({
    id: PainPointIdSchema,
    causes: z.array(FactSchema).min(3).max(6),
    feelsLike: z.array(FactSchema).min(2).max(5),
    warningSigns: z.array(WarningSignSchema).min(3).max(8),
    tips: z.array(FactSchema).min(3).max(6),
    suitedMoves: z.array(MovementIdSchema).min(3),
    neverMoves: z.array(MovementIdSchema),
    places: z.array(PlaceNotesSchema).min(2).max(3),
    /**
     * Who reviewed these facts and when: filled in by an operator once a qualified person has read them (never
     * made up), and shown under the sources of every page on this pain point. Absent, pages say nothing of review.
     */
    review: z
      .object({
        reviewer: text().trim().min(3).max(120),
        /** "Chartered physiotherapist", as the reviewer gives it. */
        credentials: text().trim().max(120).optional(),
        reviewedOn: z.iso.date("use a date like 2026-12-01"),
      })
      .optional(),
    sources: z.array(SourceSchema).min(2, "give at least 2 sources"),
  })
  .superRefine((knowledge, ctx) => {
    const facts = [
      ...knowledge.causes,
      ...knowledge.feelsLike,
      ...knowledge.warningSigns,
      ...knowledge.tips,
      ...knowledge.places.flatMap((place) => place.notes),
    ];
    for (const fact of facts) {
      for (const index of fact.sources) {
        if (index >= knowledge.sources.length) {
          ctx.addIssue({ code: "custom", message: `"${fact.text}" cites source ${index}, which is not listed` });
        }
      }
    }
    const contexts = knowledge.places.map((place) => place.context);
    for (const [i, context] of contexts.entries()) {
      if (contexts.indexOf(context) !== i) {
        ctx.addIssue({ code: "custom", message: `the place ${context} is given more than once` });
      }
    }
    for (const movement of knowledge.suitedMoves) {
      if (knowledge.neverMoves.includes(movement)) {
        ctx.addIssue({ code: "custom", message: `${movement} cannot be both suited and never prescribed` });
      }
    }
  });
export type PainPointKnowledge = z.infer<typeof PainPointKnowledgeSchema>;

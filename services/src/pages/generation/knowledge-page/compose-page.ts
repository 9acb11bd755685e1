import type { MovementInstructions } from "@movebreak/shared/contracts/movement-instructions";
import type { PainPointKnowledge } from "@movebreak/shared/contracts/pain-point-knowledge";
import { doseText } from "@movebreak/shared/move-teaching";
import { contradictionsIn } from "../../quality/editor-gate/contradictions";
import {
  moveHeading,
  PROFESSIONAL_HEADING,
  ROUTINE_HEADING,
  SOURCES_HEADING,
  sectionHeading,
  sourceLine,
} from "../../quality/editor-gate/page-sections";
import { DISCLAIMER } from "../../quality/page-rules";
import { cap } from "../text";
import { HUB_CONTEXT_ID } from "../topic-slug";
import type { MatchedExercises, Topic } from "../types";
import { factShare } from "./fact-shares";

type Fact = PainPointKnowledge["causes"][number];
type WarningSign = PainPointKnowledge["warningSigns"][number];

/** One move of the routine: its name, the set it comes from, and how to do it. */
export interface TaughtMove {
  title: string;
  location: string;
  locationSlug: string;
  instructions: MovementInstructions;
}

/** The matched moves in page order, each with its instructions (a move the library does not teach is an error). */
export function taughtMoves(exercises: MatchedExercises): TaughtMove[] {
  return exercises.locations.flatMap((location) =>
    location.workouts.map((workout) => {
      if (!workout.instructions)
        throw new Error(`${workout.title} has no instructions in the movement library: a page teaches every move`);
      return {
        title: workout.title,
        location: location.title,
        locationSlug: location.slug,
        instructions: workout.instructions,
      };
    }),
  );
}

/** The pain point's knowledge, or an error naming the file to fill in. */
export function knowledgeOf(topic: Topic): PainPointKnowledge {
  const knowledge = topic.painPoint.knowledge;
  if (!knowledge) throw new Error(`${topic.painPoint.label} has no knowledge in ops/seed/pain-points.json`);
  return knowledge;
}

/** The prose a generator writes around the reference sections: an opening, and the sections in between. */
export interface PageProse {
  opening: string;
  /** "## Heading" blocks placed before the routine. */
  before: string[];
  /** "## Heading" blocks placed after the routine. */
  after: string[];
}

/**
 * The page's own facts, written plainly: a place page opens with what is particular to the pain at that place,
 * then a section named for the place (its other notes and its share of causes) and the small changes that help; the hub opens with its causes, then what the pain
 * can feel like and what helps. Each cause and tip is on one page of the pain point only (fact-shares.ts).
 */
export function knowledgeProse(topic: Topic): PageProse {
  const knowledge = knowledgeOf(topic);
  const share = factShare(knowledge, topic.context.id);
  const sentences = (facts: readonly Fact[]) => facts.map((fact) => fact.text).join(" ");
  const bullets = (facts: readonly Fact[]) => facts.map((fact) => `- ${fact.text}`).join("\n");
  if (topic.context.id === HUB_CONTEXT_ID) {
    const [first, second, ...more] = share.causes;
    return {
      opening: sentences([first, second].filter((f): f is Fact => Boolean(f))),
      before: [
        `## What it can feel like\n\n${bullets(knowledge.feelsLike)}`,
        ...(more.length > 0 ? [`## Other common causes\n\n${sentences(more)}`] : []),
      ],
      after: share.tips.length > 0 ? [`## What helps\n\n${bullets(share.tips)}`] : [],
    };
  }
  const notes = knowledge.places.find((place) => place.context === topic.context.id)?.notes ?? [];
  const [first, second, ...rest] = notes;
  const why = [...rest, ...share.causes];
  return {
    opening: sentences([first, second].filter((f): f is Fact => Boolean(f))),
    // Named for the place: its notes are what builds it up there and what to change there.
    before: why.length > 0 ? [`## ${cap(topic.context.phrase)}\n\n${sentences(why)}`] : [],
    after: share.tips.length > 0 ? [`## Small changes that help\n\n${bullets(share.tips)}`] : [],
  };
}

/** When the routine fits the day there: the place's own moments and the topic's time of day, as a short list. */
export function fittingIn(topic: Topic): string {
  const time = topic.timeFactor ?? topic.modifier;
  const items = [...topic.context.moments, ...(time ? [cap(time.label)] : [])];
  return items.length > 0 ? [`## Fitting it in`, "", ...items.map((item) => `- ${item}`)].join("\n") : "";
}

/** One move as the movement library teaches it: dose, start, numbered steps, breathing, easier, harder, cautions. */
export function moveItem(move: TaughtMove, index: number, topic: Pick<Topic, "context">): string {
  const i = move.instructions;
  // The set's link, unless its name is what the place lacks ("Desk Yoga" on a commute page).
  const from = contradictionsIn(move.location, topic.context).length === 0;
  return [
    moveHeading(index + 1, move.title),
    "",
    `**${cap(doseText(i.dose))}.** Start: ${i.startingPosition}`,
    "",
    ...i.steps.map((step, n) => `${n + 1}. ${step}`),
    "",
    `Breathing: ${i.breathing} Easier: ${i.easier} Harder: ${i.harder}`,
    "",
    `${i.cautions.join(" ")}${from ? ` From [${move.location}](/movements/${move.locationSlug}).` : ""}`,
  ].join("\n");
}

/** The routine section: every move taught, numbered; the heading names how many there are. */
export function routineSection(topic: Topic, moves: readonly TaughtMove[]): string {
  const where = topic.context.id === HUB_CONTEXT_ID ? "for any break" : topic.context.phrase;
  return [
    sectionHeading(ROUTINE_HEADING, `${moves.length} moves ${where}`),
    "",
    ["Do them in order, gently, and stop any move that hurts.", topic.context.routineNote].filter(Boolean).join(" "),
    "",
    moves.map((move, index) => moveItem(move, index, topic)).join("\n\n"),
  ].join("\n");
}

const URGENCY_LABEL: Record<WarningSign["urgency"], string> = {
  emergency: "Emergency",
  urgent: "Urgent",
  soon: "Soon",
};

/** Every warning sign of the pain point, most urgent first, each labelled with how soon to act. */
export function warningsSection(knowledge: PainPointKnowledge): string {
  const order: WarningSign["urgency"][] = ["emergency", "urgent", "soon"];
  const signs = [...knowledge.warningSigns].sort((a, b) => order.indexOf(a.urgency) - order.indexOf(b.urgency));
  return [
    sectionHeading(PROFESSIONAL_HEADING),
    "",
    `*${DISCLAIMER}*`,
    "",
    ...signs.map((sign) => `- **${URGENCY_LABEL[sign.urgency]}:** ${sign.text}`),
  ].join("\n");
}

/**
 * The sources the page's facts cite (its own facts and the warning signs), at least 2, in the knowledge's order,
 * and who reviewed the pain point's facts when an operator has recorded it.
 */
export function sourcesSection(knowledge: PainPointKnowledge, facts: readonly Fact[]): string {
  const cited = new Set([...facts, ...knowledge.warningSigns].flatMap((fact) => fact.sources));
  for (let i = 0; cited.size < 2 && i < knowledge.sources.length; i++) cited.add(i);
  const list = knowledge.sources.filter((_, index) => cited.has(index));
  const review = knowledge.review;
  const reviewed = review
    ? [
        "",
        `Reviewed by ${review.reviewer}${review.credentials ? `, ${review.credentials},` : ""} on ${review.reviewedOn}.`,
      ]
    : [];
  return [sectionHeading(SOURCES_HEADING), "", ...list.map((source, n) => sourceLine(n + 1, source)), ...reviewed].join(
    "\n",
  );
}

/** The facts a page states, for its source list. */
export function factsOnPage(topic: Topic): Fact[] {
  const knowledge = knowledgeOf(topic);
  const share = factShare(knowledge, topic.context.id);
  const own =
    topic.context.id === HUB_CONTEXT_ID
      ? knowledge.feelsLike
      : (knowledge.places.find((place) => place.context === topic.context.id)?.notes ?? []);
  return [...own, ...share.causes, ...share.tips];
}

/** Assembles a page: the generator's prose around the reference sections, which are always the knowledge's own. */
export function assemblePage(topic: Topic, exercises: MatchedExercises, prose: PageProse): string {
  const knowledge = knowledgeOf(topic);
  const blocks = [
    prose.opening,
    ...prose.before,
    routineSection(topic, taughtMoves(exercises)),
    ...prose.after,
    fittingIn(topic),
    warningsSection(knowledge),
    sourcesSection(knowledge, factsOnPage(topic)),
  ];
  return `${blocks.filter((block) => block.trim().length > 0).join("\n\n")}\n`;
}

import type { PainPointKnowledge } from "@movebreak/shared/contracts/pain-point-knowledge";
import { contradictionsIn } from "../../quality/editor-gate/contradictions";
import { HUB_CONTEXT_ID } from "../topic-slug";

type Fact = PainPointKnowledge["causes"][number];

/** The facts one page of a pain point states: each cause and tip on exactly one of its pages. */
export interface FactShare {
  causes: Fact[];
  tips: Fact[];
}

/** Whether a fact can be said at a place: nothing in it contradicts the place (a desk on the commute). */
const fitsPlace = (fact: Fact, contextId: string) =>
  contextId === HUB_CONTEXT_ID || contradictionsIn(fact.text, { id: contextId, conflicts: [] }).length === 0;

/**
 * Spreads a pain point's causes and tips over its pages (the hub first, then its places in the knowledge's order),
 * so no fact is repeated from page to page: each page says something its siblings do not. A fact that would
 * contradict the place it falls to ("review your desk setup" on the commute) goes to the hub instead.
 */
export function factShare(knowledge: PainPointKnowledge, contextId: string): FactShare {
  const pages = [HUB_CONTEXT_ID, ...knowledge.places.map((place) => place.context)];
  const mine = (facts: readonly Fact[], offset: number) =>
    facts.filter((fact, i) => {
      const page = pages[(i + offset) % pages.length] ?? HUB_CONTEXT_ID;
      return (fitsPlace(fact, page) ? page : HUB_CONTEXT_ID) === contextId;
    });
  return { causes: mine(knowledge.causes, 0), tips: mine(knowledge.tips, 1) };
}

import type { PainPointKnowledge } from "@movebreak/shared/contracts/pain-point-knowledge";
import { HUB_CONTEXT_ID } from "../topic-slug";

type Fact = PainPointKnowledge["causes"][number];

/** The facts one page of a pain point states: each cause and tip on exactly one of its pages. */
export interface FactShare {
  causes: Fact[];
  tips: Fact[];
}

/**
 * Spreads a pain point's causes and tips over its pages (the hub first, then its places in the knowledge's order),
 * so no fact is repeated from page to page: each page says something its siblings do not.
 */
export function factShare(knowledge: PainPointKnowledge, contextId: string): FactShare {
  const pages = [HUB_CONTEXT_ID, ...knowledge.places.map((place) => place.context)];
  const index = Math.max(0, pages.indexOf(contextId));
  const mine = <T>(facts: readonly T[], offset: number) =>
    facts.filter((_, i) => (i + offset) % pages.length === index);
  return { causes: mine(knowledge.causes, 0), tips: mine(knowledge.tips, 1) };
}

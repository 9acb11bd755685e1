import { factsOnPage, knowledgeOf } from "./knowledge-page/compose-page";
import type { Topic } from "./types";

/** A published page of an indexable topic, as much of it as the choice needs. */
export interface PublishedTopicPage {
  id: number;
  slug: string;
  markdown: string;
  updatedAt: Date;
}

export interface RefreshChoice {
  topic: Topic;
  page: PublishedTopicPage;
  /** How many of the facts and warning signs the knowledge now gives for it are not on the page. */
  missing: number;
}

/**
 * When every indexable topic has its page: the page whose facts most need it, that is the one missing the most of
 * the facts and warning signs its pain point's knowledge now gives it (an edited or added fact, a new warning
 * sign), the longest unchanged first among equals. Undefined when every page states its current facts: writing it
 * again would only repeat it.
 */
export function refreshCandidate(
  topics: readonly Topic[],
  pages: ReadonlyMap<string, PublishedTopicPage>,
): RefreshChoice | undefined {
  let best: RefreshChoice | undefined;
  for (const topic of topics) {
    const page = pages.get(topic.slug);
    if (!page || !topic.painPoint.knowledge) continue;
    const expected = [...factsOnPage(topic), ...knowledgeOf(topic).warningSigns].map((fact) => fact.text);
    const missing = expected.filter((text) => !page.markdown.includes(text)).length;
    if (missing === 0) continue;
    if (
      !best ||
      missing > best.missing ||
      (missing === best.missing && page.updatedAt.getTime() < best.page.updatedAt.getTime())
    )
      best = { topic, page, missing };
  }
  return best;
}

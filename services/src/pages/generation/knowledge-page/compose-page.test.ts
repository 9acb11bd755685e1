import { doseText } from "@movebreak/shared/move-teaching";
import { describe, expect, it } from "vitest";
import { refreshCandidate } from "../refresh-candidate";
import { allTopics } from "../select-topic";
import { renderTemplatePage } from "../template-generator";
import { generatorInput, loadFixtures } from "../test-fixtures";
import { isHub } from "../topic-slug";
import { factsOnPage, taughtMoves } from "./compose-page";

const fixtures = await loadFixtures();
const topics = allTopics(fixtures.matrix);
const pages = topics.map((topic) => {
  const input = generatorInput(topic, fixtures);
  return { topic, input, markdown: renderTemplatePage(input) };
});

describe("pages written from the knowledge", () => {
  it("when any indexable page is written, then every move of its routine is taught with its dose, start and every step", () => {
    for (const { topic, input, markdown } of pages) {
      const moves = taughtMoves(input.exercises);
      expect(markdown).toContain(`## The routine: ${moves.length} moves`);
      for (const [index, move] of moves.entries()) {
        expect(markdown).toContain(`### ${index + 1}. ${move.title}`);
        expect(markdown.toLowerCase()).toContain(`**${doseText(move.instructions.dose)}.**`);
        expect(markdown).toContain(`Start: ${move.instructions.startingPosition}`);
        for (const step of move.instructions.steps) expect(markdown, topic.slug).toContain(step);
      }
    }
  });

  it("when any page is written, then it lists every warning sign of its pain point and cites at least 2 of its sources", () => {
    for (const { topic, markdown } of pages) {
      const knowledge = topic.painPoint.knowledge;
      if (!knowledge) throw new Error(topic.slug);
      for (const sign of knowledge.warningSigns) expect(markdown).toContain(sign.text);
      const sources = markdown.slice(markdown.indexOf("## Sources"));
      const listed = knowledge.sources.filter((source) => sources.includes(`](${source.url})`));
      expect(listed.length, topic.slug).toBeGreaterThanOrEqual(2);
      for (const fact of factsOnPage(topic))
        for (const index of fact.sources) expect(sources).toContain(knowledge.sources[index]?.url);
    }
  });

  it("when a pain point's pages are written, then each of its facts is said on one of them only", () => {
    const seen = new Map<string, string>();
    for (const { topic, markdown } of pages)
      for (const fact of factsOnPage(topic)) {
        expect(markdown).toContain(fact.text);
        expect(seen.get(fact.text), `${fact.text} on ${topic.slug}`).toBeUndefined();
        seen.set(fact.text, topic.slug);
      }
  });

  it("when the page is about the commute, then its routine says never while driving; a hub opens with causes, not a place", () => {
    const commute = pages.filter(({ topic }) => topic.context.id === "commute");
    expect(commute.length).toBeGreaterThan(0);
    for (const { markdown } of commute) expect(markdown).toContain("never while driving");
    for (const { topic, markdown } of pages.filter(({ topic }) => isHub(topic))) {
      expect(markdown).toContain("## What it can feel like");
      expect(markdown).not.toContain("## Why it builds up");
      expect(markdown.startsWith(topic.painPoint.knowledge?.causes[0]?.text ?? "?")).toBe(true);
    }
  });
});

describe("refreshCandidate", () => {
  const stored = (markdown: (slug: string) => string, day: (i: number) => number) =>
    new Map(
      pages.map(({ topic }, i) => [
        topic.slug,
        { id: i + 1, slug: topic.slug, markdown: markdown(topic.slug), updatedAt: new Date(Date.UTC(2026, 0, day(i))) },
      ]),
    );

  it("when every page states its current facts, then there is nothing to refresh", () => {
    const text = new Map(pages.map((p) => [p.topic.slug, p.markdown]));
    expect(
      refreshCandidate(
        topics,
        stored(
          (slug) => text.get(slug) ?? "",
          (i) => i + 1,
        ),
      ),
    ).toBeUndefined();
  });

  it("when a page lacks a fact its knowledge now gives, then that page is refreshed first; among equals the oldest", () => {
    const text = new Map(pages.map((p) => [p.topic.slug, p.markdown]));
    const target = pages[5];
    if (!target) throw new Error("too few pages");
    const edited = factsOnPage(target.topic)[0]?.text ?? "";
    const choice = refreshCandidate(
      topics,
      stored(
        (slug) =>
          slug === target.topic.slug
            ? (text.get(slug) ?? "").replace(edited, "An old wording.")
            : (text.get(slug) ?? ""),
        (i) => i + 1,
      ),
    );
    expect(choice?.page.slug).toBe(target.topic.slug);
    expect(choice?.missing).toBe(1);
    const allOld = refreshCandidate(
      topics,
      stored(
        () => "",
        (i) => 40 - i,
      ),
    );
    expect(allOld).toBeDefined();
  });
});

describe("the reviewer line", () => {
  it("when an operator records who reviewed a pain point's facts, then its pages say so under the sources; otherwise nothing", () => {
    const page = pages.find(({ topic }) => topic.painPoint.id === "neck-pain");
    const knowledge = page?.topic.painPoint.knowledge;
    if (!page || !knowledge) throw new Error("no neck pain page");
    expect(page.markdown).not.toContain("Reviewed by");
    const review = { reviewer: "A. Reviewer", credentials: "Chartered physiotherapist", reviewedOn: "2026-12-01" };
    const topic = { ...page.topic, painPoint: { ...page.topic.painPoint, knowledge: { ...knowledge, review } } };
    const markdown = renderTemplatePage({ ...page.input, topic });
    expect(markdown).toContain("Reviewed by A. Reviewer, Chartered physiotherapist, on 2026-12-01.");
    expect(markdown.indexOf("Reviewed by")).toBeGreaterThan(markdown.indexOf("## Sources"));
  });
});

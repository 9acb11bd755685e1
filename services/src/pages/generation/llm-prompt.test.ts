import { describe, expect, it } from "vitest";
import { STATISTICS } from "../quality/page-rules";
import { buildMessages } from "./llm-prompt";
import { generatorInput, loadFixtures, successiveTopics } from "./test-fixtures";

describe("the LLM prompt", () => {
  it("when a page is asked for, then the prompt gives the page's sourced facts with their publishers and the rules, not the routine to write", async () => {
    const fixtures = await loadFixtures();
    const [topic] = successiveTopics(fixtures.matrix, 1);
    if (!topic) throw new Error("no topic");
    const [system, user] = buildMessages(generatorInput(topic, fixtures));
    for (const fact of STATISTICS) expect(system?.content).toContain(fact.source);
    expect(system?.content).toContain("Use only the facts given to you");
    expect(system?.content).toContain("never a person, a study or a figure");
    const knowledge = topic.painPoint.knowledge;
    const fact = knowledge?.causes[0];
    if (!knowledge || !fact) throw new Error("no knowledge");
    expect(user?.content).toContain(`- ${fact.text} (${knowledge.sources[fact.sources[0] ?? 0]?.publisher}`);
  });

  it("when the check asks for another draft, then the user message lists what failed", async () => {
    const fixtures = await loadFixtures();
    const [topic] = successiveTopics(fixtures.matrix, 1);
    if (!topic) throw new Error("no topic");
    const input = {
      ...generatorInput(topic, fixtures),
      attempt: 1,
      feedback: ["Editor gate: density: the place (at the office) 8 times, at most 6"],
    };
    const user = buildMessages(input)[1]?.content ?? "";
    expect(user).toContain("- Editor gate: density: the place (at the office) 8 times, at most 6");
  });
});

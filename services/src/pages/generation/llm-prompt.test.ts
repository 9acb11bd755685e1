import { describe, expect, it } from "vitest";
import { DISCLAIMER, PAGE_RULES, STATISTICS } from "../quality/page-rules";
import { buildMessages } from "./llm-prompt";
import { generatorInput, loadFixtures, successiveTopics } from "./test-fixtures";

describe("the LLM prompt", () => {
  it("when a page is asked for, then the system prompt states the page rules: keyword limits, fresh sentences, sourced figures, the disclaimer", async () => {
    const fixtures = await loadFixtures();
    const [topic] = successiveTopics(fixtures.matrix, 1);
    if (!topic) throw new Error("no topic");
    const [system] = buildMessages(generatorInput(topic, fixtures));
    expect(system?.content).toContain(`at most ${(PAGE_RULES.primaryMaxShare * 100).toFixed(1)}%`);
    expect(system?.content).toContain(`${PAGE_RULES.sharedSentenceMinWords} or more words must not repeat`);
    for (const fact of STATISTICS) expect(system?.content).toContain(fact.source);
    expect(system?.content).toContain(DISCLAIMER);
  });

  it("when the check asks for another draft, then the user message lists what failed and sentences to avoid", async () => {
    const fixtures = await loadFixtures();
    const [topic] = successiveTopics(fixtures.matrix, 1);
    if (!topic) throw new Error("no topic");
    const input = {
      ...generatorInput(topic, fixtures),
      attempt: 1,
      feedback: ['"at the office" is 3.1% of the words'],
      avoidSentences: new Set(["roll your shoulders back slowly five times before the next call"]),
    };
    const user = buildMessages(input)[1]?.content ?? "";
    expect(user).toContain('- "at the office" is 3.1% of the words');
    expect(user).toContain("- roll your shoulders back slowly five times before the next call");
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findRepoRoot } from "../../../lib/repo-root";
import { pageCpuTasks } from "../../cpu-tasks";
import { SPELLING_ALLOW_LIST } from "./allow-list";
import { spellingCheck } from "./editor-gate";
import { languageChecker } from "./language";
import { languageText } from "./language-text";
import { KNOWLEDGE, loadMatrix, MOVES, page, phrasesOf, topicOf } from "./test-pages";

const seed = (name: string) => JSON.parse(readFileSync(join(findRepoRoot(), "ops/seed", name), "utf8")) as unknown;

/** Every sentence-like string of a seed file (not ids, URLs, regular expressions or camelCase keys). */
function textsOf(value: unknown, skip: ReadonlySet<string>, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (!/^https?:/.test(value) && !/^[a-z]+(?:[A-Z][a-z]*)+$/.test(value)) out.push(value);
  } else if (Array.isArray(value)) for (const item of value) textsOf(item, skip, out);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) if (!skip.has(key)) textsOf(item, skip, out);
  return out;
}

describe("spelling and grammar (retext, dictionary-en)", () => {
  const check = languageChecker();

  it("finds misspellings, wrong articles and repeated words", () => {
    const found = check("Squeeze the tricep. Take a hour off. Stretch the the arm.");
    expect(found.map((f) => [f.kind, f.actual])).toEqual([
      ["spelling", "tricep"],
      ["article", "a"],
      ["repeated-word", "the the"],
    ]);
    expect(found[0]?.expected).toContain("triceps");
  });

  it("accepts the product's name and the allow-list in every form", () => {
    expect(check("Movebreak helps. Stretch your glutes and hip flexors, then your Trapezius.")).toEqual([]);
  });

  it("passes every text of the movement library, the pain-point knowledge and the topic matrix but their cited sources (the allow-list covers them)", () => {
    const library = seed("movement-library.json") as { moves: Record<string, unknown> };
    const texts = [
      ...Object.keys(library.moves),
      // Sources are cited as published (titles, publishers): pages leave them out of the check too.
      ...textsOf(library, new Set(["movement", "suits", "avoid", "sources"])),
      ...textsOf(seed("pain-points.json"), new Set(["id", "suitedMoves", "neverMoves", "sources", "urgency"])),
      ...textsOf(
        seed("topic-matrix.json"),
        new Set([
          "id",
          "slugPart",
          "conflicts",
          "locationIds",
          "contexts",
          "excludeContexts",
          "postures",
          "equipment",
          "bodyAreas",
          "intent",
        ]),
      ),
    ];
    const found = texts.flatMap((text) => check(text).map((issue) => `${issue.actual} in "${text}"`));
    expect(found).toEqual([]);
  });

  it("keeps the allow-list small, each word with a reason", () => {
    expect(SPELLING_ALLOW_LIST.length).toBeLessThanOrEqual(60);
    for (const entry of SPELLING_ALLOW_LIST) expect(entry.why.length).toBeGreaterThan(5);
  });

  it("checks a page's text without its Markdown or URLs", () => {
    const markdown = page({ prose: ["See [the guide](https://example.org/wrongg-spelt-url) for more."] });
    expect(languageText(markdown)).not.toContain("wrongg");
    expect(spellingCheck(markdown, check).passed).toBe(true);
    expect(spellingCheck(page({ prose: ["Keep the the shoulders low."] }), check).detail).toContain(
      "repeated 'the the'",
    );
  });
});

describe("the editorGate CPU task", () => {
  it("runs the whole gate with the real checker, loading the dictionary once per thread", async () => {
    const matrix = await loadMatrix();
    const input = {
      markdown: page({ prose: ["A hour on the train stiffens the neck."] }),
      topic: topicOf(matrix, "neck-pain", "commute", "developers"),
      others: [],
      moves: new Map(Object.entries(MOVES)),
      knowledge: KNOWLEDGE,
      topicPhrases: phrasesOf(matrix),
    };
    const first = pageCpuTasks.editorGate(input);
    const started = performance.now();
    const second = pageCpuTasks.editorGate(input);
    expect(performance.now() - started).toBeLessThan(200);
    expect(second).toEqual(first);
    expect(first.checks.find((c) => c.check === "spelling")).toMatchObject({ passed: false, figure: 1 });
    expect(first.checks.filter((c) => !c.passed).map((c) => c.check)).toEqual(["spelling"]);
  });
});

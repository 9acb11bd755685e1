import { beforeAll, describe, expect, it } from "vitest";
import type { TopicMatrix } from "../../generation/types";
import {
  contradictionCheck,
  deniedMovesCheck,
  densityCheck,
  describeFailures,
  type EditorGateInput,
  editorGate,
  type MoveFacts,
  nearTwinCheck,
  sourcesCheck,
  spellingCheck,
} from "./editor-gate";
import type { LanguageChecker } from "./language-text";
import { parsePage, ROUTINE_HEADING } from "./page-sections";
import { phraseMatcher } from "./phrases";
import { KNOWLEDGE, loadMatrix, MOVES, page, phrasesOf, topicOf } from "./test-pages";
import { EDITOR_GATE } from "./thresholds";

let matrix: TopicMatrix;
let topic: ReturnType<typeof topicOf>;
beforeAll(async () => {
  matrix = await loadMatrix();
  topic = topicOf(matrix, "neck-pain", "commute", "developers");
});

const noErrors: LanguageChecker = () => [];
const inputOf = (markdown: string, extra: Partial<EditorGateInput> = {}): EditorGateInput => ({
  markdown,
  slug: "neck-pain-relief-for-developers-on-the-commute",
  topic,
  others: [],
  moves: MOVES,
  knowledge: KNOWLEDGE,
  topicPhrases: phrasesOf(matrix),
  ...extra,
});

describe("page sections", () => {
  it("reads prose, the routine's moves, the warning signs and the sources; headings may carry more words", () => {
    const markdown = [
      "Intro sentence one.",
      "",
      "## Why it hurts",
      "- [Neck Relief](/movements/neck-relief)",
      "- A real list item.",
      "",
      `## ${ROUTINE_HEADING} 4 moves for the office`,
      "Do them in order.",
      "### 1. Chin Tucks",
      "**5 repetitions.** Start: sit tall.",
      "### 2. **Neck Rotation**",
      "## When to see a professional soon",
      "- Numbness in an arm.",
      "## Sources and further reading",
      "1. [Neck pain](https://www.nhs.uk/conditions/neck-pain/), NHS",
      "2. [Neck pain](<https://example.org/a>), Someone",
      "3. A source without a link",
    ].join("\n");
    const parsed = parsePage(markdown);
    expect(parsed.prose).toContain("Intro sentence one.");
    expect(parsed.prose).toContain("A real list item.");
    expect(parsed.prose).not.toContain("Neck Relief");
    expect(parsed.prose).not.toContain("Why it hurts");
    expect(parsed.prose).not.toContain("Chin Tucks");
    expect(parsed.routine?.moves).toEqual([
      { number: 1, title: "Chin Tucks" },
      { number: 2, title: "Neck Rotation" },
    ]);
    expect(parsed.professional?.items).toEqual(["Numbness in an arm."]);
    expect(parsed.sources?.items.map((i) => i.url)).toEqual([
      "https://www.nhs.uk/conditions/neck-pain/",
      "https://example.org/a",
      undefined,
    ]);
  });
});

describe("near-twins", () => {
  const frame = (pain: string, who: string, where: string) =>
    page({
      intro: `${pain} is one of the most common complaints among ${who}, and long hours ${where} rarely make things easier. Here is a practical plan built around the real rhythm of a working day. Small, frequent breaks often feel better than one long workout at the end of the day.`,
      prose: [],
    });

  it("fails when the page's sentences are another page's with the topic swapped, naming that page", () => {
    const mine = frame("Neck pain", "developers", "on the commute");
    const theirs = frame("Wrist pain", "nurses", "on night shifts");
    const check = nearTwinCheck(
      inputOf(mine, { others: [{ slug: "wrist-pain-for-nurses", markdown: theirs }] }),
      phraseMatcher(phrasesOf(matrix)),
    );
    expect(check.passed).toBe(false);
    expect(check.figure).toBeGreaterThan(EDITOR_GATE.nearTwinMaxShare);
    expect(check.detail).toContain("/pages/wrist-pain-for-nurses");
    expect(check.figures.twinned).toBe(check.figures.sentences);
  });

  it("passes when the other page says something else, and when the only twin is the page's own earlier version", () => {
    const mine = frame("Neck pain", "developers", "on the commute");
    const other = page({
      intro:
        "Night shifts turn the body clock upside down, and hands feel it after hours of charting. Warm water and a slow squeeze of each finger are a gentle start before the first round.",
      prose: [],
    });
    const matcher = phraseMatcher(phrasesOf(matrix));
    expect(nearTwinCheck(inputOf(mine, { others: [{ slug: "other", markdown: other }] }), matcher).passed).toBe(true);
    const self = nearTwinCheck(
      inputOf(mine, { others: [{ slug: inputOf(mine).slug ?? "", markdown: mine }] }),
      matcher,
    );
    expect(self.passed).toBe(true);
    expect(self.figure).toBe(0);
  });

  it("compares prose only: the same routine, warning signs and sources on every page are no twins", () => {
    const matcher = phraseMatcher(phrasesOf(matrix));
    const a = page({
      intro: "Trains rattle and the seats are hard, so your upper spine tightens on the way in every day.",
      prose: [],
    });
    const b = page({
      intro: "Hospital corridors are long and the night is longer, so your feet complain before dawn arrives.",
      prose: [],
    });
    const check = nearTwinCheck(inputOf(a, { others: [{ slug: "b", markdown: b }] }), matcher);
    expect(check).toMatchObject({ passed: true, figure: 0, figures: { sentences: 1 } });
  });
});

describe("density", () => {
  const filler = (n: number) => Array.from({ length: n }, () => "Take a slow breath and let the day settle.").join(" ");

  it("passes a page naming its topic a few times, fails one past 2 % of its words, counting every synonym", () => {
    expect(densityCheck(page({ prose: [filler(20)] }), topic).passed).toBe(true);
    const heavy = page({
      prose: [`${filler(5)} Neck pain, a stiff neck, tech neck exercises and that ache in your neck: your neck again.`],
    });
    const check = densityCheck(heavy, topic);
    expect(check.passed).toBe(false);
    expect(check.figures.painPointMentions).toBeGreaterThanOrEqual(5);
    expect(check.detail).toMatch(/neck pain or its area \d+ times in \d+ words/);
  });

  it("counts the audience with plurals and singulars, and fails at 7 mentions, not 6", () => {
    const six = "A developer, developers, engineers, programmers, a programmer and people who code for a living.";
    const seven = `${six} Developers again.`;
    expect(densityCheck(page({ prose: [filler(40), six] }), topic).figures.audienceMentions).toBe(6);
    expect(densityCheck(page({ prose: [filler(40), six] }), topic).passed).toBe(true);
    const over = densityCheck(page({ prose: [filler(40), seven] }), topic);
    expect(over.passed).toBe(false);
    expect(over.detail).toContain("the audience (developers) 7 times, at most 6");
  });

  it("counts the place by every name and a long phrase once (not also its parts)", () => {
    const place =
      "On the commute, on the way to work, in transit, on the journey in, exercises on the commute, stretches on the train, commute.";
    const check = densityCheck(page({ prose: [filler(40), place] }), topic);
    expect(check.figures.placeMentions).toBe(7);
    expect(check.passed).toBe(false);
    const pain = densityCheck(
      page({
        prose: [filler(40), "Neck pain from computer work."],
        moves: ["Chin Tucks", "Shoulder Rolls", "Chair Dips"],
      }),
      topic,
    );
    expect(pain.figures.painPointMentions).toBe(1);
  });
});

describe("spelling and grammar", () => {
  it("fails on any finding of the checker, naming it, and passes with none", () => {
    const checker: LanguageChecker = (text) =>
      text.includes("tricep")
        ? [{ kind: "spelling", actual: "tricep", expected: ["triceps"], reason: "unknown word", line: 1 }]
        : [];
    const bad = spellingCheck(page({ prose: ["Work the tricep gently."] }), checker);
    expect(bad.passed).toBe(false);
    expect(bad.figure).toBe(1);
    expect(bad.detail).toContain("'tricep' (triceps?)");
    expect(spellingCheck(page(), checker).passed).toBe(true);
  });

  it("reads the page without Markdown syntax or URLs", () => {
    let seen = "";
    spellingCheck(page(), (text) => {
      seen = text;
      return [];
    });
    expect(seen).not.toMatch(/https?:|##|\*\*|\]\(/);
    expect(seen).toContain("Chin Tucks");
  });
});

describe("contradictions", () => {
  it("fails a commute page that mentions a desk, a monitor or a sofa; a desk job is fine", () => {
    const bad = contradictionCheck(
      page({ prose: ["Raise your monitor and leave the sofa for later, then sit at your desk."] }),
      topic,
    );
    expect(bad.passed).toBe(false);
    expect(bad.figure).toBe(3);
    expect(bad.detail).toContain('"monitor"');
    expect(contradictionCheck(page({ prose: ["Most commuters head to a desk job."] }), topic).passed).toBe(true);
  });

  it("applies the matrix's conflicts of the place, and ignores source titles", () => {
    expect(contradictionCheck(page({ prose: ["Stand up and walk over to the window."] }), topic).passed).toBe(false);
    const cited = page({
      sources: [{ title: "Working at a desk", url: "https://www.nhs.uk/conditions/neck-pain/", publisher: "NHS" }],
    });
    expect(contradictionCheck(cited, topic).passed).toBe(true);
  });
});

describe("denied moves", () => {
  it("passes 3 to 6 known moves that suit the pain point", () => {
    const check = deniedMovesCheck(page(), "neck-pain", MOVES);
    expect(check).toMatchObject({ passed: true, figure: 0, figures: { moves: 3 } });
  });

  it("fails a move whose instructions avoid the pain point, naming it", () => {
    const check = deniedMovesCheck(
      page({ moves: ["Chin Tucks", "Desk Push-Ups", "Neck Rotation"] }),
      "shoulder-pain",
      MOVES,
    );
    expect(check.passed).toBe(false);
    expect(check.detail).toContain("never to be prescribed for shoulder-pain: Desk Push-Ups (incline-push-up)");
    expect(
      deniedMovesCheck(page({ moves: ["Chin Tucks", "Desk Push-Ups", "Neck Rotation"] }), "neck-pain", MOVES).passed,
    ).toBe(true);
  });

  it("fails a move not in the library, too few or too many moves, and a page without a routine", () => {
    expect(
      deniedMovesCheck(page({ moves: ["Chin Tucks", "Tricep Kickbacks", "Neck Rotation"] }), "neck-pain", MOVES).detail,
    ).toContain("not in the movement library: Tricep Kickbacks");
    expect(deniedMovesCheck(page({ moves: ["Chin Tucks", "Neck Rotation"] }), "neck-pain", MOVES).passed).toBe(false);
    const seven = [
      "Chin Tucks",
      "Neck Rotation",
      "Shoulder Rolls",
      "Neck Side Stretch",
      "Chin Tucks",
      "Neck Rotation",
      "Shoulder Rolls",
    ];
    expect(deniedMovesCheck(page({ moves: seven }), "neck-pain", MOVES).detail).toContain("the routine has 7 moves");
    expect(deniedMovesCheck("Just prose.", "neck-pain", MOVES).detail).toContain("no routine");
  });

  it("takes the library as a map, a record or a function, matching titles case-insensitively", () => {
    const markdown = page({ moves: ["chin tucks", "Shoulder Rolls", "Neck Rotation"] });
    const map = new Map(Object.entries(MOVES));
    const fn = (title: string): MoveFacts | undefined => MOVES[title] ?? MOVES["Chin Tucks"];
    for (const moves of [MOVES, map, fn]) expect(deniedMovesCheck(markdown, "neck-pain", moves).passed).toBe(true);
  });
});

describe("sources", () => {
  const [first, second] = KNOWLEDGE[0]?.sources ?? [];
  const src = (s: typeof first) => ({ title: s?.title ?? "", url: s?.url ?? "", publisher: s?.publisher ?? "" });

  it("passes 2 or more of the pain point's knowledge sources", () => {
    expect(sourcesCheck(page(), "neck-pain", KNOWLEDGE)).toMatchObject({ passed: true, figure: 2 });
  });

  it("fails one source, a link not in the pain point's knowledge, and a page without sources", () => {
    expect(sourcesCheck(page({ sources: [src(first)] }), "neck-pain", KNOWLEDGE).detail).toContain(
      "1 source listed, at least 2 are needed",
    );
    const foreign = sourcesCheck(
      page({ sources: [src(first), { title: "Blog", url: "https://blog.example/neck", publisher: "A blog" }] }),
      "neck-pain",
      KNOWLEDGE,
    );
    expect(foreign.passed).toBe(false);
    expect(foreign.detail).toContain("https://blog.example/neck");
    expect(sourcesCheck(page({ sources: [src(first), src(second)] }), "shoulder-pain", KNOWLEDGE).passed).toBe(false);
    expect(sourcesCheck("Just prose.", "neck-pain", KNOWLEDGE).detail).toContain('no "## Sources" section');
  });
});

describe("the gate", () => {
  it("passes a page that passes every check, with an empty failure line", () => {
    const result = editorGate(inputOf(page()), { language: noErrors });
    expect(result.checks.map((c) => [c.check, c.passed])).toEqual([
      ["near-twins", true],
      ["density", true],
      ["spelling", true],
      ["contradictions", true],
      ["denied-moves", true],
      ["sources", true],
    ]);
    expect(result.passed).toBe(true);
    expect(describeFailures(result)).toBe("");
  });

  it("fails a page failing any check, and says which in one line", () => {
    const bad = page({ prose: ["Sit at your desk."], moves: ["Chin Tucks", "Chair Dips", "Neck Rotation"] });
    const result = editorGate(
      inputOf(bad, {
        topic: { ...topic, painPoint: topicOf(matrix, "shoulder-pain", "commute", "developers").painPoint },
      }),
      {
        language: noErrors,
      },
    );
    expect(result.passed).toBe(false);
    const line = describeFailures(result);
    expect(line).toMatch(/^contradictions: .*; denied-moves: .*Chair Dips.*; sources: /);
    expect(line).not.toContain("\n");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toTitleCase } from "./title-case";

/** Words as titles are written: plain words, minor words, hyphenated ones, in any case. */
const word = fc.oneof(
  fc.stringMatching(/^[a-zA-Z][a-z']{0,8}$/),
  fc.constantFrom("and", "And", "AND", "of", "the", "to", "in", "a", "&", "sit-to-stand", "cat-cow", "x2"),
);
const title = fc.array(fc.tuple(word, fc.constantFrom(" ", "  ", ": ")), { minLength: 1, maxLength: 8 }).map((pairs) =>
  pairs
    .map(([w, gap]) => w + gap)
    .join("")
    .trimEnd(),
);
const minor = new Set(["and", "of", "the", "to", "in", "a"]);

describe("title case", () => {
  it("when a location's title is shown, then it reads as the rest of the site writes it", () => {
    expect(toTitleCase("sit and stand")).toBe("Sit and Stand");
    expect(toTitleCase("Sit And Stand")).toBe("Sit and Stand");
    expect(toTitleCase("neck & shoulders")).toBe("Neck & Shoulders");
    expect(toTitleCase("arms only")).toBe("Arms Only");
    expect(toTitleCase("a break for the eyes")).toBe("A Break for the Eyes");
    expect(toTitleCase("sit-to-stand")).toBe("Sit-to-Stand");
    expect(toTitleCase("what to stand up for")).toBe("What to Stand up For");
    expect(toTitleCase("sit and stand: the simple one")).toBe("Sit and Stand: The Simple One");
    expect(toTitleCase("desk yoga on an iPad")).toBe("Desk Yoga on an iPad");
  });

  it("when any title is cased, then only the case of letters changes, and casing it again changes nothing", () => {
    fc.assert(
      fc.property(title, (text) => {
        const cased = toTitleCase(text);
        expect(cased.toLowerCase()).toBe(text.toLowerCase());
        expect(toTitleCase(cased)).toBe(cased);
      }),
    );
  });

  it("when any title is cased, then its first and last words start upper case and the minor words inside are lower case", () => {
    fc.assert(
      fc.property(title, (text) => {
        const words = toTitleCase(text).split(/\s+/);
        const first = words[0] ?? "";
        const last = words.at(-1) ?? "";
        for (const edge of [first, last]) {
          if (/^[a-z]/i.test(edge) && !/^[a-z][a-z]*[A-Z]/.test(edge)) expect(edge.charAt(0), edge).toMatch(/[A-Z]/);
        }
        words.slice(1, -1).forEach((w, i) => {
          const afterColon = (words[i] ?? "").endsWith(":");
          if (minor.has(w.toLowerCase()) && !afterColon) expect(w, text).toBe(w.toLowerCase());
        });
      }),
    );
  });
});

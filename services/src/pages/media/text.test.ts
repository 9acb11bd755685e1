import { describe, expect, it } from "vitest";
import { cleanList, cleanText, displayUrl } from "./text.js";

describe("cleanText", () => {
  it.each([
    [
      "when text holds control characters and line breaks, then they become single spaces",
      "  Neck\u0000pain\r\n\tat  work\u0007 ",
      "Neck pain at work",
    ],
    [
      "when text holds emoji, bidi overrides or lone surrogates, then they are dropped",
      "Stretch 😀👍🏽 now\u202E\uD800!",
      "Stretch now!",
    ],
    [
      "when text mixes Latin, Greek, Cyrillic and CJK, then only the CJK the fonts lack is dropped",
      "Étirements 办公室 Ελληνικά Ёлочка Tiếng Việt",
      "Étirements Ελληνικά Ёлочка Tiếng Việt",
    ],
    ["when text is decomposed, then it is normalised to composed characters", "Cafe\u0301", "Café"],
  ])("%s", (_name, text, clean) => {
    expect(cleanText(text, 100)).toBe(clean);
  });

  it("when text is longer than the cap, then it is cut on a word and ends with an ellipsis", () => {
    const out = cleanText("Desk stretches for neck pain at work and at home", 20);
    expect(out).toBe("Desk stretches for…");
    expect(Array.from(out).length).toBeLessThanOrEqual(20);
  });

  it("when text is not a string, then it is empty", () => {
    expect(cleanText(undefined, 10)).toBe("");
    expect(cleanText(42, 10)).toBe("");
  });
});

describe("cleanList", () => {
  it("when entries are blank or too many, then blanks go and the list is capped", () => {
    expect(cleanList(["a", " ", "b", "\u0000", "c", "d", "e"], 4, 10)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("displayUrl", () => {
  it("when the address is short, then it is shown without scheme, www and trailing slash", () => {
    expect(displayUrl("https://www.movebreak.com/pages/neck/", 44)).toBe("movebreak.com/pages/neck");
  });

  it("when the address is too long, then only the host is shown", () => {
    expect(displayUrl("https://movebreak.com/pages/desk-stretches-for-neck-pain-remote-workers?x=1", 44)).toBe(
      "movebreak.com",
    );
  });
});

describe("cleanText on huge input", () => {
  it("when text is megabytes long, then it is capped at the limit", () => {
    const out = cleanText("stretch ".repeat(500_000), 120);
    expect(Array.from(out).length).toBeLessThanOrEqual(120);
  });
});

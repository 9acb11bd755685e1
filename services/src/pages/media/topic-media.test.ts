import { describe, expect, it } from "vitest";
import type { MediaChild } from "./element.js";
import { expectPngOfSize, itBehavesLikeARenderedImage } from "./testing/png-checks.js";
import { SAMPLE_POSTER, SAMPLE_TOPIC } from "./testing/samples.js";
import {
  layoutTopicHero,
  layoutTopicPoster,
  renderTopicHero,
  renderTopicPoster,
  TOPIC_HERO_SIZE,
  TOPIC_POSTER_LAYOUTS,
  TOPIC_POSTER_SIZE,
} from "./topic-media.js";

const sample = {
  kicker: "Wrist pain",
  title: "3 moves for your wrists",
  place: "In a coworking space, between meetings",
  moves: ["Wrist Flexor Stretch", "Wrist Extensor Stretch", "Wrist Circles"],
  brand: "Movebreak",
};

/** Every text node of an element tree, in order. */
function texts(node: MediaChild): string[] {
  if (typeof node === "string") return [node];
  const children = node.props.children;
  if (children === undefined) return [];
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

describe("the topic hero", () => {
  itBehavesLikeARenderedImage({
    render: renderTopicHero,
    sample: SAMPLE_TOPIC,
    size: { width: 1200, height: 630 },
    saveAs: "topic-hero.png",
    text: "title",
  });
});

describe("the topic poster", () => {
  itBehavesLikeARenderedImage({
    render: renderTopicPoster,
    sample: SAMPLE_POSTER,
    size: { width: 1000, height: 1500 },
    saveAs: "topic-poster.png",
    text: "title",
  });
});

describe("the topic images of generated pages", () => {
  it("when each of the four poster layouts is rendered, then it is a 1000x1500 PNG, and no two layouts are the same", async () => {
    const pngs = await Promise.all(TOPIC_POSTER_LAYOUTS.map((layout) => renderTopicPoster({ ...sample, layout })));
    for (const png of pngs) expectPngOfSize(png, TOPIC_POSTER_SIZE);
    expect(new Set(pngs.map((png) => png.toString("base64"))).size).toBe(4);
  }, 60_000);

  it("when a poster or the hero is laid out, then it names the topic, the moves and the brand beside the logo, and no host name", () => {
    for (const element of [
      ...TOPIC_POSTER_LAYOUTS.map((layout) => layoutTopicPoster({ ...sample, layout })),
      layoutTopicHero(sample),
    ]) {
      const all = texts(element).join(" | ");
      for (const move of sample.moves) expect(all).toContain(move);
      expect(all).toContain("Movebreak");
      expect(all.toLowerCase()).toContain("wrist");
      expect(all).not.toMatch(/\.(example|app|com)\b|https?:/);
    }
  });

  it("when the hero is rendered, then it is a 1200x630 PNG", async () => {
    expectPngOfSize(await renderTopicHero(sample), TOPIC_HERO_SIZE);
  }, 60_000);
});

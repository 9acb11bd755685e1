import fc from "fast-check";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeMarkdown } from "../pages/markdown";
import { sanitizeHtml } from "./sanitize-html";

/** The attributes the site's own scripts obey (web-public: lib/island.tsx, app/islands, the embed player). */
const ORDERS = [
  "data-island",
  "data-props",
  "data-store-link",
  "data-reload",
  "data-player-host",
  "data-movebreak-location",
  "data-movebreak-autoplay",
];

const TAGS = ["div", "p", "span", "a", "img", "section", "article", "h2", "ul", "li", "table", "td", "svg", "math"];
const TAGS_ARBITRARY = fc.oneof(fc.constantFrom(...TAGS), fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/));

// Names as an author (or an attacker) might spell them: the orders in any case, other data-* names, ordinary ones.
const ATTRIBUTE_NAME = fc.oneof(
  fc.constantFrom(...ORDERS),
  fc.constantFrom(...ORDERS).map((name) => name.toUpperCase()),
  fc.stringMatching(/^data-[a-zA-Z0-9_.:-]{0,12}$/),
  fc.constantFrom("href", "src", "alt", "title", "id", "class", "lang", "aria-label", "role"),
  fc.stringMatching(/^[a-zA-Z_:][a-zA-Z0-9_.:-]{0,10}$/),
);
const ATTRIBUTE_VALUE = fc.oneof(
  fc.string(),
  fc.constantFrom('{"routineKey":"x","autoplay":true}', "routine-player", "embed-tool", "armsOnly", "true", ""),
);

const attribute = fc.tuple(ATTRIBUTE_NAME, ATTRIBUTE_VALUE, fc.constantFrom('"', "'", ""));

/** Writes a value in one of HTML's three attribute syntaxes; the unquoted one only where HTML would read it back whole. */
function written([name, value, quote]: [string, string, string]): string {
  if (quote === "" && /^[^\s"'=<>`]+$/.test(value)) return ` ${name}=${value}`;
  const q = quote === "'" ? "'" : '"';
  return ` ${name}=${q}${value.replaceAll("&", "&amp;").replaceAll(q, q === '"' ? "&quot;" : "&#39;")}${q}`;
}

const { tree } = fc.letrec<{ tree: string; element: string }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.string({ maxLength: 12 }).map((text) => text.replaceAll("<", "&lt;")),
    tie("element"),
  ),
  element: fc
    .record({
      tag: TAGS_ARBITRARY,
      attributes: fc.array(attribute, { maxLength: 5 }),
      children: fc.array(tie("tree"), { maxLength: 3 }),
    })
    .map(({ tag, attributes, children }) => `<${tag}${attributes.map(written).join("")}>${children.join("")}</${tag}>`),
}));

const reader = new JSDOM("").window.document;

/** Every attribute name left on any element of `html`, as a browser would parse it. */
function attributeNames(html: string): string[] {
  const template = reader.createElement("template");
  template.innerHTML = html;
  return [...template.content.querySelectorAll("*")].flatMap((element) => element.getAttributeNames());
}

describe("article HTML never keeps the attributes the site's scripts obey", () => {
  it("when random elements carry random attributes (the islands' among them), then no data-* attribute survives", () => {
    fc.assert(
      fc.property(fc.array(tree, { minLength: 1, maxLength: 4 }), (parts) => {
        const html = parts.join("");
        const names = attributeNames(sanitizeHtml(html));
        expect(names.filter((name) => name.startsWith("data-"))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it("when an article's Markdown holds an island's marker, then neither saving nor rendering keeps it, and the text stays", () => {
    const markdown = [
      "## Try this",
      "",
      `<div data-island="routine-player" data-props='{"autoplay":true}'>Start now</div>`,
      "",
      `A <a href="https://store.example" data-store-link data-reload>store</a> link and <span DATA-ISLAND="embed-tool">more</span>.`,
    ].join("\n");
    for (const html of [sanitizeMarkdown(markdown), renderMarkdown(markdown)]) {
      expect(html).not.toMatch(/data-/i);
      expect(html).toContain("Start now");
      expect(html).toContain('href="https://store.example"');
    }
  });

  it("when the sanitiser is given a marker, then the sanitised HTML has none for the island starter to find", () => {
    const template = reader.createElement("template");
    template.innerHTML = sanitizeHtml(
      `<div data-island="support-options" data-props="{}"><p data-island="awards">x</p></div><img src="/a.png" data-props="{}">`,
    );
    expect(template.content.querySelectorAll("[data-island], [data-props]")).toHaveLength(0);
    expect(template.content.querySelector("img")?.getAttribute("src")).toBe("/a.png");
  });
});

import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeMarkdown } from "./markdown";

describe("Markdown for landing pages", () => {
  it("when Markdown is rendered, then headings, lists and links come out as HTML", () => {
    const html = renderMarkdown("## Stretch\n\n1. [Neck relief](/movements/neck-relief)\n2. **Breathe**");
    expect(html).toContain("<h2>Stretch</h2>");
    expect(html).toContain('<a href="/movements/neck-relief">Neck relief</a>');
    expect(html).toContain("<strong>Breathe</strong>");
  });

  it("when Markdown carries a script tag or an onerror attribute, then neither survives saving nor rendering", () => {
    const evil =
      'Hello <img src="x" onerror="alert(1)">\n\n<script>alert(2)</script>\n\n<a href="javascript:alert(3)">x</a>';
    const saved = sanitizeMarkdown(evil);
    expect(saved).not.toMatch(/<script|onerror|javascript:/i);
    expect(saved).toContain("Hello");
    const html = renderMarkdown(evil);
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("when Markdown has images, then they load lazily and decode off the main thread", () => {
    const html = renderMarkdown('![Desk](https://cdn.example/desk.jpg)\n\n<img src="/a.png" alt="A">');
    expect(html).toContain('<img loading="lazy" decoding="async" src="https://cdn.example/desk.jpg" alt="Desk">');
    expect(html).toContain('<img loading="lazy" decoding="async" src="/a.png" alt="A">');
  });

  it("when Markdown has no HTML, then saving leaves it byte for byte", () => {
    const md = "> A quote\n\n- one\n- two <3\n\n`code <b>`";
    expect(sanitizeMarkdown(md)).toBe(md);
  });
});

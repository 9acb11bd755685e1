import { Marked, type Token } from "marked";
import { sanitizeHtml } from "../lib/sanitize-html";

const marked = new Marked({ gfm: true, breaks: false });

function collectHtml(tokens: Token[], found: string[]): void {
  for (const token of tokens) {
    if (token.type === "html") found.push(token.raw);
    const children = (token as { tokens?: Token[] }).tokens;
    if (children) collectHtml(children, found);
    const items = (token as { items?: { tokens?: Token[] }[] }).items;
    if (items) for (const item of items) if (item.tokens) collectHtml(item.tokens, found);
  }
}

/**
 * Sanitises the HTML embedded in Markdown (raw blocks and inline tags) when it
 * is saved, leaving the Markdown itself untouched: a <script> or an onerror=
 * never even reaches the database.
 */
export function sanitizeMarkdown(markdown: string): string {
  const html: string[] = [];
  collectHtml(marked.lexer(markdown), html);
  let out = markdown;
  for (const raw of new Set(html)) {
    const clean = sanitizeHtml(raw);
    if (clean !== raw) out = out.split(raw).join(clean);
  }
  return out;
}

/**
 * Markdown (or HTML) to sanitised HTML, as stored and served. An article's
 * images sit below its hero: fetched as they come near the screen and decoded
 * off the main thread (an attribute written in the Markdown comes later and
 * loses to these, the first of a name being the one browsers keep).
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false }).replace(/<img\b/gi, '<img loading="lazy" decoding="async"');
  return sanitizeHtml(html);
}

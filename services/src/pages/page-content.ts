import type { LandingPageForm } from "@movebreak/shared/contracts/landing-pages";
import { CpuTaskTimeout } from "../workers/cpu-pool";
import type { PageCpuPool } from "./cpu-tasks";

/** Deeper quotes or lists than this are refused: nothing a reader needs, and parsers recurse on each level. */
export const MAX_MARKDOWN_NESTING = 16;
/** The most one page's Markdown may take to sanitise and render, a cold thread's start included (normal pages take a few ms). */
export const MARKDOWN_BUDGET_MS = 5_000;

/** A form whose Markdown is sanitised and whose HTML is rendered from it: what is stored. */
export type PreparedPage = LandingPageForm & { html: string };

/** Markdown the server will not render, with the reason for the operator (or the workflow step). */
export class MarkdownRefused extends Error {}

/** The deepest quote or list nesting of the text, in one pass over it. */
export function nestingOf(markdown: string): number {
  let deepest = 0;
  for (const line of markdown.split("\n")) {
    let depth = 0;
    let i = 0;
    let indent = 0;
    while (i < line.length) {
      const c = line[i];
      if (c === ">") depth += 1;
      else if (c === " ") indent += 1;
      else if (c === "\t") indent += 4;
      else break;
      i += 1;
    }
    deepest = Math.max(deepest, depth + Math.floor(indent / 2));
  }
  return deepest;
}

/**
 * Sanitises the Markdown and renders its HTML in the CPU pool with a time budget, so that no text can
 * hold the server (marked takes quadratic time on some inputs: 40,000 characters of "_a" took 4.9 s).
 */
export async function preparePage(form: LandingPageForm, cpu: PageCpuPool): Promise<PreparedPage> {
  const depth = nestingOf(form.markdown);
  if (depth > MAX_MARKDOWN_NESTING) {
    throw new MarkdownRefused(
      `The Markdown nests ${depth} levels deep (quotes or indented lists); at most ${MAX_MARKDOWN_NESTING} are allowed`,
    );
  }
  try {
    const { markdown, html } = await cpu.run("markdown", form.markdown, { timeoutMs: MARKDOWN_BUDGET_MS });
    return { ...form, markdown, html };
  } catch (error) {
    if (error instanceof CpuTaskTimeout) {
      throw new MarkdownRefused(
        `The Markdown took longer than ${MARKDOWN_BUDGET_MS / 1000} s to render: it has too many unclosed emphasis markers (_ or *) or nested elements; simplify it`,
      );
    }
    throw error;
  }
}

/**
 * The shape of a generated landing page, shared by the generators (which write it) and the editor gate (which
 * reads it). A page is prose (the intro and any "## " section) plus three reference sections, each found by the
 * start of its heading (more words may follow: "## The routine: 4 moves for the office"):
 *
 *   ## The routine: ...            one optional line, then "### 1. <Move title>" per move (dose, start, steps...)
 *   ## When to see a professional  a list of warning signs
 *   ## Sources                     "1. [<title>](<https url>), <publisher>" per source
 *
 * Everything outside the three is prose; headings are not prose, nor are list items that are only a link.
 */

/** The heading a routine section starts with (after "## "). */
export const ROUTINE_HEADING = "The routine:";
/** The heading of the warning signs (after "## "). */
export const PROFESSIONAL_HEADING = "When to see a professional";
/** The heading of the numbered source list (after "## "). */
export const SOURCES_HEADING = "Sources";

/** A section heading line: `sectionHeading(ROUTINE_HEADING, "4 moves for the office")` -> "## The routine: 4 moves for the office". */
export const sectionHeading = (prefix: string, rest = "") => `## ${prefix}${rest ? ` ${rest}` : ""}`;
/** A move's heading line in the routine: "### 1. Chin Tucks". */
export const moveHeading = (number: number, title: string) => `### ${number}. ${title}`;
/** A source line: "1. [Neck pain](https://www.nhs.uk/...), NHS". */
export const sourceLine = (number: number, source: { title: string; url: string; publisher: string }) =>
  `${number}. [${source.title}](${source.url}), ${source.publisher}`;

const MOVE_LINE = /^###\s+(\d+)[.)]\s+(.+?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const LINK = /\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/;
const ONLY_A_LINK = /^\s*(?:[-*+]|\d+[.)])\s+(?:\*\*|__)?\[[^\]]*\]\([^)]*\)(?:\*\*|__)?\s*[.,;]?\s*$/;

export type SectionKind = "prose" | "routine" | "professional" | "sources";

export interface PageSection {
  kind: SectionKind;
  /** The "## " heading's text without the hashes ("" for the intro). */
  heading: string;
  /** The section's lines after its heading. */
  body: string;
}

export interface RoutineMove {
  /** The number written in the heading ("### 2. ..." -> 2). */
  number: number;
  title: string;
}

export interface SourceItem {
  /** The list item as written, without its marker. */
  text: string;
  title?: string;
  url?: string;
}

export interface ParsedPage {
  sections: PageSection[];
  /** The prose as Markdown: every prose section's body (headings and link-only list items left out). */
  prose: string;
  /** The routine section, when the page has one ("## The routine: ..."). */
  routine?: { heading: string; moves: RoutineMove[] };
  /** The warning signs' list items. */
  professional?: { heading: string; items: string[] };
  sources?: { heading: string; items: SourceItem[] };
}

const startsWithHeading = (heading: string, prefix: string) => heading.toLowerCase().startsWith(prefix.toLowerCase());

export function sectionKind(heading: string): SectionKind {
  if (startsWithHeading(heading, ROUTINE_HEADING)) return "routine";
  if (startsWithHeading(heading, PROFESSIONAL_HEADING)) return "professional";
  if (startsWithHeading(heading, SOURCES_HEADING)) return "sources";
  return "prose";
}

/** The page's "## " sections in order, the intro (before the first heading) first. */
export function splitSections(markdown: string): PageSection[] {
  const sections: PageSection[] = [];
  let current: { kind: SectionKind; heading: string; lines: string[] } = { kind: "prose", heading: "", lines: [] };
  let fenced = false;
  const close = () => sections.push({ kind: current.kind, heading: current.heading, body: current.lines.join("\n") });
  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const h2 = fenced ? null : line.match(/^##\s+(.*?)\s*#*\s*$/);
    if (h2 && !line.startsWith("###")) {
      close();
      const heading = h2[1] ?? "";
      current = { kind: sectionKind(heading), heading, lines: [] };
    } else current.lines.push(line);
  }
  close();
  return sections.filter((s, i) => i > 0 || s.body.trim() !== "");
}

const listItems = (body: string) =>
  body
    .split("\n")
    .map((line) => line.match(LIST_ITEM)?.[1]?.trim())
    .filter((item): item is string => Boolean(item));

/** Reads a page in the generators' format; a page without a reference section simply lacks it. */
export function parsePage(markdown: string): ParsedPage {
  const sections = splitSections(markdown);
  const prose: string[] = [];
  const page: ParsedPage = { sections, prose: "" };
  for (const section of sections) {
    if (section.kind === "prose") {
      prose.push(
        section.body
          .split("\n")
          .filter((line) => !/^#{1,6}\s/.test(line) && !ONLY_A_LINK.test(line))
          .join("\n"),
      );
    } else if (section.kind === "routine" && !page.routine) {
      const moves: RoutineMove[] = [];
      for (const line of section.body.split("\n")) {
        const move = line.match(MOVE_LINE);
        if (move) moves.push({ number: Number(move[1]), title: (move[2] ?? "").replace(/[*_`]/g, "").trim() });
      }
      page.routine = { heading: section.heading, moves };
    } else if (section.kind === "professional" && !page.professional) {
      page.professional = { heading: section.heading, items: listItems(section.body) };
    } else if (section.kind === "sources" && !page.sources) {
      page.sources = {
        heading: section.heading,
        items: listItems(section.body).map((text) => {
          const link = text.match(LINK);
          return link ? { text, title: link[1], url: link[2] } : { text };
        }),
      };
    }
  }
  page.prose = prose.join("\n\n").trim();
  return page;
}

/** The page's Markdown without the sections of these kinds (their headings included). */
export function withoutSections(markdown: string, kinds: readonly SectionKind[]): string {
  return splitSections(markdown)
    .filter((s) => !kinds.includes(s.kind))
    .map((s) => (s.heading ? `## ${s.heading}\n${s.body}` : s.body))
    .join("\n");
}

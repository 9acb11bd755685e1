/** Small hand-written pages in the generators' format, for the gate's tests. */
import { join } from "node:path";
import { findRepoRoot } from "../../../lib/repo-root";
import { loadTopicMatrix } from "../../generation/load-topic-matrix";
import type { TopicMatrix } from "../../generation/types";
import type { KnowledgeSources, MoveFacts } from "./editor-gate";
import {
  moveHeading,
  PROFESSIONAL_HEADING,
  ROUTINE_HEADING,
  SOURCES_HEADING,
  sectionHeading,
  sourceLine,
} from "./page-sections";
import { topicPhrasesOf } from "./phrases";

export const loadMatrix = () => loadTopicMatrix(join(findRepoRoot(), "ops/seed/topic-matrix.json"));

export function topicOf(matrix: TopicMatrix, painPoint: string, context: string, demographic: string) {
  const find = <T extends { id: string }>(list: readonly T[], id: string) => {
    const entry = list.find((e) => e.id === id);
    if (!entry) throw new Error(`${id} is not in the matrix`);
    return entry;
  };
  return {
    painPoint: find(matrix.painPoints, painPoint),
    context: find(matrix.contexts, context),
    demographic: find(matrix.demographics, demographic),
  };
}

export const MOVES: Record<string, MoveFacts> = {
  "Chin Tucks": { movement: "chin-tuck", avoid: [] },
  "Neck Side Stretch": { movement: "neck-side-stretch", avoid: [] },
  "Neck Rotation": { movement: "neck-rotation", avoid: [] },
  "Shoulder Rolls": { movement: "shoulder-roll", avoid: [] },
  "Desk Push-Ups": { movement: "incline-push-up", avoid: ["shoulder-pain", "wrist-pain"] },
  "Chair Dips": { movement: "chair-dip", avoid: ["shoulder-pain", "wrist-pain"] },
};

export const KNOWLEDGE: KnowledgeSources[] = [
  {
    id: "neck-pain",
    sources: [
      { url: "https://www.nhs.uk/conditions/neck-pain/", title: "Aches after sitting", publisher: "NHS" },
      { url: "https://www.nhsinform.scot/neck-pain", title: "Posture problems", publisher: "NHS inform" },
      { url: "https://www.hse.ie/neck", title: "Everyday aches", publisher: "HSE" },
    ],
  },
  {
    id: "shoulder-pain",
    sources: [
      { url: "https://www.nhs.uk/conditions/shoulder-pain/", title: "Shoulder pain", publisher: "NHS" },
      { url: "https://www.hse.ie/shoulder", title: "Shoulder pain", publisher: "HSE" },
    ],
  },
];

const DEFAULT_SOURCES = (KNOWLEDGE[0]?.sources ?? [])
  .slice(0, 2)
  .map((s) => ({ url: s.url, title: s.title ?? "", publisher: s.publisher ?? "" }));

export const phrasesOf = (matrix: TopicMatrix) => topicPhrasesOf(matrix, Object.keys(MOVES));

export interface PageParts {
  intro?: string;
  prose?: string[];
  moves?: string[];
  signs?: string[];
  sources?: { title: string; url: string; publisher: string }[];
}

/** A page with the given parts; each missing part is a plain, passing default. */
export function page(parts: PageParts = {}): string {
  const moves = parts.moves ?? ["Chin Tucks", "Shoulder Rolls", "Neck Rotation"];
  const sources = parts.sources ?? DEFAULT_SOURCES;
  return [
    parts.intro ??
      "Long trains and cramped seats leave the upper spine aching by the time you arrive. A few slow moves help you loosen up before the working day begins.",
    "",
    ...(parts.prose ?? [
      "## Why it builds up",
      "",
      "Holding one posture for an hour makes the muscles tire. Looking down at a phone adds to the load on the upper spine.",
    ]),
    "",
    sectionHeading(ROUTINE_HEADING, "three slow moves"),
    "",
    ...moves.flatMap((title, i) => [
      moveHeading(i + 1, title),
      "",
      "**5 repetitions.** Start: sit tall with your feet flat.",
      "",
      "1. Move slowly.",
      "2. Return to the start.",
      "",
    ]),
    sectionHeading(PROFESSIONAL_HEADING),
    "",
    ...(parts.signs ?? ["- Pain that spreads down an arm with numbness or weakness."]),
    "",
    sectionHeading(SOURCES_HEADING),
    "",
    ...sources.map((s, i) => sourceLine(i + 1, s)),
    "",
  ].join("\n");
}

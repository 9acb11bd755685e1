/**
 * The gate's reference data from a seed folder (ops/seed): the movement library's facts by workout title, every
 * pain point's knowledge sources, and the topic phrases (the matrix's and every move title). The workflow may
 * read the same from the database; the eval report (ops/eval/pages) and tests read the seed.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { MovementInstructionsSchema } from "@movebreak/shared/contracts/movement-instructions";
import { PainPointKnowledgeSchema } from "@movebreak/shared/contracts/pain-point-knowledge";
import { z } from "zod";
import type { TopicMatrix } from "../../generation/types";
import type { KnowledgeSources, MoveFacts } from "./editor-gate";
import { topicPhrasesOf } from "./phrases";

export interface EditorGateData {
  /** By workout title (structured-cloneable, for the CPU pool). */
  moves: Record<string, MoveFacts>;
  knowledge: KnowledgeSources[];
  topicPhrases: string[];
}

const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, "utf8")) as unknown;

export async function loadEditorGateData(seedDir: string, matrix: TopicMatrix): Promise<EditorGateData> {
  const library = z
    .object({ moves: z.record(z.string(), MovementInstructionsSchema) })
    .parse(await readJson(join(seedDir, "movement-library.json"))).moves;
  const knowledge = z
    .object({ painPoints: z.array(PainPointKnowledgeSchema) })
    .parse(await readJson(join(seedDir, "pain-points.json"))).painPoints;
  const moves: Record<string, MoveFacts> = {};
  for (const [title, instructions] of Object.entries(library))
    moves[title] = { movement: instructions.movement, avoid: instructions.avoid };
  return {
    moves,
    knowledge: knowledge.map((k) => ({ id: k.id, sources: k.sources })),
    topicPhrases: topicPhrasesOf(matrix, Object.keys(library)),
  };
}

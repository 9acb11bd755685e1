import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type TopicMatrix, TopicMatrixSchema } from "./types";

/** Checks a parsed topic matrix, with a message that names the failing field. */
export function parseTopicMatrix(json: unknown, source = "topic matrix"): TopicMatrix {
  const result = TopicMatrixSchema.safeParse(json);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new Error(`Invalid ${source}: ${first?.path.join(".") || "(root)"}: ${first?.message ?? "unknown error"}`);
  }
  return result.data;
}

async function readJson(path: string, what: string): Promise<unknown> {
  const text = await readFile(path, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`Invalid ${what} ${path}: not JSON (${(error as Error).message})`);
  }
}

/**
 * Reads ops/seed/topic-matrix.json (or another file of the same shape) with each pain point's sourced knowledge
 * from pain-points.json beside it, when that file exists: pages are written from the knowledge.
 */
export async function loadTopicMatrix(path: string): Promise<TopicMatrix> {
  const json = (await readJson(path, "topic matrix")) as { painPoints?: { id?: unknown }[] };
  const knowledgePath = join(dirname(path), "pain-points.json");
  const knowledge = (await readJson(knowledgePath, "pain-point knowledge").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return { painPoints: [] };
    throw error;
  })) as { painPoints?: { id?: unknown }[] };
  const byId = new Map((knowledge.painPoints ?? []).map((entry) => [entry.id, entry]));
  const joined = Array.isArray(json.painPoints)
    ? { ...json, painPoints: json.painPoints.map((p) => (byId.has(p.id) ? { ...p, knowledge: byId.get(p.id) } : p)) }
    : json;
  return parseTopicMatrix(joined, `topic matrix ${path}`);
}

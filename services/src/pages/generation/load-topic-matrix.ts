import { readFile } from "node:fs/promises";
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

/** Reads ops/seed/topic-matrix.json (or another file of the same shape). */
export async function loadTopicMatrix(path: string): Promise<TopicMatrix> {
  const text = await readFile(path, "utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Invalid topic matrix ${path}: not JSON (${(error as Error).message})`);
  }
  return parseTopicMatrix(json, `topic matrix ${path}`);
}

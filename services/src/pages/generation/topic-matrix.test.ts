import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SLUG_PATTERN } from "@movebreak/shared/slug";
import { describe, expect, it } from "vitest";
import { loadTopicMatrix } from "./load-topic-matrix";
import { allTopics } from "./select-topic";
import { loadFixtures, MATRIX_PATH } from "./test-fixtures";
import { HUB_CONTEXT_ID, MAX_TOPIC_SLUG_LENGTH } from "./topic-slug";
import { TopicMatrixSchema } from "./types";

describe("the topic matrix file", () => {
  it("when parsed, then it passes its schema, holds the hubs' context and every place the knowledge writes about", async () => {
    const json = JSON.parse(await readFile(MATRIX_PATH, "utf8"));
    const matrix = TopicMatrixSchema.parse(json);
    expect(matrix.painPoints.length).toBeGreaterThanOrEqual(8);
    const contexts = new Set(matrix.contexts.map((context) => context.id));
    expect(contexts.has(HUB_CONTEXT_ID)).toBe(true);
    const { matrix: joined } = await loadFixtures();
    expect(joined.painPoints.every((p) => p.knowledge !== undefined)).toBe(true);
    for (const painPoint of joined.painPoints)
      for (const place of painPoint.knowledge?.places ?? []) expect(contexts.has(place.context)).toBe(true);
  });

  it("when its location ids are looked up, then every one exists in ops/seed/locations.json", async () => {
    const { matrix, catalog } = await loadFixtures();
    const known = new Set(catalog.locations.map((location) => location.id));
    const used = [...matrix.painPoints, ...matrix.contexts].flatMap((entry) => entry.locationIds);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((id) => !known.has(id))).toEqual([]);
  });

  it("when every combination gets its slug, then slugs are unique, valid and at most 80 characters", async () => {
    const { matrix } = await loadFixtures();
    const slugs = allTopics(matrix).map((topic) => topic.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(SLUG_PATTERN);
      expect(slug.length).toBeLessThanOrEqual(MAX_TOPIC_SLUG_LENGTH);
    }
  });

  it("when a file breaks the schema, then the loader names the failing field", async () => {
    const dir = await mkdtemp(join(tmpdir(), "topic-matrix-"));
    const path = join(dir, "matrix.json");
    const json = JSON.parse(await readFile(MATRIX_PATH, "utf8"));
    json.painPoints = json.painPoints.slice(0, 3);
    await writeFile(path, JSON.stringify(json));
    await expect(loadTopicMatrix(path)).rejects.toThrow(/painPoints/);
    await writeFile(path, "{ not json");
    await expect(loadTopicMatrix(path)).rejects.toThrow(/not JSON/);
  });
});

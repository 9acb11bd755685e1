import { describe, expect, it } from "vitest";
import { workoutMisfits } from "../quality/topic-rules";
import { MAX_MOVES, MIN_MOVES, matchExercises } from "./match-exercises";
import { allTopics } from "./select-topic";
import { loadFixtures } from "./test-fixtures";

const movesOf = (exercises: ReturnType<typeof matchExercises>) => exercises.locations.flatMap((l) => l.workouts);

describe("matchExercises (step 3)", () => {
  it("when run for every indexable topic, then the routine has 3 to 6 distinct taught moves that fit and are never avoided", async () => {
    const { matrix, catalog } = await loadFixtures();
    for (const topic of allTopics(matrix)) {
      const moves = movesOf(matchExercises(topic, catalog));
      expect(moves.length).toBeGreaterThanOrEqual(MIN_MOVES);
      expect(moves.length).toBeLessThanOrEqual(MAX_MOVES);
      const movements = moves.map((move) => move.instructions?.movement);
      expect(movements.every(Boolean)).toBe(true);
      expect(new Set(movements).size).toBe(moves.length);
      for (const move of moves) {
        expect(move.instructions?.avoid ?? []).not.toContain(topic.painPoint.id);
        const named = topic.painPoint.knowledge?.suitedMoves.includes(move.instructions?.movement ?? "");
        const judged = named ? { ...topic, painPoint: { ...topic.painPoint, bodyAreas: undefined } } : topic;
        expect(workoutMisfits(judged, move.title, move.tags)).toEqual([]);
      }
    }
  });

  it("when enough suited moves fit, then every move of the routine is one the knowledge or the move names as suited", async () => {
    const { matrix, catalog } = await loadFixtures();
    for (const topic of allTopics(matrix)) {
      const suited = new Set(topic.painPoint.knowledge?.suitedMoves ?? []);
      for (const move of movesOf(matchExercises(topic, catalog))) {
        const named =
          suited.has(move.instructions?.movement ?? "") ||
          move.instructions?.suits.includes(topic.painPoint.id as never);
        expect(named, `${move.title} on ${topic.slug}`).toBe(true);
      }
    }
  });

  it("when a move's instructions avoid the pain point, then no page on that pain point features it", async () => {
    const { matrix, catalog } = await loadFixtures();
    const shoulder = allTopics(matrix).filter((t) => t.painPoint.id === "shoulder-pain");
    expect(shoulder.length).toBeGreaterThan(0);
    for (const topic of shoulder) {
      const titles = movesOf(matchExercises(topic, catalog)).map((move) => move.title.toLowerCase());
      expect(titles.some((title) => /push-?up|dips/.test(title))).toBe(false);
    }
  });

  it("when the page is about the commute, then no standing move and nothing needing a chair or wall is featured", async () => {
    const { matrix, catalog } = await loadFixtures();
    const commute = matrix.contexts.find((c) => c.id === "commute");
    const painPoint = matrix.painPoints.find((p) => p.id === "stiff-legs");
    if (!commute || !painPoint) throw new Error("matrix lacks the commute or stiff legs");
    const topic = {
      ...(allTopics(matrix)[0] as typeof allTopics extends (...a: never[]) => (infer T)[] ? T : never),
      painPoint,
      context: commute,
      slug: "stiff-leg-relief-on-the-commute",
    };
    for (const move of movesOf(matchExercises(topic, catalog))) {
      expect(move.tags?.postures).toContain("seated");
      expect(move.tags?.equipment).toBe("none");
    }
  });

  it("when run twice for the same topic, then it gives the same routine", async () => {
    const { matrix, catalog } = await loadFixtures();
    const topic = allTopics(matrix)[3];
    if (!topic) throw new Error("no topics");
    expect(matchExercises(topic, catalog)).toEqual(matchExercises(topic, catalog));
  });
});

import { describe, expect, it } from "vitest";
import { workoutMisfits } from "../quality/topic-rules";
import { matchExercises } from "./match-exercises";
import { allTopics } from "./select-topic";
import { loadFixtures } from "./test-fixtures";

describe("matchExercises (step 3)", () => {
  it("when the pain point is neck pain, then Neck & Shoulders and Neck Relief are featured", async () => {
    const { matrix, catalog } = await loadFixtures();
    const topics = allTopics(matrix).filter((t) => t.painPoint.id === "neck-pain");
    expect(topics.length).toBeGreaterThan(0);
    for (const topic of topics) {
      const { locations } = matchExercises(topic, catalog, matrix);
      expect(locations.slice(0, 2).map((location) => [location.id, location.slug])).toEqual([
        ["neckAndShoulders", "neck-shoulders"],
        ["neckRelief", "neck-relief"],
      ]);
    }
  });

  it("when the pain point is back pain or lower back pain, then a back location comes first", async () => {
    const { matrix, catalog } = await loadFixtures();
    for (const painId of ["back-pain", "lower-back-pain"]) {
      for (const topic of allTopics(matrix).filter((t) => t.painPoint.id === painId)) {
        const first = matchExercises(topic, catalog, matrix).locations[0];
        expect(first?.id).toMatch(/back/i);
      }
    }
  });

  it("when run for every topic, then it gives 1-3 locations and 3 or more existing workouts in all, each fitting the topic, no title twice", async () => {
    const { matrix, catalog } = await loadFixtures();
    const workouts = new Map(catalog.workouts.map((workout) => [workout.id, workout]));
    for (const topic of allTopics(matrix)) {
      const { locations } = matchExercises(topic, catalog, matrix);
      expect(locations.length).toBeGreaterThanOrEqual(1);
      expect(locations.length).toBeLessThanOrEqual(3);
      const titles = locations.flatMap((location) => location.workouts.map((workout) => workout.title));
      expect(titles.length).toBeGreaterThanOrEqual(3);
      expect(new Set(titles).size).toBe(titles.length);
      for (const location of locations) {
        expect(location.workouts.length).toBeGreaterThanOrEqual(1);
        expect(location.workouts.length).toBeLessThanOrEqual(5);
        for (const workout of location.workouts) {
          const stored = workouts.get(workout.id);
          expect(stored?.locationId).toBe(location.id);
          expect(stored?.title).toBe(workout.title);
          expect(workoutMisfits(topic, workout.title, stored?.tags)).toEqual([]);
        }
      }
    }
  });

  it("when a move's instructions say never to prescribe it for the pain point, then no page on that pain point features it", async () => {
    const { matrix, catalog } = await loadFixtures();
    const avoided = new Map(catalog.workouts.map((workout) => [workout.id, workout.avoid ?? []]));
    // The seed's library avoids some moves for most pain points (dips and push-ups for shoulder and wrist pain).
    expect([...avoided.values()].filter((avoid) => avoid.length > 0).length).toBeGreaterThan(10);
    for (const topic of allTopics(matrix)) {
      const featured = matchExercises(topic, catalog, matrix).locations.flatMap((location) => location.workouts);
      for (const workout of featured) {
        expect(avoided.get(workout.id), `${topic.slug}: ${workout.title}`).not.toContain(topic.painPoint.id);
      }
    }
  });

  it("when the page is about the commute, then no standing move and nothing needing a chair or wall is featured", async () => {
    const { matrix, catalog } = await loadFixtures();
    const tags = new Map(catalog.workouts.map((workout) => [workout.id, workout.tags]));
    const commute = allTopics(matrix).filter((t) => t.context.id === "commute");
    expect(commute.length).toBeGreaterThan(0);
    for (const topic of commute)
      for (const location of matchExercises(topic, catalog, matrix).locations) {
        expect(location.title).not.toMatch(/standing/i);
        for (const workout of location.workouts) {
          expect(tags.get(workout.id)?.postures).toContain("seated");
          expect(tags.get(workout.id)?.equipment).toBe("none");
        }
      }
  });

  it("when the pain point is wrist pain, then only moves for the wrists are featured (no chair squats)", async () => {
    const { matrix, catalog } = await loadFixtures();
    const tags = new Map(catalog.workouts.map((workout) => [workout.id, workout.tags]));
    for (const topic of allTopics(matrix).filter((t) => t.painPoint.id === "wrist-pain")) {
      const moves = matchExercises(topic, catalog, matrix).locations.flatMap((l) => l.workouts);
      for (const move of moves) expect(tags.get(move.id)?.bodyAreas).toContain("wrists");
      expect(moves.map((m) => m.title)).not.toContain("Chair Squats");
    }
  });

  it("when run twice for the same topic, then it gives the same exercises", async () => {
    const { matrix, catalog } = await loadFixtures();
    const topic = allTopics(matrix)[123];
    if (!topic) throw new Error("no topic");
    expect(matchExercises(topic, catalog, matrix)).toEqual(matchExercises(topic, catalog, matrix));
  });

  it("when the pain point's locations are missing from the catalog, then other locations fill in", async () => {
    const { matrix, catalog } = await loadFixtures();
    const topic = allTopics(matrix).find((t) => t.painPoint.id === "neck-pain");
    if (!topic) throw new Error("no neck pain topic");
    const without = {
      locations: catalog.locations.filter((l) => !l.id.startsWith("neck")),
      workouts: catalog.workouts.filter((w) => !w.locationId.startsWith("neck")),
    };
    const { locations } = matchExercises(topic, without, matrix);
    expect(locations.length).toBeGreaterThanOrEqual(2);
    expect(locations.every((location) => !location.id.startsWith("neck"))).toBe(true);
  });
});

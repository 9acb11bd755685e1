import { readFileSync } from "node:fs";
import { ALL_LOCATION_IDS } from "@movebreak/shared/categories";
import { ExportFileSchemas } from "@movebreak/shared/contracts/admin";
import { ReviewSchema, SharedRoutineSchema } from "@movebreak/shared/contracts/catalog";
import { MovementInstructionsSchema, PAIN_POINT_IDS } from "@movebreak/shared/contracts/movement-instructions";
import { PainPointKnowledgeSchema, PLACE_CONTEXT_IDS } from "@movebreak/shared/contracts/pain-point-knowledge";
import { movementTypeOf } from "@movebreak/shared/demonstrations/classify";
import { drawingOf } from "@movebreak/shared/demonstrations/figure";
import { locationArt } from "@movebreak/shared/demonstrations/location-art";
import { isMovementType, MOVEMENTS } from "@movebreak/shared/demonstrations/movements";
import { toSlug } from "@movebreak/shared/slug";
import { describe, expect, it } from "vitest";

const read = (name: string) => JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), "utf8"));
const locations = ExportFileSchemas.locations.parse(read("locations"));
const workouts = ExportFileSchemas.workouts.parse(read("workouts"));
const content = ExportFileSchemas["location-content"].parse(read("location-content"));
const reviews = read("reviews").data.map((r: unknown) => ReviewSchema.parse(r));
const packs = read("shared-movebreaks").data.map((r: unknown) => SharedRoutineSchema.parse(r));
const library = new Map(
  Object.entries(read("movement-library").moves as Record<string, unknown>).map(([title, instructions]) => [
    title,
    MovementInstructionsSchema.parse(instructions),
  ]),
);
const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("the seed data", () => {
  it("when loaded, then it holds exactly the 24 locations of the five category groups, with unique slugs", () => {
    expect(locations.data.map((l) => l.id).sort()).toEqual([...ALL_LOCATION_IDS].sort());
    expect(new Set(locations.data.map((l) => toSlug(l.title))).size).toBe(24);
    expect(locations.count).toBe(24);
  });

  it("when loaded, then every location has 4 to 12 workouts and its workoutCount says so", () => {
    for (const location of locations.data) {
      const own = workouts.data.filter((w) => w.locationId === location.id);
      expect(own.length, location.id).toBeGreaterThanOrEqual(4);
      expect(own.length, location.id).toBeLessThanOrEqual(12);
      expect(location.workoutCount).toBe(own.length);
      expect(new Set(own.map((w) => w.title)).size).toBe(own.length);
    }
  });

  it("when loaded, then every location has content with an article of 300 or more words and SEO fields in their limits", () => {
    expect(content.data.map((c) => c.locationId).sort()).toEqual([...ALL_LOCATION_IDS].sort());
    for (const item of content.data) {
      expect(words(item.bodyContent), item.id).toBeGreaterThanOrEqual(300);
      expect(item.bodyContent).not.toMatch(/<script|on\w+=|style=/i);
      expect(item.seoTitle.length).toBeGreaterThan(0);
      expect(item.seoTitle.length).toBeLessThanOrEqual(60);
      expect(item.seoDescription.length).toBeLessThanOrEqual(160);
      expect(item.readingTime).toBe(Math.ceil(words(item.bodyContent) / 200));
      const location = locations.data.find((l) => l.id === item.locationId);
      expect(item.canonicalUrl).toBe(`https://movebreak.app/movements/${toSlug(location?.title ?? "")}`);
    }
  });

  it("when loaded, then no two articles share a paragraph", () => {
    const paragraphs = content.data.flatMap((c) => [...c.bodyContent.matchAll(/<p>(.*?)<\/p>/gs)].map((m) => m[1]));
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  it("when loaded, then there are 12 or more reviews and 3 or more shared packs whose exercises belong to their location", () => {
    expect(reviews.length).toBeGreaterThanOrEqual(12);
    expect(packs.length).toBeGreaterThanOrEqual(3);
    for (const pack of packs) {
      for (const id of pack.workoutIds)
        expect(workouts.data.find((w) => w.id === id)?.locationId).toBe(pack.locationId);
    }
  });

  it("when a description promises a size, then it is no more than the routine plays (at most 4 exercises of 15 s: one minute)", () => {
    const count = "(?:five|six|seven|eight|nine|ten|[5-9]|\\d{2,})";
    const tooMany = new RegExp(`\\b${count}[\\s-]+(?:\\w+[\\s-]+)?(?:moves?|stretch(?:es)?|exercises?|steps?)\\b`, "i");
    const tooLong =
      /\b(?:(?:two|three|four|five|ten|[2-9]|\d{2,})[\s-]*minutes?|(?:[7-9]\d|\d{3,})[\s-]*seconds?|30[\s-]*second moves)\b/i;
    const promises = [
      ...content.data.flatMap((c) =>
        [c.subtitle, c.description, c.seoDescription, c.seoTitle, c.displayTitle].map((text) => [c.locationId, text]),
      ),
      ...packs.map((p: { key: string; pack_description: string }) => [p.key, p.pack_description]),
    ];
    for (const [id, text] of promises) {
      expect(tooMany.test(text ?? ""), `${id}: ${text}`).toBe(false);
      expect(tooLong.test(text ?? ""), `${id}: ${text}`).toBe(false);
    }
  });

  it("when a location's article talks about moves, then it names only its routine's moves and promises no more than the player plays", () => {
    const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
    // Longest first, so "Standing Calf Raises" is not also read as "Calf Raises".
    const allTitles = [...new Set(workouts.data.map((w) => w.title))].sort((a, b) => b.length - a.length);
    const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const problems: string[] = [];
    for (const item of content.data) {
      const own = new Set(workouts.data.filter((w) => w.locationId === item.locationId).map((w) => w.title));
      let rest = text(item.bodyContent);
      for (const title of allTitles) {
        const named = new RegExp(`\\b${literal(title)}\\b`, "gi");
        if (named.test(rest) && !own.has(title)) problems.push(`${item.locationId} names ${title}, not in its routine`);
        rest = rest.replace(named, " ");
      }
      const body = text(item.bodyContent);
      // The player sits above the article.
      for (const m of body.matchAll(/\b(?:routine|moves?|exercises?|stretches|sequence)\s+below\b/gi))
        problems.push(`${item.locationId}: "${m[0]}"`);
      // A routine of N moves or steps: at most what the player plays, or the location's own count.
      for (const m of body.matchAll(
        /\b(five|six|seven|eight|nine|ten|\d+)[\s-]+(?:\w+[\s-]+)?(?:moves?|steps?|exercises?|stretch(?:es)?)\b/gi,
      )) {
        const n =
          Number(m[1]) || ["five", "six", "seven", "eight", "nine", "ten"].indexOf((m[1] ?? "").toLowerCase()) + 5;
        if (n > 4 && n !== own.size) problems.push(`${item.locationId}: "${m[0]}"`);
      }
      // A hold or a move's time: at most the player's 15 s slot; a routine of minutes is longer than it plays.
      for (const m of body.matchAll(/\b(\d+|twenty|thirty|forty|forty-five|sixty|ninety)[\s-]*seconds?\b/gi)) {
        const words: Record<string, number> = {
          twenty: 20,
          thirty: 30,
          forty: 40,
          "forty-five": 45,
          sixty: 60,
          ninety: 90,
        };
        const n = Number(m[1]) || words[(m[1] ?? "").toLowerCase()] || 0;
        if (n > 15) problems.push(`${item.locationId}: "${m[0]}"`);
      }
      // One minute is what the player plays (4 moves of 15 s).
      for (const m of body.matchAll(
        /\b(?:[2-9]|\d{2,}|two|three|four|five|ten)[\s-]*minutes?\s+(?:\w+\s+)?(?:routine|sequence|reset|workout)\b/gi,
      ))
        problems.push(`${item.locationId}: "${m[0]}"`);
    }
    expect(problems).toEqual([]);
  });

  it("when the movement library is loaded, then every seeded workout (163 of 163) is taught, and every move in it is one a workout has", () => {
    const untaught = workouts.data.filter((w) => !library.has(w.title)).map((w) => w.title);
    expect(untaught).toEqual([]);
    expect(workouts.data).toHaveLength(163);
    const titles = new Set(workouts.data.map((w) => w.title));
    expect([...library.keys()].filter((title) => !titles.has(title))).toEqual([]);
  });

  it("when the pain-point knowledge is loaded, then each pain point is known once, with its sources, and its moves agree with the movement library", () => {
    const knowledge = read("pain-points").painPoints.map((raw: unknown) => PainPointKnowledgeSchema.parse(raw));
    expect(knowledge.map((k: { id: string }) => k.id).sort()).toEqual([...PAIN_POINT_IDS].sort());
    const moves = [...library.values()];
    for (const k of knowledge as ReturnType<typeof PainPointKnowledgeSchema.parse>[]) {
      // Never prescribed here = avoided for it by every title of the movement, and the other way round.
      const avoided = new Set(moves.filter((m) => m.avoid.includes(k.id)).map((m) => m.movement));
      expect([...avoided].sort(), k.id).toEqual([...new Set(k.neverMoves)].sort());
      for (const movement of k.suitedMoves) expect(avoided.has(movement), `${k.id}: ${movement}`).toBe(false);
      // Warning signs are the pain point's own, not one sentence for all.
      const others = knowledge.filter((o: { id: string }) => o.id !== k.id);
      for (const sign of k.warningSigns) {
        const shared = others.filter((o: { warningSigns: { text: string }[] }) =>
          o.warningSigns.some((w) => w.text === sign.text),
        );
        expect(shared.length, `${k.id}: ${sign.text}`).toBeLessThanOrEqual(1);
      }
      for (const source of k.sources)
        expect(new URL(source.url).hostname, k.id).not.toMatch(/scribd|blogspot|medium\.com/);
    }
  });

  it("when the pain-point knowledge is loaded, then every pain point has 2 or 3 places, each a topic-matrix context given once, with 3 to 5 notes that cite its own sources", () => {
    const matrixContexts = new Set(read("topic-matrix").contexts.map((c: { id: string }) => c.id));
    for (const raw of read("pain-points").painPoints) {
      const k = PainPointKnowledgeSchema.parse(raw);
      expect(k.places.length, k.id).toBeGreaterThanOrEqual(2);
      expect(k.places.length, k.id).toBeLessThanOrEqual(3);
      const contexts = k.places.map((place) => place.context);
      expect(new Set(contexts).size, k.id).toBe(contexts.length);
      for (const place of k.places) {
        expect(PLACE_CONTEXT_IDS, k.id).toContain(place.context);
        expect(matrixContexts.has(place.context), `${k.id}: ${place.context}`).toBe(true);
        expect(place.notes.length, `${k.id}: ${place.context}`).toBeGreaterThanOrEqual(3);
        expect(place.notes.length, `${k.id}: ${place.context}`).toBeLessThanOrEqual(5);
        for (const note of place.notes) {
          expect(note.sources.length, note.text).toBeGreaterThan(0);
          for (const index of note.sources) expect(k.sources[index], `${k.id}: ${note.text}`).toBeDefined();
        }
      }
    }
  });

  it("when a pain point's places repeat a context or a note cites a source it does not list, then the contract refuses it", () => {
    const raw = read("pain-points").painPoints[0];
    const [first] = raw.places;
    expect(PainPointKnowledgeSchema.safeParse({ ...raw, places: [first, first] }).success).toBe(false);
    const uncited = { ...first, notes: [...first.notes.slice(1), { text: first.notes[0].text, sources: [999] }] };
    expect(PainPointKnowledgeSchema.safeParse({ ...raw, places: [uncited, raw.places[1]] }).success).toBe(false);
    expect(
      PainPointKnowledgeSchema.safeParse({ ...raw, places: [{ ...first, context: "garden" }, raw.places[1]] }).success,
    ).toBe(false);
  });

  it("when the moves are drawn, then every distinct movement has a drawing of its own, no two drawings are alike, and no routine shows one drawing twice", () => {
    const movements = new Set([...library.values()].map((move) => move.movement));
    expect([...movements].filter((movement) => !isMovementType(movement))).toEqual([]);
    const drawings = [...movements].map((movement) => {
      const { label: _label, ...drawn } = MOVEMENTS[movement as keyof typeof MOVEMENTS] as { label: string };
      return JSON.stringify(drawn);
    });
    expect(new Set(drawings).size).toBe(movements.size);
    // Each card and hero draws its key move by the library's movement for it.
    for (const location of locations.data) {
      const art = locationArt(location.id);
      expect(art.movement, location.id).toBe(library.get(art.exercise)?.movement);
    }
    for (const location of locations.data) {
      const shown = workouts.data
        .filter((w) => w.locationId === location.id)
        .map((w) => drawingOf(w.title, library.get(w.title)?.movement));
      expect(new Set(shown).size, location.id).toBe(shown.length);
    }
  });

  it("when titles are the same movement, then they share one movement id and the pain points it suits and avoids", () => {
    const byMovement = new Map<string, string[]>();
    for (const [title, move] of library)
      byMovement.set(move.movement, [...(byMovement.get(move.movement) ?? []), title]);
    expect(byMovement.size).toBeGreaterThanOrEqual(100);
    for (const [movement, titles] of byMovement) {
      const lists = titles.map((title) => {
        const move = library.get(title);
        return JSON.stringify([move?.suits.toSorted(), move?.avoid.toSorted()]);
      });
      expect(new Set(lists).size, movement).toBe(1);
    }
  });

  it("when a move has sources, then each is an https page of a health service, professional body or review, never a copy", () => {
    for (const [title, move] of library) {
      for (const source of move.sources) {
        expect(new URL(source.url).hostname, title).not.toMatch(/scribd|pinterest|medium\.com|blogspot/);
      }
    }
  });

  it("when each workout's demonstration is chosen, then every one gets a movement of its own kind (none falls back)", () => {
    for (const workout of workouts.data) expect(movementTypeOf(workout.title), workout.title).not.toBe("breathe");
  });
});

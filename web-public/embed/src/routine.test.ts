import { describe, expect, it } from "vitest";
import { readRoutine, routineUrl } from "./routine";

const api = "https://site.test";

describe("routine answers", () => {
  it("when a location is asked for, then the embed endpoint is read, with the id encoded", () => {
    expect(routineUrl(api, { location: "armsOnly" })).toBe("https://site.test/api/embed/location/armsOnly");
    expect(routineUrl(api, { location: "a/b c" })).toBe("https://site.test/api/embed/location/a%2Fb%20c");
  });

  it("when a workout has no clip (videoUrl null), then it is still played, with no clip address", () => {
    const body = {
      location: { id: "sitAndStand", title: "sit and stand", slug: "sit-and-stand" },
      workouts: [{ id: "w1", title: "Sit-to-Stand", locationId: "sitAndStand", videoUrl: null }],
    };
    expect(readRoutine(body, { location: "sitAndStand" }, api)).toMatchObject({
      title: "Sit and Stand",
      exercises: [{ id: "w1", title: "Sit-to-Stand", videoUrl: null }],
    });
  });

  it("when a shared key is asked for, then the shared routine endpoint is read", () => {
    expect(routineUrl(api, { sharedKey: "neck-saver" })).toBe("https://site.test/api/shared-movebreaks/neck-saver");
  });

  it("when the location answer has workouts, then the title is in title case and the clips are absolute", () => {
    const body = {
      location: { id: "armsOnly", title: "arms only", slug: "arms-only" },
      workouts: [
        { id: "w1", title: "Seated Arm Circles", locationId: "armsOnly", videoUrl: "/media/workouts/w1.mp4" },
        { id: "w2", title: "Desk Push-Ups", locationId: "armsOnly", videoUrl: "https://cdn.test/w2.mp4" },
      ],
    };
    expect(readRoutine(body, { location: "armsOnly" }, api)).toEqual({
      title: "Arms Only",
      ordered: false,
      exercises: [
        { id: "w1", title: "Seated Arm Circles", videoUrl: "https://site.test/media/workouts/w1.mp4" },
        { id: "w2", title: "Desk Push-Ups", videoUrl: "https://cdn.test/w2.mp4" },
      ],
    });
  });

  it("when a shared pack names its workouts, then it is played in order under its pack title", () => {
    const body = {
      key: "neck-saver",
      pack_title: "neck saver",
      pack_description: "",
      locationId: "neckRelief",
      workoutIds: ["w2", "w1"],
      opens: 3,
      workouts: [
        { id: "w2", title: "Chin Tucks", locationId: "neckRelief", videoUrl: "https://cdn.test/w2.mp4" },
        { id: "w1", title: "Neck Rolls", locationId: "neckRelief", videoUrl: "https://cdn.test/w1.mp4" },
      ],
    };
    expect(readRoutine(body, { sharedKey: "neck-saver" }, api)).toMatchObject({ title: "Neck Saver", ordered: true });
    expect(readRoutine({ ...body, workoutIds: [] }, { sharedKey: "neck-saver" }, api)).toMatchObject({
      ordered: false,
    });
  });

  it("when the answer is empty or malformed, then there is nothing to play", () => {
    expect(readRoutine(null, { location: "x" }, api)).toBeNull();
    expect(readRoutine("oops", { location: "x" }, api)).toBeNull();
    expect(readRoutine({ location: { title: "X" }, workouts: [] }, { location: "x" }, api)).toBeNull();
    expect(readRoutine({ workouts: [{ id: 1, title: "A", videoUrl: "/a.mp4" }] }, { location: "x" }, api)).toBeNull();
    expect(readRoutine({ error: "Location not found" }, { location: "x" }, api)).toBeNull();
  });
});

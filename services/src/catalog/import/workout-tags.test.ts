import { WorkoutRecordSchema } from "@movebreak/shared/contracts/admin";
import { describe, expect, it } from "vitest";

describe("the workout import format's optional tags (issue 19)", () => {
  it("when a record has no tags (a file made before tags), then it still parses", () => {
    expect(WorkoutRecordSchema.parse({ id: "w-1", title: "Chin Tucks", locationId: "neckRelief" })).toEqual({
      id: "w-1",
      title: "Chin Tucks",
      locationId: "neckRelief",
    });
  });

  it("when a record has body areas, postures and equipment, then they are kept", () => {
    const record = {
      id: "w-2",
      title: "Wall Angels",
      locationId: "backPain",
      bodyAreas: ["upper-back", "shoulders"],
      postures: ["standing"],
      equipment: "wall",
    };
    expect(WorkoutRecordSchema.parse(record)).toEqual(record);
  });

  it("when a tag is not one of the known values, then the record is refused with the field's path", () => {
    const result = WorkoutRecordSchema.safeParse({
      id: "w-3",
      title: "Jaw Release",
      locationId: "faceYoga",
      bodyAreas: ["jaw"],
      equipment: "dumbbell",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["bodyAreas.0", "equipment"]);
  });
});

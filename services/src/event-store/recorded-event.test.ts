import { type EventDefinition, storedVersionOf, upcastData } from "@movebreak/shared/event-definition";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { metaToStore, upcast } from "./recorded-event";

describe("event versions", () => {
  it("when an automation event is stored, then its meta carries its type's schema version", () => {
    expect(metaToStore("RunStarted", { actor: "system" })).toEqual({ actor: "system", schemaVersion: 1 });
    expect(metaToStore("SomethingUnknown", { actor: "system" })).toEqual({ actor: "system" });
  });

  it("when an event was stored before versions were stamped, then it reads as version 1", () => {
    expect(storedVersionOf({ actor: "system" })).toBe(1);
    expect(storedVersionOf({ actor: "system", schemaVersion: 2 })).toBe(2);
  });

  it("when data was stored at an older version, then the type's upcaster turns it into today's", () => {
    const renamed: EventDefinition = {
      version: 2,
      schema: z.object({ minutes: z.number() }),
      upcast: (from, data) => (from === 1 ? { minutes: (data as { mins: number }).mins } : data),
    };
    expect(upcastData(renamed, 1, { mins: 5 })).toEqual({ minutes: 5 });
    expect(upcastData(renamed, 2, { minutes: 5 })).toEqual({ minutes: 5 });
  });

  it("when a type has no upcaster, then a read returns the stored event as it is", () => {
    const event = {
      seq: 1,
      streamId: "automation",
      version: 1,
      type: "RunStarted",
      data: { runId: "r" },
      meta: {},
      occurredAt: "",
    };
    expect(upcast(event)).toBe(event);
  });
});

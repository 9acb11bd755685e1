import { z } from "zod";

/**
 * One stored event type: the version its writers write today, the schema of that version's data,
 * and how data stored at an older version reads as today's. A change to an event's shape bumps
 * `version` and adds an `upcast` from the older versions; stored events keep the version they were
 * written with (meta.schemaVersion) and are upcast when read.
 */
export interface EventDefinition<Schema extends z.ZodType = z.ZodType> {
  version: number;
  schema: Schema;
  /** Data stored at `storedVersion` as the current version's data; identity when absent. */
  upcast?: (storedVersion: number, data: unknown) => unknown;
}

export type EventDefinitions = Record<string, EventDefinition>;

/** The `{ type, data }` union of a set of definitions. */
export type EventOf<Defs extends EventDefinitions> = {
  [T in keyof Defs & string]: { type: T; data: z.output<Defs[T]["schema"]> };
}[keyof Defs & string];

/** Where a stored event's schema version lives; events written before versions were stamped are version 1. */
export function storedVersionOf(meta: unknown): number {
  const version = (meta as { schemaVersion?: unknown } | null)?.schemaVersion;
  return typeof version === "number" ? version : 1;
}

/** Data as its type's current version: upcast when it was stored at an older one. */
export function upcastData(definition: EventDefinition | undefined, storedVersion: number, data: unknown): unknown {
  if (!definition?.upcast || storedVersion === definition.version) return data;
  return definition.upcast(storedVersion, data);
}

/**
 * The discriminated union (on `type`) of `{ ...fields, type, data }`, one member per event type,
 * for schemas that carry events of several types (the history API).
 */
export function eventUnionSchema<Defs extends EventDefinitions, Shape extends z.ZodRawShape>(
  definitions: Defs,
  fields: Shape,
): z.ZodType<z.output<z.ZodObject<Shape>> & EventOf<Defs>> {
  const members = Object.entries(definitions).map(([type, definition]) =>
    z.object({ ...fields, type: z.literal(type), data: definition.schema }),
  );
  return z.discriminatedUnion("type", members as unknown as [z.ZodObject, ...z.ZodObject[]]) as never;
}

import type { AutomationEventData, AutomationEventType } from "@movebreak/shared/automation-events";

/*
 * The machine's events follow from the stored ones by one naming rule, so a new stored type needs no
 * mapping here: `NextRunScheduled` is `next_run.scheduled` (the last word is the verb, the words before it
 * the subject in snake_case), carrying the stored data plus the time it happened.
 */

type Words<S extends string, Word extends string = "", Out extends string[] = []> = S extends `${infer C}${infer Rest}`
  ? C extends Lowercase<C>
    ? Words<Rest, `${Word}${C}`, Out>
    : Word extends ""
      ? Words<Rest, Lowercase<C>, Out>
      : Words<Rest, Lowercase<C>, [...Out, Word]>
  : Word extends ""
    ? Out
    : [...Out, Word];

type Join<T extends string[]> = T extends [infer Only extends string]
  ? Only
  : T extends [infer First extends string, ...infer Rest extends string[]]
    ? `${First}_${Join<Rest>}`
    : "";

/** `NextRunScheduled` -> `next_run.scheduled`, as a type. */
export type MachineEventName<T extends string> =
  Words<T> extends [...infer Subject extends string[], infer Verb extends string] ? `${Join<Subject>}.${Verb}` : never;

/** `NextRunScheduled` -> `next_run.scheduled`. */
export function machineEventName<T extends string>(type: T): MachineEventName<T> {
  const words = type.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  const verb = words.pop();
  return `${words.join("_")}.${verb}` as MachineEventName<T>;
}

/** A type's data; an empty schema's `Record<string, never>` would refuse the `type` and `at` beside it. */
type DataOf<T extends AutomationEventType> = string extends keyof AutomationEventData<T>
  ? unknown
  : AutomationEventData<T>;

/** Every stored automation event as the machine sees it. */
export type MachineEvent = {
  [T in AutomationEventType]: { type: MachineEventName<T>; at: string } & DataOf<T>;
}[AutomationEventType];

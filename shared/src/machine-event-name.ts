/*
 * The automation machine's name for a stored event type, by one rule: the last word is the verb, the words
 * before it the subject in snake_case (`NextRunScheduled` is `next_run.scheduled`). The server's machine and
 * the admin's state diagram both name events by it.
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

import type { AutomationEventData, AutomationEventType } from "@movebreak/shared/automation-events";
import type { MachineEventName } from "@movebreak/shared/machine-event-name";

export { type MachineEventName, machineEventName } from "@movebreak/shared/machine-event-name";

/*
 * The machine's events follow from the stored ones by one naming rule, so a new stored type needs no
 * mapping here: `NextRunScheduled` is `next_run.scheduled` (the last word is the verb, the words before it
 * the subject in snake_case), carrying the stored data plus the time it happened.
 */

/** A type's data; an empty schema's `Record<string, never>` would refuse the `type` and `at` beside it. */
type DataOf<T extends AutomationEventType> = string extends keyof AutomationEventData<T>
  ? unknown
  : AutomationEventData<T>;

/** Every stored automation event as the machine sees it. */
export type MachineEvent = {
  [T in AutomationEventType]: { type: MachineEventName<T>; at: string } & DataOf<T>;
}[AutomationEventType];

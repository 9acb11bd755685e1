import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { machineEventName } from "@movebreak/shared/machine-event-name";
import { ApiError } from "@/lib/api-client";
import { useAutomationStateAt } from "../api/get-automation-state-at";

/** Where the machine was before the selected event (null: its initial state), and the event's machine name. */
export interface SelectedTransition {
  from: Record<string, string> | null;
  event: string;
}

/**
 * The transition the selected event made, for the state diagram to animate: the state before it is the
 * state at the seq before (the server folds every automation event up to it). Only automation events
 * move the machine; an admin-audit event has no transition.
 */
export function useSelectedTransition(selected: HistoryEvent | null): SelectedTransition | null {
  const automation = selected?.streamId === AUTOMATION_STREAM;
  const beforeSeq = selected && automation && selected.seq > 1 ? selected.seq - 1 : null;
  const before = useAutomationStateAt(beforeSeq);
  if (!selected || !automation) return null;
  const event = machineEventName(selected.type);
  if (beforeSeq === null) return { from: null, event };
  // A 404 means no automation event came before this one: the machine was in its initial state.
  if (before.error)
    return before.error instanceof ApiError && before.error.status === 404 ? { from: null, event } : null;
  return before.data ? { from: before.data.machine.value, event } : null;
}

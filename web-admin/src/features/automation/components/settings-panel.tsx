import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES } from "@movebreak/shared/automation";
import type { AutomationStatus } from "@movebreak/shared/contracts/automation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/ui/toast/toast-context";
import { serverErrorMessage } from "@/lib/server-error-message";
import { useUpdateInterval } from "../api/update-interval";
import { useUpdateMaxRunTime } from "../api/update-max-run-time";
import { useUpdateTopicLearning } from "../api/update-topic-learning";
import { formatMinutesAndHours } from "../utils/format";

/** A whole number within [min, max], else null (empty, decimals and text are all invalid). */
function parseWholeMinutes(text: string, { min, max }: { min: number; max: number }): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** Admin spec section 5: the interval and the max run time, checked here before any call. */
export function SettingsPanel({ status }: { status: AutomationStatus | undefined }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <IntervalForm current={status?.intervalMinutes ?? AUTOMATION_LIMITS.interval.default} />
      <MaxRunTimeForm current={status ? status.maxRunTimeMinutes : null} />
      <TopicLearningForm current={status?.topicLearning ?? true} />
    </div>
  );
}

function IntervalForm({ current }: { current: number }) {
  const { toast } = useToast();
  const id = useId();
  const [value, setValue] = useState(String(current));
  const update = useUpdateInterval({
    onSuccess: (result) => toast({ title: result.message }),
    onError: (error) =>
      toast({
        title: "Failed to Update Interval",
        description: serverErrorMessage(error, "The interval could not be updated. Please try again."),
        variant: "destructive",
      }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minutes = parseWholeMinutes(value, AUTOMATION_LIMITS.interval);
    if (minutes === null) {
      toast({ title: "Invalid Interval", description: AUTOMATION_MESSAGES.invalidInterval, variant: "destructive" });
      return;
    }
    update.mutate(minutes);
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <h3 className="font-semibold text-slate-900">Run interval</h3>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id}>Interval (minutes)</Label>
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={AUTOMATION_LIMITS.interval.min}
            max={AUTOMATION_LIMITS.interval.max}
            step={1}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="text-slate-600 text-sm">
            The wait after a run completes before the next one starts: 1 to 1440 minutes. Now {current} min.
          </p>
        </div>
        <Button type="submit" disabled={update.isPending} className="self-start">
          {update.isPending ? "Saving..." : "Update Interval"}
        </Button>
      </form>
    </Card>
  );
}

function MaxRunTimeForm({ current }: { current: number | null }) {
  const { toast } = useToast();
  const id = useId();
  const [value, setValue] = useState(current === null ? "" : String(current));
  const [unlimited, setUnlimited] = useState(current === null);
  const update = useUpdateMaxRunTime({
    onSuccess: (result) => toast({ title: result.message }),
    onError: (error) =>
      toast({
        title: "Failed to Update Max Run Time",
        description: serverErrorMessage(error, "The max run time could not be updated. Please try again."),
        variant: "destructive",
      }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (unlimited) {
      update.mutate(null);
      return;
    }
    const minutes = parseWholeMinutes(value, AUTOMATION_LIMITS.maxRunTime);
    if (minutes === null) {
      toast({
        title: "Invalid Max Run Time",
        description: AUTOMATION_MESSAGES.invalidMaxRunTime,
        variant: "destructive",
      });
      return;
    }
    update.mutate(minutes);
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <h3 className="font-semibold text-slate-900">Max run time</h3>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id}>Max run time (minutes)</Label>
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={AUTOMATION_LIMITS.maxRunTime.min}
            max={AUTOMATION_LIMITS.maxRunTime.max}
            step={1}
            placeholder={String(AUTOMATION_LIMITS.maxRunTime.placeholder)}
            value={value}
            disabled={unlimited}
            onChange={(event) => setValue(event.target.value)}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="text-slate-600 text-sm">
            5 to 10080 minutes (7 days) of running time, then the automation stops by itself (recommended: 4 hours). Now{" "}
            {current === null ? "unlimited" : formatMinutesAndHours(current)}.
          </p>
        </div>
        <label className="flex items-center gap-2 text-slate-800 text-sm">
          <input
            type="checkbox"
            checked={unlimited}
            onChange={(event) => setUnlimited(event.target.checked)}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          Unlimited (no auto-stop)
        </label>
        <Button type="submit" disabled={update.isPending} className="self-start">
          {update.isPending ? "Saving..." : "Update Max Run Time"}
        </Button>
      </form>
    </Card>
  );
}

/**
 * Issue 35: step 1 picks the next page's topic by its earlier pages' store clicks (Thompson sampling, with some
 * runs left to exploring), or, turned off, only spreads topics across the matrix. Saved as soon as it is changed.
 */
function TopicLearningForm({ current }: { current: boolean }) {
  const { toast } = useToast();
  const id = useId();
  const update = useUpdateTopicLearning({
    onSuccess: (result) => toast({ title: result.message }),
    onError: (error) =>
      toast({
        title: "Failed to Update Topic Learning",
        description: serverErrorMessage(error, "Topic learning could not be changed. Please try again."),
        variant: "destructive",
      }),
  });
  // What the operator asked for shows at once; the status poll then confirms it.
  const checked = update.isPending && update.variables !== undefined ? update.variables : current;

  return (
    <Card className="lg:col-span-2">
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-slate-900">Topic learning</h3>
        <label className="flex items-center gap-2 text-slate-800 text-sm">
          <input
            type="checkbox"
            checked={checked}
            // aria-disabled, not disabled: a disabled box drops the keyboard focus mid-save. A change while
            // the last one is saving is ignored (the box keeps showing what was asked).
            aria-disabled={update.isPending}
            onChange={(event) => {
              if (!update.isPending) update.mutate(event.target.checked);
            }}
            aria-describedby={`${id}-hint`}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          Learn from store clicks
        </label>
        <p id={`${id}-hint`} className="text-slate-600 text-sm">
          On: step 1 favours the topics whose pages send visitors to the store (click rate per page view), and still
          tries others on 1 run in 10. Off: topics are spread evenly across the matrix. Each run's reason is in History.
        </p>
      </div>
    </Card>
  );
}

import type { AutomationStatusValue } from "@movebreak/shared/contracts/automation";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast/toast-context";
import { serverErrorMessage } from "@/lib/server-error-message";
import type { CommandMutationOptions } from "../api/automation-command";
import { usePauseAutomation } from "../api/pause-automation";
import { useResumeAutomation } from "../api/resume-automation";
import { useStartAutomation } from "../api/start-automation";
import { useStopAutomation } from "../api/stop-automation";

function useCommandToasts(failureTitle: string, fallback: string): CommandMutationOptions {
  const { toast } = useToast();
  return {
    onSuccess: (result) => toast({ title: result.message }),
    onError: (error) =>
      toast({ title: failureTitle, description: serverErrorMessage(error, fallback), variant: "destructive" }),
  };
}

/** The buttons the status allows (admin spec section 4): Start; Pause and Stop; Resume and Stop. */
export function AutomationControls({ status }: { status: AutomationStatusValue | string }) {
  const start = useStartAutomation(
    useCommandToasts("Failed to Start Automation", "The automation could not be started. Please try again."),
  );
  const stop = useStopAutomation(
    useCommandToasts("Failed to Stop Automation", "The automation could not be stopped. Please try again."),
  );
  const pause = usePauseAutomation(
    useCommandToasts("Failed to Pause Automation", "The automation could not be paused. Please try again."),
  );
  const resume = useResumeAutomation(
    useCommandToasts("Failed to Resume Automation", "The automation could not be resumed. Please try again."),
  );
  const busy = start.isPending || stop.isPending || pause.isPending || resume.isPending;

  return (
    <div className="flex flex-wrap gap-2">
      {status === "stopped" || status === "error" ? (
        <Button onClick={() => start.mutate()} disabled={busy}>
          <PlayIcon />
          {start.isPending ? "Starting..." : "Start Automation"}
        </Button>
      ) : null}
      {status === "running" ? (
        <Button variant="outline" onClick={() => pause.mutate()} disabled={busy}>
          <PauseIcon />
          Pause
        </Button>
      ) : null}
      {status === "paused" ? (
        <Button onClick={() => resume.mutate()} disabled={busy}>
          <PlayIcon />
          Resume
        </Button>
      ) : null}
      {status === "running" || status === "paused" ? (
        <Button
          variant="outline"
          onClick={() => stop.mutate()}
          disabled={busy}
          className="border-red-300 text-red-800 hover:bg-red-50"
        >
          <StopIcon />
          Stop
        </Button>
      ) : null}
    </div>
  );
}

const iconProps = { viewBox: "0 0 16 16", className: "size-4", fill: "currentColor" } as const;

function PlayIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M4 2.5v11l9-5.5z" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />
    </svg>
  );
}

function StopIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <rect x="3" y="3" width="10" height="10" rx="1" />
    </svg>
  );
}

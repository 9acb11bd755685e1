import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { formatSeconds, shortRunId, stepLabel, TOTAL_STEPS } from "./format";

const minutes = (n: number | null) => (n === null ? "unlimited" : `${n} min`);
const step = (stepNumber: number, name: string) => `Step ${stepNumber}/${TOTAL_STEPS} ${stepLabel(name)}`;
const STOP_REASONS = {
  operator: "by the operator",
  max_run_time: "the max run time was reached",
  consecutive_failures: "after 3 consecutive failed runs",
} as const;

/** What an event says in one line of the History list, from its data (every stream's types). */
export function eventSummary(event: HistoryEvent): string {
  switch (event.type) {
    case "AutomationStarted":
      return `Started: every ${event.data.intervalMinutes} min, max run time ${minutes(event.data.maxRunTimeMinutes)}`;
    case "AutomationPaused":
      return "Paused at the next step boundary";
    case "AutomationResumed":
      return "Resumed";
    case "AutomationStopped":
      return `Stopped: ${STOP_REASONS[event.data.reason]}`;
    case "NextRunScheduled":
      return `Next run at ${new Date(event.data.runAt).toLocaleTimeString()}`;
    case "IntervalChanged":
      return `Interval set to ${event.data.minutes} min`;
    case "MaxRunTimeChanged":
      return `Max run time set to ${minutes(event.data.minutes)}`;
    case "LogsCleared":
      return "Activity logs cleared";
    case "DeadlineScheduled":
      return `Max run time check at ${new Date(event.data.checkAt).toLocaleTimeString()}`;
    case "RunStarted":
      return `Run ${shortRunId(event.data.runId)} started`;
    case "StepStarted":
      return `${step(event.data.stepNumber, event.data.step)} started`;
    case "StepCompleted":
      return `${step(event.data.stepNumber, event.data.step)} done in ${formatSeconds(event.data.durationMs)}: ${event.data.message}`;
    case "StepFailed":
      return `${step(event.data.stepNumber, event.data.step)} failed: ${event.data.error}`;
    case "RunCompleted":
      return `Run completed in ${formatSeconds(event.data.durationMs)}${event.data.landingPageId === null ? "" : `, page #${event.data.landingPageId}`}`;
    case "RunFailed":
      return `Run failed at ${stepLabel(event.data.step)}: ${event.data.error}`;
    case "RunAborted":
      return `Run aborted: ${event.data.reason}`;
    case "RunStopped":
      return `Run stopped after ${formatSeconds(event.data.durationMs)}`;
    case "AdminLoggedIn":
      return "Logged in with the admin token";
    case "AdminLoginFailed": {
      const { failures, ip, from, to } = event.data;
      const what = failures === 1 ? "1 failed login" : `${failures} failed logins`;
      const where = ip ? ` from ${ip}` : "";
      const when =
        from && to ? ` between ${new Date(from).toLocaleTimeString()} and ${new Date(to).toLocaleTimeString()}` : "";
      return `${what}${where}${when}`;
    }
    case "AdminLoggedOut":
      return "Logged out";
    case "AdminSessionRevoked":
      return `Session ${event.data.session} revoked`;
    case "OtherAdminSessionsRevoked":
      return `Logged out everywhere else (${event.data.sessions.length} ${event.data.sessions.length === 1 ? "session" : "sessions"} ended)`;
    case "CatalogImported":
      return `Imported ${event.data.imported} ${event.data.type} (${event.data.mode}) from ${event.data.fileName ?? "a request"}`;
    case "CatalogRestored":
      return `Restored the catalog as it was before import #${event.data.restoredImportId}`;
    case "LandingPageCreated":
      return `Page /${event.data.slug} created`;
    case "LandingPageUpdated":
      return `Page /${event.data.slug} edited`;
    case "LandingPageDeleted":
      return `Page /${event.data.slug} deleted`;
    case "SocialContentRegenerated":
      return `Social content of /${event.data.slug} regenerated`;
    case "PinterestConnected":
      return `Pinterest connected as @${event.data.username} (${event.data.method})`;
    case "PinterestDisconnected":
      return `Pinterest disconnected${event.data.username ? ` (@${event.data.username})` : ""}`;
    case "PageJobQueued":
      return "Generation queued";
    case "PageJobStarted":
      return "Generation started";
    case "PageJobStepCompleted":
      return `${stepLabel(event.data.step)} done in ${formatSeconds(event.data.durationMs)}: ${event.data.message}`;
    case "PageJobCompleted":
      return event.data.slug ? `Generated /${event.data.slug}` : "Generation completed";
    case "PageJobFailed":
      return `Generation failed${event.data.step ? ` at ${stepLabel(event.data.step)}` : ""}: ${event.data.error}`;
    default:
      return assertNever(event);
  }
}

function assertNever(event: never): string {
  return (event as { type: string }).type;
}

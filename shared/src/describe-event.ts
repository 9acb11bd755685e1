import type { AdminAuditEvent } from "./admin-audit";
import { AUTOMATION_LIMITS, STEP_NAMES, type StepName } from "./automation";
import type { AutomationEvent } from "./automation-events";
import type { PageJobEvent } from "./page-job-events";

/*
 * What a stored event says, in one place for every screen that shows it: the automation console (services'
 * console read model writes these lines) and History's one-line summary (web-admin). The two screens word
 * most events differently (the console names who did it, History shows the actor beside the summary), so
 * each case gives both; a type without a case of its own still shows, named from its type.
 */

/** The screen the words are for: the console's lines, or History's summary (the first line's message). */
export type EventView = "console" | "history";

export interface EventLine {
  level: "info" | "warn" | "error";
  message: string;
  step?: StepName;
  stepNumber?: number;
  /** Milliseconds. */
  executionTime?: number;
  runId?: string;
}

/** A stored event of any stream (automation, admin-audit, page-job:<id>) with the meta it was stored with. */
export type DescribedEvent = (AutomationEvent | AdminAuditEvent | PageJobEvent) & { meta: { actor?: unknown } };

/** Run ids are shown by their first 8 characters (admin spec section 9). */
export function shortRunId(runId: string | null | undefined): string {
  return runId ? runId.slice(0, 8) : "";
}

/** "draft_content" -> "Draft content". */
export function stepLabel(step: string): string {
  const words = step.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Milliseconds as seconds with 2 decimals, e.g. "1.25s". */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)}s`;
}

/** The console's line, and the dashboard's banner, for an automation that stopped itself. */
export const STOPPED_AFTER_FAILURES = `Automation stopped after ${AUTOMATION_LIMITS.consecutiveFailuresToStop} consecutive failed runs`;

/** `NoteAdded` -> "Note added". */
export function typeInWords(type: string): string {
  const words = type
    .split(/(?=[A-Z])/)
    .join(" ")
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

const minutes = (n: number | null) => (n === null ? "unlimited" : `${n} min`);
const stepOfRun = (stepNumber: number) => `Step ${stepNumber}/${STEP_NAMES.length}`;
const stepNamed = (stepNumber: number, step: string) => `${stepOfRun(stepNumber)} ${stepLabel(step)}`;
const time = (iso: string) => new Date(iso).toLocaleTimeString();
const info = (message: string): EventLine[] => [{ level: "info", message }];
const HISTORY_STOP_REASONS = {
  operator: "by the operator",
  max_run_time: "the max run time was reached",
  consecutive_failures: `after ${AUTOMATION_LIMITS.consecutiveFailuresToStop} consecutive failed runs`,
} as const;

/**
 * The lines `event` writes on `view`: the console writes each (none for an event it does not show); History
 * shows the first one's message (see `eventSummaryOf`). Pure, and cheap on the console's path: a rebuild
 * calls it for every event.
 */
export function describeEvent(event: DescribedEvent, view: EventView): EventLine[] {
  const onConsole = view === "console";
  switch (event.type) {
    case "AutomationStarted": {
      const { intervalMinutes, maxRunTimeMinutes } = event.data;
      return info(
        onConsole
          ? `Automation started by ${actorOf(event)} (interval ${intervalMinutes} min, max run time ${minutes(maxRunTimeMinutes)})`
          : `Started: every ${intervalMinutes} min, max run time ${minutes(maxRunTimeMinutes)}`,
      );
    }
    case "AutomationPaused":
      return onConsole
        ? [{ level: "warn", message: `Automation paused by ${actorOf(event)}` }]
        : info("Paused at the next step boundary");
    case "AutomationResumed":
      return info(onConsole ? `Automation resumed by ${actorOf(event)}` : "Resumed");
    case "AutomationStopped": {
      const { reason } = event.data;
      if (!onConsole) return info(`Stopped: ${HISTORY_STOP_REASONS[reason]}`);
      if (reason === "consecutive_failures") return [{ level: "error", message: STOPPED_AFTER_FAILURES }];
      return [
        {
          level: "warn",
          message:
            reason === "max_run_time"
              ? "Automation stopped: max run time reached"
              : `Automation stopped by ${actorOf(event)}`,
        },
      ];
    }
    case "NextRunScheduled":
      return info(onConsole ? `Next run scheduled for ${event.data.runAt}` : `Next run at ${time(event.data.runAt)}`);
    case "IntervalChanged":
      return info(`Interval set to ${event.data.minutes} min${onConsole ? ` by ${actorOf(event)}` : ""}`);
    case "MaxRunTimeChanged":
      return info(`Max run time set to ${minutes(event.data.minutes)}${onConsole ? ` by ${actorOf(event)}` : ""}`);
    case "TopicLearningChanged":
      return info(
        `Topic learning turned ${event.data.enabled ? "on" : "off"}${onConsole ? ` by ${actorOf(event)}` : ""}`,
      );
    case "LogsCleared":
      return info(`Activity logs cleared${onConsole ? ` by ${actorOf(event)}` : ""}`);
    case "DeadlineScheduled":
      return onConsole ? [] : info(`Max run time check at ${time(event.data.checkAt)}`);
    case "RunStarted":
      return [{ level: "info", message: `Run ${shortRunId(event.data.runId)} started`, runId: event.data.runId }];
    case "StepStarted": {
      const { step, stepNumber, runId } = event.data;
      if (!onConsole) return info(`${stepNamed(stepNumber, step)} started`);
      return [{ level: "info", message: `${stepOfRun(stepNumber)}: ${step} started`, step, stepNumber, runId }];
    }
    case "StepCompleted": {
      const { step, stepNumber, runId, message, durationMs, warnings } = event.data;
      if (!onConsole) return info(`${stepNamed(stepNumber, step)} done in ${formatSeconds(durationMs)}: ${message}`);
      const lines: EventLine[] = [{ level: "info", message, executionTime: durationMs, step, stepNumber, runId }];
      // A loop, not spreads: a rebuild builds these for every step of every run.
      if (warnings)
        for (const warning of warnings) lines.push({ level: "warn", message: warning, step, stepNumber, runId });
      return lines;
    }
    case "StepFailed": {
      const { step, stepNumber, runId, durationMs, error } = event.data;
      if (!onConsole) return [{ level: "error", message: `${stepNamed(stepNumber, step)} failed: ${error}` }];
      const message = `${stepOfRun(stepNumber)}: ${step} failed: ${error}`;
      return [{ level: "error", message, step, stepNumber, executionTime: durationMs, runId }];
    }
    case "RunCompleted": {
      const { runId, durationMs, landingPageId } = event.data;
      if (!onConsole)
        return info(
          `Run completed in ${formatSeconds(durationMs)}${landingPageId === null ? "" : `, page #${landingPageId}`}`,
        );
      const published = landingPageId ? `: page #${landingPageId} published` : "";
      return [
        { level: "info", message: `Run ${shortRunId(runId)} completed${published}`, executionTime: durationMs, runId },
      ];
    }
    case "RunFailed": {
      const { runId, durationMs, step, error } = event.data;
      if (!onConsole) return [{ level: "error", message: `Run failed at ${stepLabel(step)}: ${error}` }];
      return [
        { level: "error", message: `Run ${shortRunId(runId)} failed at ${step}`, executionTime: durationMs, runId },
      ];
    }
    case "RunAborted": {
      const { runId, reason } = event.data;
      if (!onConsole) return [{ level: "error", message: `Run aborted: ${reason}` }];
      return [{ level: "error", message: `Run ${shortRunId(runId)} aborted: ${reason}`, runId }];
    }
    case "RunStopped": {
      const { runId, durationMs } = event.data;
      if (!onConsole) return info(`Run stopped after ${formatSeconds(durationMs)}`);
      return [{ level: "warn", message: `Run ${shortRunId(runId)} ended: automation stopped`, runId }];
    }
    // The admin-audit and page-job streams are shown by History only.
    case "AdminLoggedIn":
      return info("Logged in with the admin token");
    case "AdminLoginFailed": {
      const { failures, addresses, top, from, to } = event.data;
      const what = failures === 1 ? "1 failed login" : `${failures} failed logins`;
      const named = top.map((client) => (addresses === 1 ? client.ip : `${client.ip} ×${client.failures}`));
      const where =
        addresses === 0
          ? ""
          : addresses === 1
            ? ` from ${named[0]}`
            : ` from ${addresses} addresses (${named.join(", ")}${addresses > named.length ? ", …" : ""})`;
      const when = from && to ? ` between ${time(from)} and ${time(to)}` : "";
      return [{ level: "warn", message: `${what}${where}${when}` }];
    }
    case "AdminLoggedOut":
      return info("Logged out");
    case "AdminSessionRevoked":
      return info(`Session ${event.data.session} revoked`);
    case "OtherAdminSessionsRevoked": {
      const ended = event.data.sessions.length;
      return info(`Logged out everywhere else (${ended} ${ended === 1 ? "session" : "sessions"} ended)`);
    }
    case "CatalogImported": {
      const { imported, type, mode, fileName } = event.data;
      return info(`Imported ${imported} ${type} (${mode}) from ${fileName ?? "a request"}`);
    }
    case "CatalogRestored":
      return info(`Restored the catalog as it was before import #${event.data.restoredImportId}`);
    case "LandingPageCreated":
      return info(`Page /${event.data.slug} created`);
    case "LandingPageUpdated":
      return info(`Page /${event.data.slug} edited`);
    case "LandingPageDeleted":
      return info(`Page /${event.data.slug} deleted`);
    case "SocialContentRegenerated":
      return info(`Social content of /${event.data.slug} regenerated`);
    case "PinterestConnected":
      return info(`Pinterest connected as @${event.data.username} (${event.data.method})`);
    case "PinterestDisconnected":
      return info(`Pinterest disconnected${event.data.username ? ` (@${event.data.username})` : ""}`);
    case "PageJobQueued":
      return info("Generation queued");
    case "PageJobStarted":
      return info("Generation started");
    case "PageJobStepCompleted": {
      const { step, durationMs, message } = event.data;
      return info(`${stepLabel(step)} done in ${formatSeconds(durationMs)}: ${message}`);
    }
    case "PageJobCompleted":
      return info(event.data.slug ? `Generated /${event.data.slug}` : "Generation completed");
    case "PageJobFailed": {
      const { step, error } = event.data;
      return [{ level: "error", message: `Generation failed${step ? ` at ${stepLabel(step)}` : ""}: ${error}` }];
    }
    default: {
      // A type without its own case yet (docs/architecture.md, "A new automation event type") still shows,
      // on both screens, as its name and who caused it: "Note added (admin)".
      const { type } = event as { type: string };
      return info(`${typeInWords(type)} (${actorOf(event)})`);
    }
  }
}

/** History's one line for an event. */
export function eventSummaryOf(event: DescribedEvent): string {
  return describeEvent(event, "history")[0]?.message ?? typeInWords(event.type);
}

/** Who caused it (meta.actor: an admin session, the api key or the system). */
export function actorOf(event: { meta: { actor?: unknown } }): string {
  const actor = event.meta.actor;
  return typeof actor === "string" ? actor : "unknown";
}

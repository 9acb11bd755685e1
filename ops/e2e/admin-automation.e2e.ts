import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectToast, logIn, openPageManager, stopAutomationIfRunning } from "./admin-helpers";

// The server under test runs with AUTOMATION_MINUTE_MS=1000 (playwright.config.ts): the
// default 2-minute interval is 2 s, and a run of the 8 real steps (template generator, no
// LLM) takes about a second, so runs follow one another while the journey watches.

const STEPS = [
  ["select_topic", "Select topic"],
  ["research_keywords", "Research keywords"],
  ["match_exercises", "Match exercises"],
  ["draft_content", "Draft content"],
  ["write_metadata", "Write metadata"],
  ["create_media", "Create media"],
  ["quality_check", "Quality check"],
  ["publish", "Publish"],
] as const;

function dashboard(page: Page): Locator {
  return page.getByRole("region", { name: "Landing Page Automation" });
}

/** The dashboard's own tabs (Activity Logs, Console, Metrics, Settings, History). */
async function openTab(page: Page, name: string): Promise<void> {
  const tab = dashboard(page).getByRole("tab", { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/** The status the header badge shows, and the buttons that status allows. */
async function expectStatus(page: Page, label: "Active" | "Paused" | "Stopped"): Promise<void> {
  const header = dashboard(page).getByRole("heading", { name: "Landing Page Automation" }).locator("xpath=..");
  await expect(header.getByText(label, { exact: true })).toBeVisible();
  const buttons = {
    Active: ["Pause", "Stop"],
    Paused: ["Resume", "Stop"],
    Stopped: ["Start Automation"],
  }[label];
  for (const name of ["Start Automation", "Pause", "Resume", "Stop"]) {
    await expect(dashboard(page).getByRole("button", { name, exact: true })).toHaveCount(
      buttons.includes(name) ? 1 : 0,
    );
  }
}

test.afterEach(async ({ page }) => {
  await stopAutomationIfRunning(page);
});

test("an operator starts the automation, watches a run's 8 steps, pauses, resumes, stops and looks back at the run", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  await openPageManager(page, "Automation");
  await expectStatus(page, "Stopped");

  // Never run on this server: the empty states.
  const logs = dashboard(page).getByRole("region", { name: "Activity Logs" });
  await expect(logs.getByText("No activity logs yet", { exact: true })).toBeVisible();
  await expect(logs.getByText("Start automation to see logs here", { exact: true })).toBeVisible();
  await expect(logs.getByRole("button", { name: "Clear Logs" })).toHaveCount(0);
  await openTab(page, "Console");
  await expect(dashboard(page).getByText("No console activity", { exact: true })).toBeVisible();
  await openTab(page, "Metrics");
  await expect(dashboard(page).getByText("Never", { exact: true })).toBeVisible();
  await openTab(page, "Activity Logs");

  await dashboard(page).getByRole("button", { name: "Start Automation" }).click();
  await expectToast(page, "Automation started");
  await expectStatus(page, "Active");
  await expect(dashboard(page).getByText("Next run in", { exact: true })).toBeVisible();
  await expect(dashboard(page).getByText("Time remaining", { exact: true })).toBeVisible();
  await expect(dashboard(page).getByText("Unlimited", { exact: true })).toBeVisible();

  // Activity Logs (polled every 10 s): the 8 steps of one run, each with its run id, the last with its page.
  const entries = logs.getByRole("listitem");
  const published = entries.filter({ hasText: "Step 8: Publish" }).last();
  await expect(published).toBeVisible({ timeout: 30_000 });
  const runShort = (await published.locator("code").textContent())?.trim() ?? "";
  expect(runShort).toMatch(/^[0-9a-f]{8}$/);
  await expect(published.getByText(/^Page #\d+$/)).toBeVisible();
  await expect(published.getByText(/^Published \/pages\/[a-z0-9-]+$/)).toBeVisible();
  for (const [index, [, label]] of STEPS.entries()) {
    const entry = entries.filter({ hasText: `Step ${index + 1}: ${label}` }).filter({ hasText: `Run ${runShort}` });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText(/^\d+\.\d\ds$/)).toBeVisible();
  }
  await expect(logs.getByText(/^\d+ entries$/)).toBeVisible();

  // Console (polled every 2 s): the same run, step by step, with the step prefix and the short run id.
  await openTab(page, "Console");
  const consoleRegion = dashboard(page).getByRole("region", { name: "Console" });
  await expect(consoleRegion.getByText("Live", { exact: true })).toBeVisible();
  await expect(consoleRegion.getByText("Updates every 2 seconds")).toBeVisible();
  const lines = consoleRegion.getByRole("list", { name: "Console output" }).getByRole("listitem");
  await expect(lines.filter({ hasText: `Run ${runShort} started` })).toHaveCount(1);
  for (const [index, [step]] of STEPS.entries()) {
    const started = lines.filter({ hasText: `Step ${index + 1}/8: ${step} started` }).filter({ hasText: runShort });
    await expect(started).toHaveCount(1);
    await expect(started.getByText(`[${step}]`, { exact: true })).toBeVisible();
  }
  await expect(lines.filter({ hasText: new RegExp(`Run ${runShort} completed: page #\\d+ published`) })).toHaveCount(1);
  // Like a terminal, the box keeps its newest line in view, not its oldest.
  const output = consoleRegion.getByRole("list", { name: "Console output" });
  await output.scrollIntoViewIfNeeded();
  await expect(lines.last()).toBeInViewport();
  await expect(lines.first()).not.toBeInViewport();
  await expect(consoleRegion.getByText("Status: Active")).toBeVisible();
  await expect(consoleRegion.getByText(/^Step [0-8]\/8$/)).toBeVisible();

  // Pause: Resume and Stop are offered; the console is no longer live.
  await dashboard(page).getByRole("button", { name: "Pause", exact: true }).click();
  await expectToast(page, /^Automation (paused|will pause after the current step)$/);
  await expectStatus(page, "Paused");
  await expect(consoleRegion.getByText("Stopped", { exact: true })).toBeVisible();
  await expect(lines.filter({ hasText: "Automation paused by admin" })).toHaveAttribute("data-level", "warn");

  await dashboard(page).getByRole("button", { name: "Resume" }).click();
  await expectToast(page, "Automation resumed");
  await expectStatus(page, "Active");
  await expect(consoleRegion.getByText("Live", { exact: true })).toBeVisible();
  await expect(lines.filter({ hasText: "Automation resumed by admin" })).toHaveCount(1);

  await dashboard(page).getByRole("button", { name: "Stop", exact: true }).click();
  await expectToast(page, /^Automation stopped/);
  await expectStatus(page, "Stopped");
  await expect(dashboard(page).getByText("Last stop: operator")).toBeVisible();
  await expect(lines.filter({ hasText: "Automation stopped by admin" })).toHaveCount(1);

  // Metrics: the runs so far.
  await openTab(page, "Metrics");
  const metrics = dashboard(page).getByRole("region", { name: "Metrics" });
  await expect(metrics.getByText("Success Rate", { exact: true })).toBeVisible();
  await expect(metrics.getByText(/^\d+\.\d%$/)).toBeVisible();
  await expect(metrics.getByText("Never", { exact: true })).toHaveCount(0);

  // History: the watched run, and the state right after its 4th step started.
  await openTab(page, "History");
  const filters = dashboard(page).getByRole("form", { name: "Event filters" });
  await filters.getByLabel("Run id").fill(runShort);
  await filters.getByRole("button", { name: "Apply Filters" }).click();
  const timeline = dashboard(page).getByRole("region", { name: "Event timeline" });
  // Newest first: the run ends at the top and starts at the bottom.
  const events = timeline.getByRole("button", { name: /^#\d+ / });
  await expect(events.first()).toContainText("RunCompleted");
  await expect(events.filter({ hasText: "StepStarted" })).toHaveCount(8);
  await expect(events.filter({ hasText: "StepCompleted" })).toHaveCount(8);
  await expect(events.last()).toContainText("RunStarted");
  await expect(timeline.getByText(runShort, { exact: true })).toBeVisible();

  // The 4th step's start is the 5th StepStarted from the top (steps 8, 7, 6, 5, 4).
  const fourthStart = events.filter({ hasText: "StepStarted" }).nth(4);
  const seq = /^#(\d+)/.exec((await fourthStart.getAttribute("aria-label")) ?? "")?.[1];
  expect(seq).toBeTruthy();
  await fourthStart.click();
  await expect(fourthStart).toHaveAttribute("aria-current", "true");
  const then = dashboard(page).getByRole("region", { name: `State after event #${seq}` });
  await expect(then.getByRole("heading", { name: `After event #${seq} (StepStarted)` })).toBeVisible();
  await expect(then.getByText(/Step 4\/8: Draft content/)).toBeVisible();
  // Running at that moment, though stopped now.
  await expect(then.getByText("Active", { exact: true }).first()).toBeVisible();
  await expectStatus(page, "Stopped");
  const logsThen = then.getByRole("listitem");
  await expect(logsThen.filter({ hasText: "Step 4: Draft content" })).toContainText("Running draft content");
  await expect(logsThen.filter({ hasText: "Step 3: Match exercises" }).filter({ hasText: runShort })).toHaveCount(1);
  await expect(logsThen.filter({ hasText: "Step 5: Write metadata" }).filter({ hasText: runShort })).toHaveCount(0);
  await dashboard(page).getByRole("tab", { name: "Data and meta" }).click();
  const run = dashboard(page).getByRole("region", { name: `Run ${runShort}` });
  await expect(run.getByText(/^Event 8 of \d+ in this run$/)).toBeVisible();

  // One event on: step 4 has completed and the machine is at step 5.
  await run.getByRole("button", { name: /Next Event/ }).click();
  await expect(run.getByText(/^Event 9 of \d+ in this run$/)).toBeVisible();
  await dashboard(page).getByRole("tab", { name: "State then" }).click();
  const next = dashboard(page).getByRole("region", { name: /^State after event #\d+$/ });
  await expect(next.getByRole("heading", { name: /^After event #\d+ \(StepCompleted\)$/ })).toBeVisible();
  await expect(next.getByText(/Step 5\/8: Write metadata/)).toBeVisible();
  await dashboard(page).getByRole("button", { name: "State diagram" }).click();
  const diagram = dashboard(page).getByRole("region", { name: "workflow region" });
  await expect(diagram.locator('[aria-current="true"]')).toContainText("write_metadata");
});

test("while a run is at a step, the dashboard says Running Workflow and shows the step as n/8 with its name", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page);
  await openPageManager(page, "Automation");
  await dashboard(page).getByRole("button", { name: "Start Automation" }).click();
  await expectToast(page, "Automation started");
  // Step 4 takes 6 s on this server (AUTOMATION_SLOW_STEP); the status is polled every 5 s.
  const progress = dashboard(page).getByRole("progressbar", { name: "Workflow progress" });
  await expect(progress).toHaveAttribute("aria-valuetext", "Step 4/8: Draft content", { timeout: 30_000 });
  await expect(progress).toHaveAttribute("aria-valuenow", "4");
  await expect(dashboard(page).getByText("Running Workflow", { exact: true })).toBeVisible();
  await expect(dashboard(page).getByText("Step 4/8", { exact: true })).toBeVisible();
  await expect(dashboard(page).getByText("Draft content", { exact: true }).first()).toBeVisible();
  // The console says the same while the step runs.
  await openTab(page, "Console");
  const consoleRegion = dashboard(page).getByRole("region", { name: "Console" });
  await expect(consoleRegion.getByText(/^Step [1-8]\/8$/)).toBeVisible();
});

test("the settings refuse an interval of 0 or 1441 and a max run time of 4, and save valid ones", async ({ page }) => {
  await logIn(page);
  await openPageManager(page, "Automation");
  await openTab(page, "Settings");
  const interval = dashboard(page).getByLabel("Interval (minutes)");
  const updateInterval = dashboard(page).getByRole("button", { name: "Update Interval" });

  for (const value of ["0", "1441"]) {
    await interval.fill(value);
    await updateInterval.click();
    await expectToast(page, "Invalid Interval", "Interval must be between 1 and 1440 minutes");
  }

  const maxRunTime = dashboard(page).getByLabel("Max run time (minutes)");
  await expect(maxRunTime).toBeDisabled();
  await dashboard(page).getByLabel("Unlimited (no auto-stop)").uncheck();
  await expect(maxRunTime).toHaveAttribute("placeholder", "240");
  await maxRunTime.fill("4");
  await dashboard(page).getByRole("button", { name: "Update Max Run Time" }).click();
  await expectToast(page, "Invalid Max Run Time", "Max run time must be between 5 and 10080 minutes (7 days)");

  // Valid values are saved, and the header and hints follow.
  await interval.fill("3");
  await updateInterval.click();
  await expectToast(page, "Interval updated to 3 minutes");
  await expect(dashboard(page).getByText(/^Generates a landing page every 3 minutes/)).toBeVisible();
  await maxRunTime.fill("240");
  await dashboard(page).getByRole("button", { name: "Update Max Run Time" }).click();
  await expectToast(page, "Max run time set to 240 minutes");
  await expect(dashboard(page).getByText(/Now 240 min \(4 h\)\./)).toBeVisible();

  // Back to the defaults: 2 minutes, unlimited.
  await interval.fill("2");
  await updateInterval.click();
  await expectToast(page, "Interval updated to 2 minutes");
  await dashboard(page).getByLabel("Unlimited (no auto-stop)").check();
  await dashboard(page).getByRole("button", { name: "Update Max Run Time" }).click();
  await expectToast(page, "Max run time set to unlimited");
  await expect(dashboard(page).getByText(/Now unlimited\./)).toBeVisible();
});

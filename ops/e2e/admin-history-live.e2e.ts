import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectToast, logIn, openPageManager, stopAutomationIfRunning } from "./admin-helpers";

test.afterEach(async ({ page }) => {
  await stopAutomationIfRunning(page);
});

const dashboard = (page: Page) => page.getByRole("region", { name: "Landing Page Automation" });

/** The event rows of the timeline, newest first (run headers are not buttons). */
const eventRows = (timeline: Locator) => timeline.getByRole("button", { name: /^#\d+ / });

async function seqOf(row: Locator): Promise<number> {
  const label = (await row.getAttribute("aria-label")) ?? "";
  return Number(/^#(\d+) /.exec(label)?.[1]);
}

test("an operator follows a run live in History, opens an event, steps back three events, sees the statechart and one page job alone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  // A generation job first, so the history holds a page job's stream to filter to.
  await openPageManager(page, "Manage");
  await page.getByRole("button", { name: "Add to Queue" }).click();
  await expectToast(page, "Job Added to Queue!", /^Job [0-9a-f]{8} is at position \d+ in the queue\.$/);

  await openPageManager(page, "Automation");
  await dashboard(page).getByRole("tab", { name: "History", exact: true }).click();
  const timeline = dashboard(page).getByRole("region", { name: "Event timeline" });
  await expect(eventRows(timeline).first()).toBeVisible();
  const newestBefore = await seqOf(eventRows(timeline).first());

  // Live: the run's events appear on top while the History tab stays open, without a reload.
  await dashboard(page).getByRole("button", { name: "Start Automation" }).click();
  await expectToast(page, "Automation started");
  await expect(dashboard(page).getByText("Live", { exact: true })).toBeVisible();
  // A slow machine (CI ran at half this one's speed) takes longer to reach the first step: 60 s, and a failure
  // says what the server and the timeline showed instead.
  await expect(eventRows(timeline).filter({ hasText: "StepStarted" }).first())
    .toBeVisible({ timeout: 60_000 })
    .catch(async (error: Error) => {
      const status = await (await page.request.get("/api/automation/status")).text();
      const rows = (await eventRows(timeline).allInnerTexts()).slice(0, 12).join(" | ");
      throw new Error(`${error.message}\n/api/automation/status: ${status}\ntimeline rows: ${rows}`);
    });
  expect(await seqOf(eventRows(timeline).first())).toBeGreaterThan(newestBefore);
  await expect(eventRows(timeline).filter({ hasText: "RunStarted" }).first()).toBeVisible();
  // Grouped by run: the run's header names it and says it is still going.
  await expect(timeline.getByText("in progress").first()).toBeVisible();

  // One event in full: its data and meta, and who did it.
  const started = eventRows(timeline).filter({ hasText: "AutomationStarted" }).first();
  const startedSeq = await seqOf(started);
  await started.click();
  const detail = dashboard(page).getByRole("region", { name: `Event #${startedSeq}` });
  await detail.getByRole("tab", { name: "Data and meta" }).click();
  await expect(detail.getByText(/"intervalMinutes": \d+/)).toBeVisible();
  await expect(detail.getByText(/"actor": "admin \(session [0-9a-f]{8}\)"/)).toBeVisible();
  await expect(detail.getByText(/"requestId": "/)).toBeVisible();

  // Time travel: the newest step event, then three events back, each with the state as it was then.
  const latestStep = eventRows(timeline)
    .filter({ hasText: /StepStarted|StepCompleted/ })
    .first();
  const from = await seqOf(latestStep);
  await latestStep.click();
  // The detail keeps the view it had (Data and meta): the state then is one tab away.
  await dashboard(page).getByRole("tab", { name: "State then" }).click();
  await expect(dashboard(page).getByRole("region", { name: `State after event #${from}` })).toBeVisible();
  let at = from;
  for (let back = 0; back < 3; back += 1) {
    await dashboard(page)
      .getByRole("button", { name: /Older event/ })
      .click();
    await expect(dashboard(page).getByRole("region", { name: `Event #${at}` })).toHaveCount(0);
    const selected = dashboard(page).getByRole("region", { name: /^Event #\d+$/ });
    const seq = Number(/#(\d+)$/.exec((await selected.getAttribute("aria-label")) ?? "")?.[1]);
    expect(seq).toBeLessThan(at);
    await expect(dashboard(page).getByRole("region", { name: `State after event #${seq}` })).toBeVisible();
    at = seq;
  }
  const then = dashboard(page).getByRole("region", { name: `State after event #${at}` });
  await expect(then.getByText("Active", { exact: true }).first()).toBeVisible();
  await expect(then.getByText(/Step \d\/8: |Between runs/)).toBeVisible();
  // What changed between that moment and the one before it.
  await dashboard(page).getByRole("tab", { name: "Compare" }).click();
  await expect(dashboard(page).getByRole("region", { name: /^Changes from event #\d+ to event #\d+$/ })).toBeVisible();

  // The statechart: arrows with their events, the state of the selected moment highlighted.
  await dashboard(page).getByRole("button", { name: "State diagram" }).click();
  const lifecycle = dashboard(page).getByRole("region", { name: "lifecycle region" });
  await expect(lifecycle.getByRole("img", { name: "The lifecycle region's states and transitions" })).toBeVisible();
  await expect(lifecycle.locator('[aria-current="true"]')).toContainText("running");
  expect(await lifecycle.locator("[data-edge]").count()).toBeGreaterThan(3);
  const workflow = dashboard(page).getByRole("region", { name: "workflow region" });
  await expect(workflow.locator('[aria-current="true"]')).toHaveCount(1);
  await dashboard(page).getByRole("button", { name: "Timeline" }).click();

  // One page job alone: every page job first, then the one of the job queued above.
  const filters = dashboard(page).getByRole("form", { name: "Event filters" });
  await filters.getByLabel("Stream").selectOption("page-job");
  await filters.getByRole("button", { name: "Apply Filters" }).click();
  const queued = eventRows(timeline).filter({ hasText: "PageJobQueued" }).first();
  await expect(queued).toBeVisible();
  await queued.click();
  await dashboard(page).getByRole("button", { name: "Only this page job" }).click();
  const job = (await filters.getByLabel("Stream").inputValue()).slice("page-job:".length);
  expect(job).toMatch(/^[0-9a-f-]{8,}$/);
  await expect(eventRows(timeline).filter({ hasText: "PageJobCompleted" })).toHaveCount(1, { timeout: 30_000 });
  const rows = await eventRows(timeline).all();
  expect(rows.length).toBeGreaterThanOrEqual(3);
  for (const row of rows) await expect(row).toHaveAttribute("aria-label", new RegExp(`Page job ${job.slice(0, 8)}`));
});

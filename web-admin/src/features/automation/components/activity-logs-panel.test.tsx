import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "@/testing/fake-api";
import { fakeAutomationApi } from "../testing/automation-api";
import { aLogEntry } from "../testing/fixtures";
import { renderDashboard } from "../testing/render-dashboard";

describe("activity logs tab", () => {
  it("when there are no entries, then Clear Logs is hidden and the empty texts show", async () => {
    fakeAutomationApi();
    renderDashboard();
    await screen.findByText("No activity logs yet");
    screen.getByText("Start automation to see logs here");
    screen.getByText("0 entries");
    expect(screen.queryByRole("button", { name: "Clear Logs" })).toBeNull();
  });

  it("when entries exist, then each shows its step, badges, message and short run id", async () => {
    fakeAutomationApi(
      {},
      {
        "GET /api/automation/logs": () =>
          json([
            aLogEntry({
              id: 2,
              step: "publish",
              stepNumber: 8,
              message: "Published page neck-pain-desk",
              executionTimeMs: 2500,
              landingPageId: 42,
              runId: "abcdef1234567",
            }),
            aLogEntry({ id: 1 }),
          ]),
      },
    );
    renderDashboard();
    await screen.findByText("Step 8: Publish");
    screen.getByText("2 entries");
    screen.getByText("2.50s");
    screen.getByText("Page #42");
    screen.getByText("Published page neck-pain-desk");
    screen.getByText("abcdef12");
    screen.getByRole("button", { name: "Clear Logs" });
  });

  it("when Clear Logs is pressed, then a dialog says what goes and what History keeps, and Cancel clears nothing", async () => {
    const api = fakeAutomationApi({}, { "GET /api/automation/logs": () => json([aLogEntry({ id: 2 }), aLogEntry()]) });
    const { user } = renderDashboard();

    await user.click(await screen.findByRole("button", { name: "Clear Logs" }));

    const dialog = within(screen.getByRole("dialog", { name: "Clear the activity logs?" }));
    dialog.getByText(/The log view empties: its 2 entries go/);
    dialog.getByText(/The audit history keeps everything/);
    expect(document.activeElement).toBe(dialog.getByRole("button", { name: "Cancel" }));

    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    screen.getByText("2 entries");
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);
  });

  it("when the dialog is confirmed, then the logs are cleared once and the view empties", async () => {
    let entries = [aLogEntry()];
    const api = fakeAutomationApi(
      {},
      {
        "GET /api/automation/logs": () => json(entries),
        "DELETE /api/automation/logs": () => {
          entries = [];
          return json({ message: "Logs cleared" });
        },
      },
    );
    const { user } = renderDashboard();

    await user.click(await screen.findByRole("button", { name: "Clear Logs" }));
    const dialog = within(screen.getByRole("dialog", { name: "Clear the activity logs?" }));
    await user.click(dialog.getByRole("button", { name: "Clear Logs" }));

    await screen.findByText("No activity logs yet");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.filter((call) => call.method === "DELETE" && call.path === "/api/automation/logs")).toHaveLength(
      1,
    );
  });

  it("when clearing fails, then 'Failed to Clear Logs' shows the server's error", async () => {
    fakeAutomationApi(
      {},
      {
        "GET /api/automation/logs": () => json([aLogEntry()]),
        "DELETE /api/automation/logs": () => json({ error: "Database unavailable" }, 503),
      },
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("button", { name: "Clear Logs" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Clear Logs" }));
    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    await within(region).findByText("Failed to Clear Logs");
    within(region).getByText("Database unavailable");
  });
});

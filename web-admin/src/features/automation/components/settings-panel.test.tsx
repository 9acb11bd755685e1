import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "@/testing/fake-api";
import { fakeAutomationApi } from "../testing/automation-api";
import { renderDashboard } from "../testing/render-dashboard";

const notifications = () => screen.getByRole("region", { name: "Notifications (F8)" });

async function openSettings(status = {}, routes = {}) {
  const api = fakeAutomationApi(status, {
    "PUT /api/automation/interval": () => json({ success: true, message: "Interval updated to 5 minutes" }),
    "PUT /api/automation/max-run-time": () => json({ success: true, message: "Max run time updated" }),
    ...routes,
  });
  const view = renderDashboard();
  await view.user.click(await view.findByRole("tab", { name: "Settings" }));
  const puts = () => api.calls.filter((call) => call.method === "PUT");
  return { ...view, api, puts };
}

describe("settings tab", () => {
  it("then the interval shows the current value (2 by default) and the max run time its placeholder", async () => {
    await openSettings({ maxRunTimeMinutes: 300 });
    expect((screen.getByLabelText("Interval (minutes)") as HTMLInputElement).value).toBe("2");
    const max = screen.getByLabelText("Max run time (minutes)") as HTMLInputElement;
    expect(max.placeholder).toBe("240");
    expect(max.value).toBe("300");
    screen.getByText(/recommended: 4 hours/);
  });

  it.each(["0", "1441", "2.5", ""])(
    "when the interval is %j, then 'Invalid Interval' shows and nothing is sent",
    async (value) => {
      const { user, puts } = await openSettings();
      const input = screen.getByLabelText("Interval (minutes)");
      await user.clear(input);
      if (value) await user.type(input, value);
      await user.click(screen.getByRole("button", { name: "Update Interval" }));

      within(notifications()).getByText("Invalid Interval");
      within(notifications()).getByText("Interval must be between 1 and 1440 minutes");
      expect(puts()).toHaveLength(0);
    },
  );

  it.each(["4", "10081", "60.5"])(
    "when the max run time is %j, then 'Invalid Max Run Time' shows and nothing is sent",
    async (value) => {
      const { user, puts } = await openSettings({ maxRunTimeMinutes: 240 });
      const input = screen.getByLabelText("Max run time (minutes)");
      await user.clear(input);
      await user.type(input, value);
      await user.click(screen.getByRole("button", { name: "Update Max Run Time" }));

      within(notifications()).getByText("Invalid Max Run Time");
      within(notifications()).getByText("Max run time must be between 5 and 10080 minutes (7 days)");
      expect(puts()).toHaveLength(0);
    },
  );

  it("when valid values are saved, then the server gets them and its message is shown", async () => {
    const { user, puts } = await openSettings({ maxRunTimeMinutes: 240 });
    const interval = screen.getByLabelText("Interval (minutes)");
    await user.clear(interval);
    await user.type(interval, "5");
    await user.click(screen.getByRole("button", { name: "Update Interval" }));
    await within(notifications()).findByText("Interval updated to 5 minutes");

    await user.click(screen.getByRole("checkbox", { name: /Unlimited/ }));
    expect((screen.getByLabelText("Max run time (minutes)") as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Update Max Run Time" }));
    await within(notifications()).findByText("Max run time updated");

    expect(puts().map((call) => [call.path, call.body])).toEqual([
      ["/api/automation/interval", { minutes: 5 }],
      ["/api/automation/max-run-time", { minutes: null }],
    ]);
  });

  it("when the server refuses the interval, then 'Failed to Update Interval' shows its error", async () => {
    const { user } = await openSettings(
      {},
      { "PUT /api/automation/interval": () => json({ error: "Interval must be between 1 and 1440 minutes" }, 400) },
    );
    await user.click(screen.getByRole("button", { name: "Update Interval" }));
    await within(notifications()).findByText("Failed to Update Interval");
  });

  it("when the operator unticks 'Learn from store clicks', then it is sent at once and the server's words show", async () => {
    const { user, puts } = await openSettings(
      { topicLearning: true },
      {
        "PUT /api/automation/topic-learning": () =>
          json({ success: true, message: "Topic learning off: step 1 spreads topics across the matrix only" }),
      },
    );
    const box = screen.getByRole("checkbox", { name: "Learn from store clicks" }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await user.click(box);
    expect(puts()).toEqual([
      expect.objectContaining({ path: "/api/automation/topic-learning", body: { enabled: false } }),
    ]);
    await within(notifications()).findByText("Topic learning off: step 1 spreads topics across the matrix only");
  });
});

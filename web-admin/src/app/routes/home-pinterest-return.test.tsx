import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_STORAGE_KEY } from "@/lib/session-store";
import { fakeApi, json, type RecordedCall } from "@/testing/fake-api";
import { useFakeClock } from "@/testing/fake-clock";
import { renderApp } from "@/testing/render-app";

function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

function openHome(search: string, exchange?: (call: RecordedCall) => Response | Promise<Response>) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, "session-abc");
  const api = fakeApi({
    "GET /api/admin/session": () => json({ authenticated: true }),
    "GET /api/pinterest/status": () => json({ connected: false, connection: null }),
    ...(exchange ? { "POST /api/pinterest/exchange-code": exchange } : {}),
  });
  renderApp(`/admin${search}`);
  return api;
}

describe("admin home, the return from Pinterest", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("when a code and state come back, then they are exchanged, 'Pinterest Connected!' shows, the query string is cleared and 1.5 s later the Pinterest page opens", async () => {
    useFakeClock();
    const api = openHome("?code=home-code-1&state=home-state-1", () =>
      json({ success: true, message: "Pinterest account @movebreak_fake connected" }),
    );

    await notifications().findByText("Pinterest Connected!");
    expect(window.location.pathname).toBe("/admin");
    expect(window.location.search).toBe("");
    const exchanges = api.calls.filter((call) => call.path === "/api/pinterest/exchange-code");
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.body).toEqual({ code: "home-code-1", state: "home-state-1" });
    expect(exchanges[0]?.headers.get("x-admin-session")).toBe("session-abc");

    // On the test's clock: the message stays on the home a while, then the Pinterest page opens. (Finding the
    // message advanced the clock a little past the moment it showed: 1 s is well inside the 1.5 s.)
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(window.location.pathname).toBe("/admin");
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(window.location.pathname).toBe("/admin/pinterest");
    await screen.findByRole("heading", { level: 1, name: "Pinterest" });
  });

  it("when Pinterest sends an error, then 'Pinterest Authorization Failed' shows its description, else the error itself", async () => {
    const api = openHome("?error=access_denied&error_description=The+user+denied+access&state=s1");
    await notifications().findByText("Pinterest Authorization Failed");
    notifications().getByText("The user denied access");
    expect(window.location.search).toBe("");
    expect(api.calls.some((call) => call.path === "/api/pinterest/exchange-code")).toBe(false);
  });

  it("when only an error code comes back, then it is the description", async () => {
    openHome("?error=server_error&state=s2");
    await notifications().findByText("Pinterest Authorization Failed");
    notifications().getByText("server_error");
  });

  it("when the server refuses the code, then 'Pinterest Connection Failed' shows its error and the visitor stays home", async () => {
    openHome("?code=home-code-2&state=forged", () =>
      json({ error: "This Pinterest authorization is invalid or has expired. Start the connection again." }, 400),
    );
    await notifications().findByText("Pinterest Connection Failed");
    notifications().getByText("This Pinterest authorization is invalid or has expired. Start the connection again.");
    expect(window.location.pathname).toBe("/admin");
    expect(window.location.search).toBe("");
  });

  it("when the server fails without a message, then the default 'Failed to connect Pinterest account' is shown", async () => {
    openHome("?code=home-code-3&state=s3", () => new Response("", { status: 502 }));
    await notifications().findByText("Pinterest Connection Failed");
    notifications().getByText("Failed to connect Pinterest account");
  });

  it("when the network fails, then 'Pinterest Connection Error' says so", async () => {
    openHome("?code=home-code-4&state=s4", () => {
      throw new TypeError("Failed to fetch");
    });
    await notifications().findByText("Pinterest Connection Error");
    notifications().getByText("Network error while connecting Pinterest account");
  });
});

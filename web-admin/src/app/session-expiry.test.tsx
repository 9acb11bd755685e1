import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aStatus } from "@/features/automation/testing/fixtures";
import { SESSION_STORAGE_KEY } from "@/lib/session-store";
import { fakeApi, json, type RecordedCall } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const AUTOMATION = "/admin/page-manager?tab=automation";

/** A server that has forgotten `old-session` and knows `new-session`, given by a login. */
function serverAfterRestart() {
  const known = (call: RecordedCall) => call.headers.get("x-admin-session") === "new-session";
  const admin = (answer: () => Response) => (call: RecordedCall) =>
    known(call) ? answer() : json({ error: "Authentication required" }, 401);
  return fakeApi({
    "GET /api/admin/session": (call) =>
      json({ authenticated: known(call) || call.headers.get("x-admin-session") === "old-session" }),
    "POST /api/admin/login": () => json({ success: true, sessionId: "new-session" }),
    "GET /api/automation/status": admin(() => json(aStatus())),
    "GET /api/automation/logs": admin(() => json([])),
    "GET /api/admin/landing-pages/types": admin(() => json({ types: ["landing_page"] })),
  });
}

describe("an ended session", () => {
  it("when an admin call answers 401, then the login page opens, and after login the same page and query again", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "old-session");
    const api = serverAfterRestart();
    const { user } = renderApp(AUTOMATION);

    await screen.findByRole("heading", { name: "Admin Login" });
    expect(window.location.pathname).toBe("/admin/login");
    expect(new URLSearchParams(window.location.search).get("next")).toBe(AUTOMATION);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    await user.type(screen.getByLabelText("Admin Token"), "letmein");
    await user.click(screen.getByRole("button", { name: "Access Admin Area" }));

    await screen.findByRole("heading", { name: "Landing Page Automation" });
    expect(window.location.pathname + window.location.search).toBe(AUTOMATION);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe("new-session");
    expect(api.calls.filter((call) => call.path === "/api/admin/login")).toHaveLength(1);
  });

  it("when the login call itself answers 401, then the login form stays and tells why", async () => {
    fakeApi({ "POST /api/admin/login": () => json({ success: false, error: "Invalid admin token" }, 401) });
    const { user } = renderApp(`/admin/login?next=${encodeURIComponent(AUTOMATION)}`);

    await user.type(screen.getByLabelText("Admin Token"), "wrong");
    await user.click(screen.getByRole("button", { name: "Access Admin Area" }));

    await screen.findByText("Login Failed");
    expect(window.location.pathname).toBe("/admin/login");
    expect(new URLSearchParams(window.location.search).get("next")).toBe(AUTOMATION);
  });

  it("when a visitor never logged in, then the login page opens without a way back (only an ended session has one)", async () => {
    fakeApi({});
    renderApp("/admin/pinterest");

    await screen.findByRole("heading", { name: "Admin Login" });
    expect(window.location.pathname + window.location.search).toBe("/admin/login");
  });
});

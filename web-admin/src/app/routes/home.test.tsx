import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "@/lib/session-store";
import { fakeApi, json } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

describe("admin home", () => {
  it("when Logout is pressed, then the server is told with the session header and the visitor is back at login", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-abc");
    const api = fakeApi({
      "GET /api/admin/session": () => json({ authenticated: true }),
      "POST /api/admin/logout": () => json({ success: true, message: "Logged out" }),
    });
    const { user } = renderApp("/admin");

    await user.click(await screen.findByRole("button", { name: "Logout" }));

    await screen.findByRole("heading", { name: "Admin Login" });
    expect(window.location.pathname).toBe("/admin/login");
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const logoutCall = api.calls.find((call) => call.path === "/api/admin/logout");
    expect(logoutCall?.method).toBe("POST");
    expect(logoutCall?.headers.get("x-admin-session")).toBe("session-abc");
  });

  it("when a section card is followed, then its screen opens", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-abc");
    fakeApi({ "GET /api/admin/session": () => json({ authenticated: true }) });
    const { user } = renderApp("/admin");

    await user.click(await screen.findByRole("link", { name: /^Page Manager/ }));

    await screen.findByRole("heading", { name: "Page Manager" });
    expect(window.location.pathname).toBe("/admin/page-manager");
  });
});

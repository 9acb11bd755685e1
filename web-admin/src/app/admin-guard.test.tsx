import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "@/lib/session-store";
import { fakeApi, json } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

describe("admin guard", () => {
  it("when no session id is stored, then an admin page sends the visitor to login without asking the server", async () => {
    const api = fakeApi({});
    renderApp("/admin/pinterest");

    await screen.findByRole("heading", { name: "Admin Login" });
    expect(window.location.pathname).toBe("/admin/login");
    expect(api.calls).toEqual([]);
  });

  it("when the server says the session is not authenticated, then the id is removed and login is shown", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "stale-session");
    const api = fakeApi({ "GET /api/admin/session": () => json({ authenticated: false }) });
    renderApp("/admin/page-manager");

    await screen.findByRole("heading", { name: "Admin Login" });
    expect(window.location.pathname).toBe("/admin/login");
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(api.calls[0]?.headers.get("x-admin-session")).toBe("stale-session");
    expect(screen.queryByRole("heading", { name: "Page Manager" })).toBeNull();
  });

  it("when the session check fails, then the id is removed and login is shown", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "some-session");
    fakeApi({ "GET /api/admin/session": () => new Response("boom", { status: 500 }) });
    renderApp("/admin");

    await screen.findByRole("heading", { name: "Admin Login" });
    await waitFor(() => expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
  });

  it("when the session is valid, then the page shows after a loading state, with a way back", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "good-session");
    fakeApi({ "GET /api/admin/session": () => json({ authenticated: true }) });
    renderApp("/admin/data-exporter");

    expect(screen.getByRole("status").textContent).toMatch(/checking your session/i);
    await screen.findByRole("heading", { name: "Data Exporter" });
    expect(screen.getByRole("link", { name: "Back to Admin" }).getAttribute("href")).toBe("/admin");
    screen.getByRole("region", { name: "Import" });
  });
});

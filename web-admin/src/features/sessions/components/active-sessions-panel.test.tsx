import type { AdminSession } from "@movebreak/shared/contracts/admin-sessions";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "@/lib/session-store";
import { fakeApi, json, type RecordedCall } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const aSession = (overrides: Partial<AdminSession>): AdminSession => ({
  label: "0a1b2c3d",
  createdAt: "2026-11-20T09:00:00.000Z",
  lastUsedAt: "2026-11-27T08:30:00.000Z",
  expiresAt: "2026-12-20T09:00:00.000Z",
  address: "203.0.113.0/24",
  browser: "Chrome 131 on macOS",
  current: false,
  ...overrides,
});

const MINE = aSession({ label: "aaaa1111", current: true });
const LAPTOP = aSession({ label: "bbbb2222", browser: "Firefox 133 on Windows", address: "198.51.100.0/24" });
const PHONE = aSession({ label: "cccc3333", browser: "Safari 17 on iOS", address: "2001:db8:abcd::/48" });

/** A server holding these sessions, that ends them as it is asked to. */
function serverWith(initial: AdminSession[]) {
  let sessions = [...initial];
  const api = fakeApi({
    "GET /api/admin/session": () => json({ authenticated: true }),
    "GET /api/admin/sessions": () => json({ sessions }),
    "POST /api/admin/sessions/revoke-others": () => {
      const ended = sessions.filter((s) => !s.current).map((s) => s.label);
      sessions = sessions.filter((s) => s.current);
      return json({ success: true, revoked: ended });
    },
  });
  const original = api.fetchMock.getMockImplementation();
  // DELETE /api/admin/sessions/{label}: the route table above is by exact path.
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), window.location.href);
    const label = /^\/api\/admin\/sessions\/([0-9a-f]{8})$/.exec(url.pathname)?.[1];
    if (init?.method === "DELETE" && label) {
      api.calls.push({ method: "DELETE", path: url.pathname, headers: new Headers(init.headers), body: undefined });
      if (!sessions.some((s) => s.label === label)) return json({ error: `No active session ${label}` }, 404);
      sessions = sessions.filter((s) => s.label !== label);
      return json({ success: true, revoked: [label] });
    }
    return original ? original(input, init) : json({ error: "Not found" }, 404);
  });
  return api;
}

const sessionsList = () => screen.findByRole("list", { name: "Active sessions" });
const rowOf = async (browser: string) => within(await sessionsList()).getByRole("listitem", { name: browser });
const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe("the Active sessions panel on the admin home", () => {
  it("when the home opens, then each session shows its browser, label, network and times; only the others can be revoked", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-mine");
    const api = serverWith([MINE, LAPTOP, PHONE]);
    renderApp("/admin");

    await screen.findByRole("heading", { name: "Active sessions" });
    expect(within(await sessionsList()).getAllByRole("listitem")).toHaveLength(3);

    const mine = await rowOf("Chrome 131 on macOS");
    within(mine).getByText("This browser");
    expect(within(mine).queryByRole("button", { name: /^Revoke/ })).toBeNull();

    const phone = await rowOf("Safari 17 on iOS");
    within(phone).getByText("cccc3333");
    within(phone).getByText("2001:db8:abcd::/48");
    expect(within(phone).getByText("Last used").nextElementSibling?.querySelector("time")?.dateTime).toBe(
      PHONE.lastUsedAt,
    );
    within(phone).getByRole("button", { name: "Revoke session cccc3333 (Safari 17 on iOS)" });
    expect(callsTo(api.calls, "GET", "/api/admin/sessions")[0]?.headers.get("x-admin-session")).toBe("session-mine");
  });

  it("when Revoke is pressed on another session, then that session is ended by its label and leaves the list", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-mine");
    const api = serverWith([MINE, LAPTOP, PHONE]);
    const { user } = renderApp("/admin");

    await user.click(within(await rowOf("Firefox 133 on Windows")).getByRole("button", { name: /^Revoke/ }));

    await screen.findByText("Session bbbb2222 has been logged out.");
    const deletes = callsTo(api.calls, "DELETE", "/api/admin/sessions/bbbb2222");
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.headers.get("x-admin-session")).toBe("session-mine");
    await expect.poll(async () => within(await sessionsList()).queryAllByRole("listitem").length).toBe(2);
    expect(within(await sessionsList()).queryByRole("listitem", { name: "Firefox 133 on Windows" })).toBeNull();
    // This browser is still signed in.
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe("session-mine");
  });

  it("when 'Log out everywhere else' is pressed, then a dialog says how many sessions end; Cancel ends none, confirming ends them", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-mine");
    const api = serverWith([MINE, LAPTOP, PHONE]);
    const { user } = renderApp("/admin");
    await sessionsList();

    await user.click(screen.getByRole("button", { name: "Log out everywhere else" }));
    let dialog = await screen.findByRole("dialog", { name: "Log out everywhere else?" });
    within(dialog).getByText(/^2 sessions will end\./);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo(api.calls, "POST", "/api/admin/sessions/revoke-others")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Log out everywhere else" }));
    dialog = await screen.findByRole("dialog", { name: "Log out everywhere else?" });
    await user.click(within(dialog).getByRole("button", { name: "End 2 sessions" }));

    await screen.findByText("2 sessions ended. This browser stays signed in.");
    expect(callsTo(api.calls, "POST", "/api/admin/sessions/revoke-others")).toHaveLength(1);
    await expect.poll(async () => within(await sessionsList()).queryAllByRole("listitem").length).toBe(1);
    await screen.findByText("No other browser is signed in.");
    expect((screen.getByRole("button", { name: "Log out everywhere else" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("when this browser's session was revoked elsewhere, then its next call answers 401 and it is sent to the login page", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-revoked");
    let revoked = false;
    fakeApi({
      "GET /api/admin/session": () => json({ authenticated: true }),
      "GET /api/admin/sessions": () =>
        revoked ? json({ error: "Authentication required" }, 401) : json({ sessions: [MINE, LAPTOP] }),
    });
    const { user } = renderApp("/admin");
    await sessionsList();

    revoked = true;
    await user.click(screen.getByRole("button", { name: "Refresh" }));

    await screen.findByRole("heading", { name: "Admin Login" });
    expect(window.location.pathname).toBe("/admin/login");
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

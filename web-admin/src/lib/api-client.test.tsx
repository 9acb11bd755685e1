import { describe, expect, it, vi } from "vitest";
import { fakeApi, json } from "@/testing/fake-api";
import { apiFetch, apiRequest } from "./api-client";
import { getStoredSessionId, SESSION_STORAGE_KEY, storeSessionId } from "./session-store";

const refused = () => json({ error: "Authentication required" }, 401);

describe("the admin API client", () => {
  it("when an admin call answers 401, then the session it sent is forgotten (the guard then opens the login page)", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "ended");
    const api = fakeApi({ "GET /api/automation/status": refused });

    await expect(apiRequest("/api/automation/status")).rejects.toMatchObject({ status: 401 });

    expect(api.calls[0]?.headers.get("x-admin-session")).toBe("ended");
    expect(getStoredSessionId()).toBeNull();
  });

  it("when a call that reads its own 401 is refused, then the session stays", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "valid");
    fakeApi({ "GET /api/admin/export-workouts": refused });

    const response = await apiFetch("/api/admin/export-workouts", { handlesUnauthorized: true });

    expect(response.status).toBe(401);
    expect(getStoredSessionId()).toBe("valid");
  });

  it("when a 401 comes back for a session already replaced by a new login, then the new one stays", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "old");
    let answer: ((response: Response) => void) | undefined;
    fakeApi({ "GET /api/automation/status": () => new Promise<Response>((resolve) => (answer = resolve)) });

    const pending = apiFetch("/api/automation/status");
    const respond = await vi.waitFor(() => answer ?? Promise.reject(new Error("not asked yet")));
    storeSessionId("new");
    respond(refused());
    await pending;

    expect(getStoredSessionId()).toBe("new");
  });

  it("when an admin call fails otherwise, then the session stays", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "valid");
    fakeApi({ "GET /api/automation/status": () => json({ error: "Forbidden" }, 403) });

    await expect(apiRequest("/api/automation/status")).rejects.toMatchObject({ status: 403 });
    expect(getStoredSessionId()).toBe("valid");
  });

  it("when a write is answered 'Another change came first', then it is sent again once and that answer counts", async () => {
    const answers = [json({ error: "Another change came first; try again" }, 409), json({ success: true })];
    const api = fakeApi({ "PUT /api/automation/interval": () => answers.shift() ?? json({}, 500) });

    await expect(apiRequest("/api/automation/interval", { method: "PUT", json: { minutes: 5 } })).resolves.toEqual({
      success: true,
    });
    expect(api.calls.map((call) => [call.method, call.body])).toEqual([
      ["PUT", { minutes: 5 }],
      ["PUT", { minutes: 5 }],
    ]);
  });

  it("when a write is refused with another 409 (a real refusal) or a read gets 409, then it is not sent again", async () => {
    const api = fakeApi({
      "POST /api/automation/start": () => json({ error: "Automation is already running" }, 409),
      "GET /api/automation/status": () => json({ error: "Another change came first; try again" }, 409),
    });

    await expect(apiRequest("/api/automation/start", { method: "POST" })).rejects.toMatchObject({ status: 409 });
    await expect(apiRequest("/api/automation/status")).rejects.toMatchObject({ status: 409 });
    expect(api.calls).toHaveLength(2);
  });
});

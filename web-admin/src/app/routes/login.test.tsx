import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "@/lib/session-store";
import { fakeApi, json } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

describe("admin login", () => {
  it("when the token is empty or blank, then it asks for one without calling the server", async () => {
    const api = fakeApi({});
    const { user } = renderApp("/admin/login");

    await user.click(screen.getByRole("button", { name: "Access Admin Area" }));
    await notifications().findByText("Token Required");
    notifications().getByText("Please enter your admin token");

    await user.type(screen.getByLabelText("Admin Token"), "   ");
    await user.click(screen.getByRole("button", { name: "Access Admin Area" }));
    notifications().getByText("Token Required");
    expect(api.calls).toEqual([]);
  });

  it("when the token is wrong, then 'Login Failed' shows the server's error and nothing is stored", async () => {
    const api = fakeApi({
      "POST /api/admin/login": () => json({ success: false, error: "Invalid admin token" }, 401),
    });
    const { user } = renderApp("/admin/login");

    const field = screen.getByLabelText("Admin Token");
    expect(field.getAttribute("type")).toBe("password");
    await user.type(field, "  nope ");
    await user.click(screen.getByRole("button", { name: "Access Admin Area" }));

    await notifications().findByText("Login Failed");
    notifications().getByText("Invalid admin token");
    expect(api.calls[0]?.body).toEqual({ token: "nope" });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(window.location.pathname).toBe("/admin/login");
  });

  it("when logins are rate limited, then the server's message is shown", async () => {
    const message = "Too many failed login attempts. Try again in 15 minutes.";
    fakeApi({ "POST /api/admin/login": () => json({ success: false, error: message }, 429) });
    const { user } = renderApp("/admin/login");

    await user.type(screen.getByLabelText("Admin Token"), "guess");
    await user.click(screen.getByRole("button", { name: "Access Admin Area" }));

    await notifications().findByText(message);
    notifications().getByText("Login Failed");
  });

  it("when the network fails, then 'Login Error' is shown", async () => {
    fakeApi({
      "POST /api/admin/login": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const { user } = renderApp("/admin/login");

    await user.type(screen.getByLabelText("Admin Token"), "letmein");
    await user.click(screen.getByRole("button", { name: "Access Admin Area" }));

    await notifications().findByText("Login Error");
    notifications().getByText("Network error during login");
  });

  it("when the token is right, then the session id is stored and the admin home shows its three sections", async () => {
    fakeApi({ "POST /api/admin/login": () => json({ success: true, sessionId: "session-123" }) });
    const { user } = renderApp("/admin/login");

    screen.getByText(/remembered for 30 days/i);
    await user.type(screen.getByLabelText("Admin Token"), "letmein");
    await user.click(screen.getByRole("button", { name: "Access Admin Area" }));

    await screen.findByRole("button", { name: "Logout" });
    expect(window.location.pathname).toBe("/admin");
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe("session-123");
    notifications().getByText("Login Successful");
    const cards = [
      ["Data Exporter", "/admin/data-exporter"],
      ["Page Manager", "/admin/page-manager"],
      ["Pinterest", "/admin/pinterest"],
    ];
    for (const [name, href] of cards) {
      const link = screen.getByRole("link", { name: new RegExp(`^${name}`) });
      expect(link.getAttribute("href")).toBe(href);
    }
  });

  it("when a valid session is stored, then the login page goes straight to the admin home", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-123");
    const api = fakeApi({ "GET /api/admin/session": () => json({ authenticated: true }) });
    renderApp("/admin/login");

    await screen.findByRole("button", { name: "Logout" });
    expect(window.location.pathname).toBe("/admin");
    expect(api.calls[0]?.headers.get("x-admin-session")).toBe("session-123");
  });

  it("when the stored session is no longer valid, then the login form is shown and the id removed", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "expired");
    fakeApi({ "GET /api/admin/session": () => json({ authenticated: false }) });
    renderApp("/admin/login");

    await screen.findByLabelText("Admin Token");
    await waitFor(() => expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
  });

  it("when next names an admin page, then a successful login goes there", async () => {
    fakeApi({
      "POST /api/admin/login": () => json({ success: true, sessionId: "session-123" }),
      "GET /api/admin/imports": () => json({ imports: [] }),
    });
    const { user } = renderApp("/admin/login?next=%2Fadmin%2Fdata-exporter%3Fx%3D1");

    await user.type(screen.getByLabelText("Admin Token"), "letmein");
    await user.click(screen.getByRole("button", { name: "Access Admin Area" }));

    await screen.findByRole("heading", { name: "Data Exporter" });
    expect(window.location.pathname + window.location.search).toBe("/admin/data-exporter?x=1");
  });

  it.each(["https://evil.example/admin/", "//evil.example/admin/", "/\\evil.example", "/pages/some-page"])(
    "when next is %s, then it is refused and login goes to the admin home",
    async (next) => {
      fakeApi({ "POST /api/admin/login": () => json({ success: true, sessionId: "session-123" }) });
      const { user } = renderApp(`/admin/login?next=${encodeURIComponent(next)}`);

      await user.type(screen.getByLabelText("Admin Token"), "letmein");
      await user.click(screen.getByRole("button", { name: "Access Admin Area" }));

      await screen.findByRole("button", { name: "Logout" });
      expect(window.location.href).toBe(`${window.location.origin}/admin`);
    },
  );

  it("when a valid session is stored and next names an admin page, then the login page goes straight there", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-123");
    fakeApi({
      "GET /api/admin/session": () => json({ authenticated: true }),
      "GET /api/pinterest/status": () => json({ connected: false }),
    });
    renderApp("/admin/login?next=%2Fadmin%2Fpinterest");

    await waitFor(() => expect(window.location.pathname).toBe("/admin/pinterest"));
  });
});

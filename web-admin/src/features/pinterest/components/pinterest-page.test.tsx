import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_STORAGE_KEY } from "@/lib/session-store";
import { fakeApi, json, type RecordedCall } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { redirectTo } from "../hooks/use-start-pinterest-oauth";
import { connected, notConnected, pin } from "../testing/pinterest-fixtures";

type Routes = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

async function openPage(routes: Routes, path = "/admin/pinterest") {
  window.localStorage.setItem(SESSION_STORAGE_KEY, "session-abc");
  const api = fakeApi({
    "GET /api/admin/session": () => json({ authenticated: true }),
    "GET /api/pinterest/boards": () =>
      json({
        boards: [
          { id: "b1", name: "Desk Stretches" },
          { id: "b2", name: "Back Pain Relief" },
        ],
        selectedBoardId: null,
      }),
    ...routes,
  });
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Pinterest" });
  return { api, ...rendered };
}

function statusCard() {
  return within(screen.getByRole("region", { name: "Connection Status" }));
}

/** Waits until the status card (re-rendered as the state changes) shows this text. */
async function statusShows(text: string): Promise<void> {
  await waitFor(() => statusCard().getByText(text));
}

beforeEach(() => {
  vi.spyOn(redirectTo, "assign").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("Pinterest page, not connected", () => {
  it("when no account is connected, then it says so, offers OAuth (recommended) and the manual form, and asks for no pins", async () => {
    const { api } = await openPage({ "GET /api/pinterest/status": () => json(notConnected) });

    await statusShows("Not Connected");
    screen.getByRole("button", { name: "Connect with Pinterest OAuth" });
    screen.getByText("Recommended");
    const form = within(screen.getByRole("form", { name: "Connect with an access token" }));
    expect(form.getByLabelText("Access Token").getAttribute("type")).toBe("password");
    expect(form.getByLabelText(/Refresh Token/).getAttribute("type")).toBe("password");
    expect(api.calls.some((call) => call.path.startsWith("/api/pinterest/pins"))).toBe(false);
  });

  it("when the OAuth button is pressed, then the browser goes to the authorization address the server gives", async () => {
    const authUrl = "https://www.pinterest.com/oauth/?client_id=1&state=abc";
    const { user } = await openPage({
      "GET /api/pinterest/status": () => json(notConnected),
      "GET /api/pinterest/auth-url": () => json({ authUrl }),
    });

    await user.click(await screen.findByRole("button", { name: "Connect with Pinterest OAuth" }));

    await waitFor(() => expect(redirectTo.assign).toHaveBeenCalledWith(authUrl));
  });

  it("when the authorization address cannot be had, then 'OAuth Error' shows the server's message", async () => {
    const { user } = await openPage({
      "GET /api/pinterest/status": () => json(notConnected),
      "GET /api/pinterest/auth-url": () => json({ error: "Pinterest OAuth is not configured" }, 503),
    });

    await user.click(await screen.findByRole("button", { name: "Connect with Pinterest OAuth" }));

    await notifications().findByText("OAuth Error");
    notifications().getByText("Pinterest OAuth is not configured");
    expect(redirectTo.assign).not.toHaveBeenCalled();
  });

  it("when the access token is empty or blank, then the form says 'Please enter your Pinterest access token' and sends nothing", async () => {
    const { user, api } = await openPage({ "GET /api/pinterest/status": () => json(notConnected) });
    const form = within(await screen.findByRole("form", { name: "Connect with an access token" }));

    await user.click(form.getByRole("button", { name: "Connect with Token" }));
    const field = form.getByLabelText("Access Token");
    form.getByText("Please enter your Pinterest access token");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field);

    await user.type(field, "   ");
    await user.type(form.getByLabelText(/Refresh Token/), "pinr_only_refresh");
    await user.click(form.getByRole("button", { name: "Connect with Token" }));
    form.getByText("Please enter your Pinterest access token");
    expect(api.calls.some((call) => call.path === "/api/pinterest/connect")).toBe(false);
  });

  it("when tokens are entered, then they are sent trimmed (refresh token only when given), can be shown, and the page shows the account", async () => {
    let status = notConnected;
    const { user, api } = await openPage({
      "GET /api/pinterest/status": () => json(status),
      "GET /api/pinterest/pins": () => json({ pins: [pin(1)] }),
      "POST /api/pinterest/connect": () => {
        status = connected({ method: "manual", scopes: [], expiresAt: null, canRefresh: false });
        return json({ success: true, message: "Pinterest account @movebreak_fake connected" });
      },
    });
    const form = within(await screen.findByRole("form", { name: "Connect with an access token" }));

    await user.type(form.getByLabelText("Access Token"), "  pina_secret  ");
    await user.click(form.getByRole("button", { name: "Show tokens" }));
    expect(form.getByLabelText("Access Token").getAttribute("type")).toBe("text");
    await user.click(form.getByRole("button", { name: "Hide tokens" }));
    expect(form.getByLabelText("Access Token").getAttribute("type")).toBe("password");
    await user.click(form.getByRole("button", { name: "Connect with Token" }));

    await notifications().findByText("Pinterest Connected!");
    expect(api.calls.find((call) => call.path === "/api/pinterest/connect")?.body).toEqual({
      accessToken: "pina_secret",
    });
    await statusShows("Connected");
    statusCard().getByText("Not reported for a token entered by hand");
    await screen.findByText("Movement break #1");
  });

  it("when the server refuses the token, then 'Connection Failed' shows its message; without an answer, 'Connection Error'", async () => {
    let fail: "refuse" | "network" = "refuse";
    const { user } = await openPage({
      "GET /api/pinterest/status": () => json(notConnected),
      "POST /api/pinterest/connect": () => {
        if (fail === "network") throw new TypeError("Failed to fetch");
        return json({ error: "Pinterest rejected this access token (Pinterest answered 401)" }, 400);
      },
    });
    const form = within(await screen.findByRole("form", { name: "Connect with an access token" }));
    await user.type(form.getByLabelText("Access Token"), "pina_wrong");

    await user.click(form.getByRole("button", { name: "Connect with Token" }));
    await notifications().findByText("Connection Failed");
    notifications().getByText("Pinterest rejected this access token (Pinterest answered 401)");

    fail = "network";
    await user.click(form.getByRole("button", { name: "Connect with Token" }));
    await notifications().findByText("Connection Error");
    notifications().getByText("Network error while connecting Pinterest account");
  });
});

describe("Pinterest page, connected", () => {
  it("when connected, then the card shows the account, expiry, last sync and scopes, and the grid its first 6 pins", async () => {
    const pins = [pin(1), pin(2, { title: null }), pin(3, { title: "  " }), pin(4), pin(5), pin(6), pin(7)];
    await openPage({
      "GET /api/pinterest/status": () => json(connected()),
      "GET /api/pinterest/pins": () => json({ pins }),
    });

    await statusShows("Connected");
    const card = statusCard();
    card.getByText("@movebreak_fake");
    expect(card.getAllByText("Business").length).toBeGreaterThan(0);
    card.getByText(/Apr 1, 2026/);
    card.getByText(/Mar 2, 2026/);
    expect(card.queryByText("Token expired")).toBeNull();
    const scopes = within(card.getByRole("list", { name: "Granted scopes" }));
    expect(scopes.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "boards:read",
      "pins:read",
      "pins:write",
      "user_accounts:read",
    ]);

    const grid = within(await screen.findByRole("list", { name: "Recent pins" }));
    const items = grid.getAllByRole("listitem");
    expect(items).toHaveLength(6);
    expect(grid.getAllByText("Untitled Pin")).toHaveLength(2);
    grid.getByText("Movement break #1");
    within(items[0] as HTMLElement).getByText("Jan 19, 2026");
    expect(items[0]?.querySelector("img")?.getAttribute("src")).toBe("https://i.pinimg.com/150x150/pin-1.jpg");
  });

  it("when the token has expired, then the card flags 'Token expired'", async () => {
    await openPage({
      "GET /api/pinterest/status": () => json(connected({ isExpired: true, canRefresh: false })),
      "GET /api/pinterest/pins": () => json({ pins: [] }),
    });

    await statusShows("Token expired");
    await screen.findByText("No pins yet");
  });

  it("when Pinterest refused the last call, then the card says 'Reconnect needed' (not Connected), why, and offers OAuth again", async () => {
    const authUrl = "https://www.pinterest.com/oauth/?client_id=1&state=again";
    const { user } = await openPage({
      "GET /api/pinterest/status": () =>
        json(
          connected({
            needsReconnect: true,
            lastCall: {
              at: "2026-03-03T08:00:00.000Z",
              outcome: "refused",
              error: "Pinterest refused the access token (Pinterest answered 401: Authentication failed.)",
            },
          }),
        ),
      "GET /api/pinterest/pins": () => json({ pins: [] }),
      "GET /api/pinterest/auth-url": () => json({ authUrl }),
    });

    await statusShows("Reconnect needed");
    const card = statusCard();
    expect(card.queryByText("Connected")).toBeNull();
    const notice = within(card.getByRole("alert"));
    notice.getByText("Pinterest refuses the stored token");
    notice.getByText(/Pinterest answered 401: Authentication failed\./);
    notice.getByText(/new pages are not pinned/);

    await user.click(notice.getByRole("button", { name: "Reconnect with Pinterest OAuth" }));
    await waitFor(() => expect(redirectTo.assign).toHaveBeenCalledWith(authUrl));
  });

  it("when a token entered by hand is refused, then the card says to disconnect and paste a new one", async () => {
    await openPage({
      "GET /api/pinterest/status": () =>
        json(
          connected({
            method: "manual",
            canRefresh: false,
            expiresAt: null,
            needsReconnect: true,
            lastCall: {
              at: "2026-03-03T08:00:00.000Z",
              outcome: "refused",
              error: "Pinterest refused the access token",
            },
          }),
        ),
      "GET /api/pinterest/pins": () => json({ pins: [] }),
    });

    await statusShows("Reconnect needed");
    const notice = within(statusCard().getByRole("alert"));
    notice.getByText(/Disconnect below, then connect with a new access token/);
    expect(notice.queryByRole("button")).toBeNull();
  });

  it("when the pins are refused on the way in, then the card reads the status again and turns to 'Reconnect needed'; a call that works turns it back", async () => {
    let status = connected();
    const { user } = await openPage({
      "GET /api/pinterest/status": () => json(status),
      "GET /api/pinterest/pins": () => {
        // What the server does: the refusal is recorded on the connection before the 502 answers.
        status = connected({
          needsReconnect: true,
          lastCall: { at: "2026-03-03T08:00:00.000Z", outcome: "refused", error: "Pinterest refused the access token" },
        });
        return json({ error: "Pinterest refused the access token: connect the account again" }, 502);
      },
      "GET /api/pinterest/test": () => {
        status = connected();
        return json({ success: true, profile: { username: "movebreak_fake" } });
      },
    });

    await screen.findByText(/The pins could not be loaded/);
    await statusShows("Reconnect needed");

    await user.click(screen.getByRole("button", { name: "Test Connection" }));
    await statusShows("Connected");
    expect(statusCard().queryByRole("alert")).toBeNull();
  });

  it("when the last call failed without a refusal, then the card stays Connected and says the call failed", async () => {
    await openPage({
      "GET /api/pinterest/status": () =>
        json(
          connected({
            lastCall: { at: "2026-03-03T08:00:00.000Z", outcome: "failed", error: "Pinterest answered 503: Busy" },
          }),
        ),
      "GET /api/pinterest/pins": () => json({ pins: [] }),
    });

    await statusShows("Connected");
    statusCard().getByText(/The last call failed .*: Pinterest answered 503: Busy/);
  });

  it("when a pin's image or the profile image fails to load, then a placeholder named for screen readers takes its place", async () => {
    await openPage({
      "GET /api/pinterest/status": () => json(connected()),
      "GET /api/pinterest/pins": () => json({ pins: [pin(1), pin(2, { media: null })] }),
    });
    const grid = within(await screen.findByRole("list", { name: "Recent pins" }));
    // A pin without an image has the placeholder from the start; the other's image is tried.
    grid.getByRole("img", { name: "Image of Movement break #2 unavailable" });
    expect(grid.queryByRole("img", { name: "Image of Movement break #1 unavailable" })).toBeNull();

    const image = grid.getAllByRole("listitem")[0]?.querySelector("img");
    if (!image) throw new Error("the first pin has no <img>");
    fireEvent.error(image);

    grid.getByRole("img", { name: "Image of Movement break #1 unavailable" });
    expect(grid.getAllByRole("listitem")[0]?.querySelector("img")).toBeNull();

    const avatar = screen.getByRole("region", { name: "Connection Status" }).querySelector("img");
    if (!avatar) throw new Error("the card has no profile image");
    fireEvent.error(avatar);
    statusCard().getByRole("img", { name: "No profile image for @movebreak_fake" });
  });

  it("when Test Connection works, fails at Pinterest or fails to run, then 'Connection Working', 'Connection Issue' or 'Test Failed'", async () => {
    let answer: Response | (() => Response) = json({ success: true, profile: { username: "movebreak_fake" } });
    const { user } = await openPage({
      "GET /api/pinterest/status": () => json(connected()),
      "GET /api/pinterest/pins": () => json({ pins: [] }),
      "GET /api/pinterest/test": () => (typeof answer === "function" ? answer() : answer),
    });
    const test = await screen.findByRole("button", { name: "Test Connection" });

    await user.click(test);
    await notifications().findByText("Connection Working");

    answer = json({ success: false, error: "Pinterest refused the access token: connect the account again" });
    await user.click(test);
    await notifications().findByText("Connection Issue");
    notifications().getByText("Pinterest refused the access token: connect the account again");

    answer = json({ error: "No Pinterest account is connected" }, 409);
    await user.click(test);
    await notifications().findByText("Test Failed");
    notifications().getByText("No Pinterest account is connected");
  });

  it("when Disconnect is pressed, then a confirm names the account; declined nothing happens, accepted the page is back to Not Connected", async () => {
    let status = connected();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm);
    const { user, api } = await openPage({
      "GET /api/pinterest/status": () => json(status),
      "GET /api/pinterest/pins": () => json({ pins: [pin(1)] }),
      "POST /api/pinterest/disconnect": () => {
        status = notConnected;
        return json({ success: true, message: "Pinterest account disconnected" });
      },
    });
    const disconnect = await screen.findByRole("button", { name: "Disconnect" });

    await user.click(disconnect);
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining("@movebreak_fake"));
    expect(api.calls.some((call) => call.path === "/api/pinterest/disconnect")).toBe(false);

    await user.click(disconnect);
    await statusShows("Not Connected");
    expect(api.calls.filter((call) => call.path === "/api/pinterest/disconnect")).toHaveLength(1);
    notifications().getByText("Pinterest Disconnected");
  });

  it("when a board is chosen and saved, then it is sent and named as where new pages go", async () => {
    let selected: string | null = null;
    const { user, api } = await openPage({
      "GET /api/pinterest/status": () => json(connected()),
      "GET /api/pinterest/pins": () => json({ pins: [] }),
      "GET /api/pinterest/boards": () =>
        json({
          boards: [
            { id: "b1", name: "Desk Stretches" },
            { id: "b2", name: "Back Pain Relief" },
          ],
          selectedBoardId: selected,
        }),
      "PUT /api/pinterest/board": (call) => {
        selected = (call.body as { boardId: string }).boardId;
        return json({ success: true, message: "New pages will be pinned to Back Pain Relief", board: null });
      },
    });
    const select = await screen.findByLabelText("Board for new pages");
    screen.getByText("New pages are not pinned until a board is chosen.");

    await user.selectOptions(select, "Back Pain Relief");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await notifications().findByText("Board Saved");
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ boardId: "b2" });
    await screen.findByText("Back Pain Relief", { selector: "strong" });
  });

  it("when the server is not set up for Pinterest, then the page says what is missing", async () => {
    await openPage({
      "GET /api/pinterest/status": () => json({ error: "Pinterest is not configured: set PINTEREST_TOKEN_KEY" }, 503),
    });

    expect((await screen.findByRole("alert")).textContent).toBe("Pinterest is not configured: set PINTEREST_TOKEN_KEY");
  });
});

describe("Pinterest page, the OAuth return", () => {
  it("when Pinterest sends back an error, then 'Authorization Failed' shows its description and the address is cleaned", async () => {
    await openPage(
      { "GET /api/pinterest/status": () => json(notConnected) },
      "/admin/pinterest?error=access_denied&error_description=The+user+denied+access",
    );

    await notifications().findByText("Authorization Failed");
    notifications().getByText("The user denied access");
    expect(window.location.search).toBe("");
  });

  it("when a code comes back, then it is exchanged once with its state and the page shows the account", async () => {
    let status = notConnected;
    const { api } = await openPage(
      {
        "GET /api/pinterest/status": () => json(status),
        "GET /api/pinterest/pins": () => json({ pins: [] }),
        "POST /api/pinterest/exchange-code": () => {
          status = connected();
          return json({ success: true, message: "Pinterest account @movebreak_fake connected" });
        },
      },
      "/admin/pinterest?code=page-code-1&state=state-1",
    );

    await statusShows("Connected");
    expect(window.location.search).toBe("");
    const exchanges = api.calls.filter((call) => call.path === "/api/pinterest/exchange-code");
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.body).toEqual({ code: "page-code-1", state: "state-1" });
  });

  it("when the server refuses the code, then 'Connection Failed' shows its error", async () => {
    await openPage(
      {
        "GET /api/pinterest/status": () => json(notConnected),
        "POST /api/pinterest/exchange-code": () =>
          json({ error: "This Pinterest authorization is invalid or has expired. Start the connection again." }, 400),
      },
      "/admin/pinterest?code=page-code-2&state=forged",
    );

    await notifications().findByText("Connection Failed");
    notifications().getByText("This Pinterest authorization is invalid or has expired. Start the connection again.");
  });
});

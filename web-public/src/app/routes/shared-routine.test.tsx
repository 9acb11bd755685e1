import type { SharedRoutineResponse } from "@movebreak/shared/contracts/catalog";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "@/entry-server";
import { sharedRoutineQueryKey } from "@/features/shared-routine/api/get-shared-routine";
import { INCREMENT_OPENS_FAILED, incrementOpens } from "@/features/shared-routine/api/increment-opens";
import type { PlayerOptions } from "@/lib/movebreak-player";
import { dehydrateAnswers } from "@/lib/prefetch";
import { json } from "@/testing/json-response";
import { renderApp } from "@/testing/render-app";
import { TEST_CONFIG } from "@/testing/test-config";

const NECK_SAVER: SharedRoutineResponse = {
  key: "neck-saver",
  pack_title: "neck saver",
  pack_description: "A calm one for a stiff neck.",
  locationId: "neckRelief",
  workoutIds: ["neckRelief-01", "neckRelief-02"],
  opens: 3,
  workouts: [
    { id: "neckRelief-01", title: "Chin tucks", locationId: "neckRelief", videoUrl: "https://media.test/1.mp4" },
    { id: "neckRelief-02", title: "Neck rolls", locationId: "neckRelief", videoUrl: "https://media.test/2.mp4" },
  ],
};

const GET_PATH = "/api/shared-movebreaks/neck-saver";
const OPEN_PATH = "/api/shared-movebreaks/neck-saver/increment-opens";

let fetchMock: ReturnType<typeof vi.fn>;
const newPlayer = () => {
  const destroy = vi.fn();
  return { create: vi.fn((_element: HTMLElement, _options?: PlayerOptions) => ({ destroy })), destroy };
};
let player: ReturnType<typeof newPlayer>;

/** A fake API: the routine and the counter, each answer replaceable per test. */
function fakeApi(answers: Record<string, () => Response | Promise<Response>>) {
  return vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const answer = answers[key];
    return Promise.resolve(answer ? answer() : json(500, { error: `unexpected ${key}` }));
  });
}

beforeEach(() => {
  fetchMock = fakeApi({
    [`GET ${GET_PATH}`]: () => json(200, NECK_SAVER),
    [`POST ${OPEN_PATH}`]: () => json(200, { key: "neck-saver", opens: 4 }),
  });
  vi.stubGlobal("fetch", fetchMock);
  player = newPlayer();
  window.MovebreakPlayer = { create: player.create };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.MovebreakPlayer;
});

describe("shared routine page", () => {
  it("when the address has no key, then it says so and reads nothing", () => {
    for (const path of ["/try", "/try/"]) {
      renderApp(path);
      screen.getByRole("heading", { level: 1, name: "Error: No key provided" });
      cleanup();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when the routine is loading, then it says Loading routine...; once loaded, title, player, description and home link", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp("/try/neck-saver");
    expect(screen.getByRole("status").textContent).toBe("Loading routine...");
    expect(fetchMock).toHaveBeenCalledWith(GET_PATH, expect.objectContaining({ credentials: "include" }));

    await act(async () => answer(json(200, NECK_SAVER)));

    await screen.findByRole("heading", { level: 1, name: "Neck Saver" });
    screen.getByText("A calm one for a stiff neck.");
    expect(screen.getByRole("link", { name: "Discover Movebreak" }).getAttribute("href")).toBe("/");
    screen.getByText("Chin tucks");
    screen.getByText("Neck rolls");
    // The player is the server's first screen until the reader reaches for it (player-island.test.tsx).
    expect(screen.getByTestId("shared-routine-player").querySelector("[data-player-host]")).toBeTruthy();
    expect(player.create).not.toHaveBeenCalled();
  });

  it("when the routine has no description, then the default one shows", async () => {
    fetchMock = fakeApi({
      [`GET ${GET_PATH}`]: () => json(200, { ...NECK_SAVER, pack_description: "" }),
      [`POST ${OPEN_PATH}`]: () => json(200, { key: "neck-saver", opens: 4 }),
    });
    vi.stubGlobal("fetch", fetchMock);
    renderApp("/try/neck-saver");
    await screen.findByText("A movement routine to get you energized!");
  });

  it("when the routine is unknown or the read fails, then Routine not found with the key, and no open is counted", async () => {
    fetchMock = fakeApi({
      "GET /api/shared-movebreaks/nope": () => json(404, { error: "SharedMovebreak not found" }),
      "GET /api/shared-movebreaks/broken": () => json(500, { error: "boom" }),
      "GET /api/shared-movebreaks/empty": () => json(200, null),
    });
    vi.stubGlobal("fetch", fetchMock);
    for (const key of ["nope", "broken", "empty"]) {
      renderApp(`/try/${key}`);
      await screen.findByRole("heading", { level: 1, name: "Routine not found" });
      screen.getByText(key);
      cleanup();
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    expect(player.create).not.toHaveBeenCalled();
  });

  it("when the counter call fails, then it throws Failed to increment opens", async () => {
    fetchMock = fakeApi({ [`POST ${OPEN_PATH}`]: () => json(500, { error: "down" }) });
    vi.stubGlobal("fetch", fetchMock);
    await expect(incrementOpens("neck-saver")).rejects.toThrow(INCREMENT_OPENS_FAILED);
  });

  it("when the server renders /try pages, then a read routine shows, an unknown key answers 404, no key says so", async () => {
    const loading = await render("/try/neck-saver", TEST_CONFIG);
    expect(loading.status).toBe(200);
    expect(loading.html).toContain("Loading routine...");
    expect(loading.head).toContain('<meta name="robots" content="noindex, follow" />');
    expect(loading.head).not.toContain("canonical");

    for (const path of ["/try", "/try/"]) {
      const noKey = await render(path, TEST_CONFIG);
      expect(noKey.status).toBe(200);
      expect(noKey.html).toContain("Error: No key provided");
    }

    const read = await render(
      "/try/neck-saver",
      TEST_CONFIG,
      dehydrateAnswers([{ queryKey: sharedRoutineQueryKey("neck-saver"), answer: { status: 200, body: NECK_SAVER } }]),
    );
    expect(read.status).toBe(200);
    expect(read.html).toMatch(/<h1[^>]*>Neck Saver<\/h1>/);
    expect(read.html).toContain("Chin tucks");
    expect(read.html).not.toContain("Loading routine...");
    expect(read.head).toContain("<title>Neck Saver | Movebreak</title>");
    expect(read.head).toContain('<meta name="robots" content="index, follow" />');
    expect(read.head).toContain('<link rel="canonical" href="https://site.test/try/neck-saver" />');
    // The player's first screen is in the HTML (a declarative shadow root drawn by the player's own code),
    // inside the island that starts the player: the page shows it before, and without, any script.
    const player = /<div data-island="shared-routine-player"[\s\S]*?<\/template>/.exec(read.html)?.[0] ?? "";
    expect(player).toContain('<template shadowrootmode="open"><style>');
    expect(player).toContain('aria-label="Movebreak exercise player"');
    expect(player).toMatch(/<h2 class="title">Neck Saver<\/h2>/);
    expect(player).toContain("2 exercises • 15 seconds each");
    expect(player).toMatch(/<button[^>]*>.*Start Routine<\/button>/);
    expect(player).toContain('aria-label="Chin tucks: animated guide"');

    const missing = await render(
      "/try/nope",
      TEST_CONFIG,
      dehydrateAnswers([{ queryKey: sharedRoutineQueryKey("nope"), answer: { status: 404, body: {} } }]),
    );
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("Routine not found");

    const demo = await render("/embed-demo", TEST_CONFIG);
    expect(demo.status).toBe(200);
    expect(demo.head).toContain('<link rel="canonical" href="https://site.test/embed-demo" />');
  });
});

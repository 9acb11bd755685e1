import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { EMBED_LOCATIONS, embedApi } from "@/testing/embed-location-fixture";
import { json } from "@/testing/json-response";
import { OffscreenObserver, VisibleObserver } from "@/testing/visible-observer";
import { PreviewVideoCards } from "./preview-video-cards";

let fetchMock: ReturnType<typeof vi.fn>;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn(embedApi());
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("IntersectionObserver", VisibleObserver);
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCards() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PreviewVideoCards />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The card of one previewed routine, found by its heading. */
function card(label: string): HTMLElement {
  const item = screen.getByRole("heading", { level: 3, name: label }).closest("li");
  if (!item) throw new Error(`no card for ${label}`);
  return item;
}

describe("preview videos", () => {
  it("when a box is near the viewport, then it reads its location and shows a spinner until the answer", () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderCards();

    expect(within(card("Arms Only")).getByRole("status").textContent).toBe("Loading Arms Only video");
    expect(card("Fun Kicks").querySelector("[data-scene]")?.getAttribute("data-scene")).toBe("park");
    within(card("Fun Kicks")).getByRole("status");
    within(card("Hip Pain")).getByRole("status");
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual([
      "/api/embed/location/armsOnly",
      "/api/embed/location/funKicks",
      "/api/embed/location/hipPain",
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/embed/location/armsOnly",
      expect.objectContaining({ credentials: "include" }),
    );
  });

  it("when the boxes are far from the viewport, then nothing is read yet, and no spinner turns for a read not started", () => {
    vi.stubGlobal("IntersectionObserver", OffscreenObserver);
    renderCards();
    expect(screen.queryAllByRole("status")).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector("video")).toBeNull();
  });

  it("when the read succeeds, then the first clip plays muted, looping and on its own, without a spinner once loaded", async () => {
    renderCards();
    const video = (await within(card("Arms Only")).findByLabelText(
      "Arms Only: Seated Arm Circles demonstration",
    )) as HTMLVideoElement;

    expect(video.tagName).toBe("VIDEO");
    expect(video.getAttribute("src")).toBe("https://media.site.test/workouts/armsOnly-01.mp4");
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute("playsinline")).toBe(true);
    within(card("Arms Only")).getByRole("status");

    fireEvent.loadedData(video);
    expect(within(card("Arms Only")).queryByRole("status")).toBeNull();
    expect(screen.queryByText("Video unavailable")).toBeNull();
  });

  it("when the clip itself cannot play, then the box shows the exercise's name with the animated figure", async () => {
    renderCards();
    const video = await within(card("Hip Pain")).findByLabelText("Hip Pain: Hip Circles demonstration");

    fireEvent.error(video);

    const fallback = within(card("Hip Pain")).getByRole("img", { name: "Hip Circles: animated guide" });
    expect(fallback.getAttribute("data-state")).toBe("unavailable");
    expect(fallback.textContent).toBe("Hip Circles");
    // The figure performs in the routine's own place (the scene of its card), filling the box.
    expect(fallback.querySelector("svg")?.getAttribute("data-scene")).toBe("livingRoom");
    expect(fallback.querySelector("[data-movement]")).not.toBeNull();
    expect(within(card("Hip Pain")).queryByRole("status")).toBeNull();
    expect(within(card("Hip Pain")).queryByLabelText(/demonstration/)).toBeNull();
  });

  it("when the first workout has no clip (videoUrl null), then its demonstration is drawn: no video, no spinner, not unavailable", async () => {
    const noClip = (id: string) => {
      const body = EMBED_LOCATIONS[id];
      if (!body) throw new Error(id);
      return { ...body, workouts: body.workouts.map((w) => ({ ...w, videoUrl: null })) };
    };
    fetchMock.mockImplementation(async (url: string) => json(200, noClip(String(url).split("/").pop() ?? "")));
    renderCards();

    const guide = await within(card("Hip Pain")).findByRole("img", { name: "Hip Circles: animated guide" });
    expect(guide.getAttribute("data-state")).toBe("drawn");
    // The person performs in the routine's own place, as when a clip fails.
    expect(guide.querySelector("svg")?.getAttribute("data-scene")).toBe("livingRoom");
    expect(guide.querySelector("[data-movement]")).not.toBeNull();
    expect(document.querySelector("video")).toBeNull();
    expect(within(card("Hip Pain")).queryByRole("status")).toBeNull();
    expect(screen.queryByText("Video unavailable")).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("when the read fails, answers non-OK or has no workouts, then the box reads Video unavailable and the error is logged", async () => {
    fetchMock.mockImplementation(
      embedApi({
        "/api/embed/location/armsOnly": () => Promise.reject(new TypeError("Failed to fetch")),
        "/api/embed/location/funKicks": () => Promise.resolve(json(404, { error: "Location not found" })),
        "/api/embed/location/hipPain": () =>
          Promise.resolve(
            json(200, { location: { id: "hipPain", title: "Hip Pain", slug: "hip-pain" }, workouts: [] }),
          ),
      }),
    );
    renderCards();

    for (const label of ["Arms Only", "Fun Kicks", "Hip Pain"]) {
      await within(card(label)).findByText("Video unavailable");
      expect(within(card(label)).queryByRole("status")).toBeNull();
    }
    expect(document.querySelector("video")).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(3);
    for (const [message] of consoleError.mock.calls) expect(message).toBe("Error fetching video");
  });

  it("when a visitor wants the whole routine, then each card links to the movements directory", () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderCards();
    for (const label of ["Arms Only", "Fun Kicks", "Hip Pain"]) {
      expect(screen.getByRole("link", { name: `Try ${label} online` }).getAttribute("href")).toBe("/movements");
    }
  });
});

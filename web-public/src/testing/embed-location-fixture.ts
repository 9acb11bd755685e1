import type { EmbedLocationResponse } from "@movebreak/shared/contracts/catalog";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { json } from "./json-response";
import { VisibleObserver } from "./visible-observer";

/** What GET /api/embed/location/{id} answers for the three previewed routines (first clip only). */
export const EMBED_LOCATIONS: Record<string, EmbedLocationResponse> = {
  armsOnly: {
    location: { id: "armsOnly", title: "Arms Only", slug: "arms-only" },
    workouts: [
      {
        id: "armsOnly-01",
        title: "Seated Arm Circles",
        locationId: "armsOnly",
        videoUrl: "https://media.site.test/workouts/armsOnly-01.mp4",
      },
    ],
  },
  funKicks: {
    location: { id: "funKicks", title: "Fun Kicks", slug: "fun-kicks" },
    workouts: [
      {
        id: "funKicks-01",
        title: "Front Kicks",
        locationId: "funKicks",
        videoUrl: "https://media.site.test/workouts/funKicks-01.mp4",
      },
    ],
  },
  hipPain: {
    location: { id: "hipPain", title: "Hip Pain", slug: "hip-pain" },
    workouts: [
      {
        id: "hipPain-01",
        title: "Hip Circles",
        locationId: "hipPain",
        videoUrl: "https://media.site.test/workouts/hipPain-01.mp4",
      },
    ],
  },
};

/** A fetch that answers the embed reads from EMBED_LOCATIONS, and fails anything else. */
export function embedApi(overrides: Record<string, () => Promise<Response>> = {}) {
  return (input: RequestInfo | URL) => {
    const url = String(input);
    const override = overrides[url];
    if (override) return override();
    const id = url.match(/^\/api\/embed\/location\/(\w+)$/)?.[1];
    const body = id ? EMBED_LOCATIONS[id] : undefined;
    return Promise.resolve(body ? json(200, body) : json(500, { error: `unexpected read ${url}` }));
  };
}

/**
 * For a page whose previews read the embed API: fetch answers from embedApi (the returned mock takes a test's
 * own answers), IntersectionObserver is `Observer` (every preview on screen by default), and every test ends
 * with both restored and the page unmounted.
 */
export function stubEmbedReads(Observer: new (callback: IntersectionObserverCallback) => unknown = VisibleObserver) {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(embedApi());
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("IntersectionObserver", Observer);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return fetchMock;
}

import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFakeClock } from "@/testing/fake-clock";
import { deferred, json, renderPageManager, stubApi } from "../testing/page-manager-fixtures";

const CHECK = "/api/admin/landing-pages/check-slug/";
const TAKEN = "This slug is already taken. Please choose a different one.";

/** Moves the fake clock and lets the answers and renders it released settle. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // React renders when each act ends; an answer then needs a few more turns (request,
  // body read, the query's notify batch) and renders, so let those land too.
  for (let turn = 0; turn < 5; turn += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

async function openManualForm(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  const view = renderPageManager("?tab=manual", { advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await advance(50);
  const slug = screen.getByRole("textbox", { name: "Slug" });
  return { api, slug, ...view, checks: () => api.calls.filter((call) => call.path.startsWith(CHECK)) };
}

describe("slug availability", () => {
  beforeEach(() => {
    useFakeClock();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("when typing stops for 500 ms, then one check is sent for the whole slug", async () => {
    const { user, slug, checks } = await openManualForm({
      [`GET ${CHECK}back-pain-relief`]: () => json({ isAvailable: true }),
    });

    await user.type(slug, "back-pain-relief");
    await advance(499);
    expect(checks()).toHaveLength(0);
    screen.getByText("Checking availability...");

    await advance(1);
    expect(checks().map((call) => call.path)).toEqual([`${CHECK}back-pain-relief`]);
    screen.getByText("Available: /pages/back-pain-relief");

    await advance(2000);
    expect(checks()).toHaveLength(1);
  });

  it("when the slug changes while a check runs, then that check is aborted and its late answer never shows", async () => {
    const first = deferred<Response>();
    const { user, slug, checks } = await openManualForm({
      [`GET ${CHECK}neck`]: () => first.promise,
      [`GET ${CHECK}neck-pain`]: () => json({ isAvailable: true }),
    });

    await user.type(slug, "neck");
    await advance(500);
    expect(checks()).toHaveLength(1);

    await user.type(slug, "-pain");
    await advance(510);
    expect(checks().map((call) => call.path)).toEqual([`${CHECK}neck`, `${CHECK}neck-pain`]);
    expect(checks()[0]?.signal?.aborted).toBe(true);
    screen.getByText("Available: /pages/neck-pain");

    first.resolve(json({ isAvailable: false }));
    await advance(50);
    screen.getByText("Available: /pages/neck-pain");
    expect(screen.queryByText(TAKEN)).toBeNull();
  });

  it("when the slug is taken, then the message says so and the page cannot be created", async () => {
    const { user, slug } = await openManualForm({ [`GET ${CHECK}hip-pain`]: () => json({ isAvailable: false }) });

    await user.type(slug, "hip-pain");
    await advance(510);
    screen.getByText(TAKEN);
    expect(screen.getByRole("button", { name: "Create Page" }).hasAttribute("disabled")).toBe(true);
  });

  it("when the slug has characters outside a-z, 0-9 and hyphens, then nothing is checked", async () => {
    const { user, slug, checks } = await openManualForm({});

    await user.type(slug, "Back Pain");
    await advance(1000);
    expect(checks()).toHaveLength(0);
    screen.getByText("Slug must contain only lowercase letters, numbers, and hyphens");
    screen.getByText(/checked as you type/i);
  });

  it("when the check fails, then the availability stays unknown", async () => {
    const { user, slug, checks } = await openManualForm({
      [`GET ${CHECK}desk-stretches`]: () => new Response("boom", { status: 500 }),
    });

    await user.type(slug, "desk-stretches");
    await advance(510);
    expect(checks()).toHaveLength(1);
    expect(screen.queryByText("Checking availability...")).toBeNull();
    expect(screen.queryByText(/^Available/)).toBeNull();
    screen.getByText(/checked as you type/i);
  });
});

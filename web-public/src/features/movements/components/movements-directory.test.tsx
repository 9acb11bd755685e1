import type { LocationWithThumbnail } from "@movebreak/shared/contracts/catalog";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/testing/render-app";

const LOCATIONS: LocationWithThumbnail[] = [
  { id: "armsOnly", title: "arms only", slug: "arms-only", workoutCount: 6, subtitle: "Wake up tired arms" },
  { id: "chairDancing", title: "chair dancing", slug: "chair-dancing", workoutCount: 1 },
  { id: "hipPain", title: "hip pain", slug: "hip-pain", workoutCount: 3, thumbnailUrl: "https://media.test/hip.jpg" },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("movements directory", () => {
  it("when the locations arrive, then each non-empty category lists its cards linking to the routine", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) =>
        url.startsWith("/api/metadata")
          ? Promise.resolve(new Response("{}", { status: 404 }))
          : new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );

    renderApp("/movements");
    screen.getByRole("heading", { level: 1, name: "Online Chair Exercises and Desk Stretches" });
    const pills = within(screen.getByRole("navigation", { name: "Categories" })).getAllByRole("link");
    expect(pills.map((pill) => pill.textContent)).toEqual([
      "Sitting Desk Exercises",
      "Desk Stretches",
      "Standing Office Exercises",
      "Energizing Desk Exercises",
      "Prolonged Sitting Pain Relief",
    ]);
    // Each pill leads to its section on the page (a plain anchor: it works without JavaScript too).
    for (const pill of pills) expect(pill.getAttribute("href")).toMatch(/^#[a-z-]+$/);
    screen.getByText("Loading movements...");

    answer(new Response(JSON.stringify(LOCATIONS), { status: 200 }));

    const sitting = await screen.findByRole("region", { name: "Sitting Desk Exercises" });
    const arms = within(sitting).getByRole("link", { name: /Arms Only/ });
    expect(arms.getAttribute("href")).toBe("/movements/arms-only");
    expect(arms.textContent).toContain("Wake up tired arms");
    expect(within(sitting).getByRole("link", { name: /Chair Dancing/ }).textContent).toContain(
      "1 exercise for targeted movement",
    );
    const pain = screen.getByRole("region", { name: "Prolonged Sitting Pain Relief" });
    expect(within(pain).getByRole("link", { name: /Hip Pain/ }).textContent).toContain(
      "3 exercises for targeted movement",
    );
    expect(screen.queryByRole("region", { name: "Desk Stretches" })).toBeNull();
  });
});

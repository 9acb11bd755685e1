import type { Review } from "@movebreak/shared/contracts/catalog";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/testing/render-app";

const REVIEWS: Review[] = [
  {
    id: "r1",
    rating: 5,
    title: "Changed my workday",
    content: "I stand up every hour now.",
    author: "Sam",
    date: "March 3, 2025",
  },
  { id: "r2", rating: 4, title: "Strict but fair", content: "The lock works.", author: "Lee", date: "2025-02-14" },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("reviews page", () => {
  it("when the reviews are loading, then it says so, and then it shows each review", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn((url: string) =>
      url.startsWith("/api/metadata")
        ? Promise.resolve(new Response("{}", { status: 404 }))
        : new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal("fetch", fetchMock);

    renderApp("/reviews");
    screen.getByText("Loading reviews...");
    expect(fetchMock).toHaveBeenCalledWith("/api/reviews", expect.objectContaining({ credentials: "include" }));

    answer(new Response(JSON.stringify(REVIEWS), { status: 200, headers: { "content-type": "application/json" } }));

    await screen.findByRole("heading", { name: "Changed my workday" });
    expect(screen.queryByText("Loading reviews...")).toBeNull();
    screen.getByText("5/5");
    screen.getByText("4/5");
    screen.getByText("By Lee");
    screen.getByText("2025-02-14");
    screen.getByText("I stand up every hour now.");

    // Each reviewer has a drawn face beside their name, hidden from screen readers, and two names two faces.
    const faceOf = (author: string) => {
      const face = screen.getByText(`By ${author}`).closest("footer")?.querySelector('img[alt=""]');
      expect(face, author).toBeTruthy();
      const svg = decodeURIComponent(face?.getAttribute("src") ?? "").replace(/^data:image\/svg\+xml,/, "");
      expect(svg, author).toMatch(/^<svg/);
      expect(svg, author).not.toContain("style=");
      return svg;
    };
    expect(faceOf("Sam")).not.toEqual(faceOf("Lee"));
  });
});

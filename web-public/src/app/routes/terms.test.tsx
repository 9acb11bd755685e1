import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { render } from "@/entry-server";
import { stubEmbedReads } from "@/testing/embed-location-fixture";
import { expectHeadingOutline } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { TEST_CONFIG } from "@/testing/test-config";

const fetchMock = stubEmbedReads();

const CHAPTERS = [
  "Agreement and subscription",
  "Safety agreement",
  "Notifications",
  "What we collect",
  "The Screen Time interface",
  "Apple Health: read and write",
  "Service providers",
  "Subscriptions and refunds",
  "Deleting your data",
  "Changes to these terms",
];

function chapter(title: string): HTMLElement {
  const found = screen.getByRole("heading", { level: 2, name: title }).closest("section");
  if (!found) throw new Error(`no chapter ${title}`);
  return found;
}

describe("Terms & Privacy (/terms)", () => {
  it("when a visitor opens it, then it states when the privacy policy was last updated and lists every chapter", () => {
    renderApp("/terms");
    screen.getByRole("heading", { level: 1, name: "Terms & Privacy" });
    expect(screen.getAllByText("Privacy policy last updated July 2025").length).toBeGreaterThan(0);
    const contents = screen.getByRole("navigation", { name: "Terms contents" });
    expect(
      within(contents)
        .getAllByRole("link")
        .map((link) => link.textContent?.replace(/^\d+/, "")),
    ).toEqual(CHAPTERS);
    for (const title of CHAPTERS) {
      const section = chapter(title);
      expect(
        within(contents)
          .getByRole("link", { name: new RegExp(title.replace(/[:]/g, ".")) })
          .getAttribute("href"),
      ).toBe(`#${section.id}`);
    }
    expectHeadingOutline();
  });

  it("when it covers the app's permissions, then notifications, Screen Time and Apple Health are optional, and Health is read and written", () => {
    renderApp("/terms");
    within(chapter("Agreement and subscription")).getByText("A subscription is required to use the app.");
    within(chapter("Safety agreement")).getByText(/not medical advice/);
    within(chapter("Notifications")).getByText(/Notifications are optional/);
    within(chapter("The Screen Time interface")).getByText(/It is optional/);
    const health = chapter("Apple Health: read and write");
    within(health).getByText("reads");
    within(health).getByText("writes");
    expect(within(chapter("Service providers")).getAllByRole("listitem").length).toBeGreaterThan(2);
  });

  it("when it covers money and data, then refunds go to the vendor's refund site and deletion happens in the app at the paywall", () => {
    renderApp("/terms");
    const refunds = within(chapter("Subscriptions and refunds")).getByRole("link", {
      name: /reportaproblem\.apple\.com/,
    });
    expect(refunds.getAttribute("href")).toBe("https://reportaproblem.apple.com");
    expect(refunds.getAttribute("target")).toBe("_blank");
    const steps = within(chapter("Deleting your data"))
      .getAllByRole("listitem")
      .map((step) => step.textContent);
    expect(steps[0]).toBe("Open the app and sign in with Apple.");
    expect(steps[1]).toMatch(/paywall screen/);
    const changes = chapter("Changes to these terms");
    expect(within(changes).getByRole("link", { name: TEST_CONFIG.supportEmail }).getAttribute("href")).toBe(
      `mailto:${TEST_CONFIG.supportEmail}`,
    );
  });

  it("when it previews the moves, then Arms Only, Fun Kicks and Hip Pain play, each linking to /movements, with a Try a move online button", async () => {
    renderApp("/terms");
    const previews = screen
      .getByRole("heading", { level: 2, name: "See what you are signing up for" })
      .closest("section");
    if (!previews) throw new Error("no previews section");
    const video = await within(previews).findByLabelText("Fun Kicks: Front Kicks demonstration");
    await within(previews).findByLabelText("Arms Only: Seated Arm Circles demonstration");
    await within(previews).findByLabelText("Hip Pain: Hip Circles demonstration");
    fireEvent.error(video);
    within(previews).getByRole("img", { name: "Front Kicks: animated guide" });
    for (const label of ["Arms Only", "Fun Kicks", "Hip Pain"]) {
      expect(
        within(previews)
          .getByRole("link", { name: `Try ${label} online` })
          .getAttribute("href"),
      ).toBe("/movements");
    }
    expect(within(previews).getByRole("link", { name: "Try a move online" }).getAttribute("href")).toBe("/movements");
  });

  it("when a preview cannot be read, then it reads Video unavailable and the rest of the page is unaffected", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    renderApp("/terms");
    await waitFor(() => expect(screen.getAllByText("Video unavailable")).toHaveLength(3));
    expect(console.error).toHaveBeenCalledWith("Error fetching video", expect.any(TypeError));
    screen.getByRole("link", { name: "Try a move online" });
  });

  it("when the server renders it, then it answers 200 with the dates and the chapters", async () => {
    const result = await render("/terms", TEST_CONFIG);
    expect(result.status).toBe(200);
    expect(result.head).toContain("<title>Terms &amp; Privacy | Movebreak</title>");
    expect(result.html.replaceAll("<!-- -->", "")).toContain("Privacy policy last updated July 2025");
    expect(result.html).toContain("Deleting your data");
  });
});

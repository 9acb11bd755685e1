import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { render } from "@/entry-server";
import { json } from "@/testing/json-response";
import { landingPageFixture } from "@/testing/landing-page-fixture";
import { stubUnexpectedReads } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { openServerPage, prefetchedState } from "@/testing/server-page";
import { TEST_CONFIG } from "@/testing/test-config";

const fetchMock = stubUnexpectedReads();

describe("landing page in the browser", () => {
  it("when the server rendered it with prefetched data, then its islands hydrate without reading the API", async () => {
    const page = landingPageFixture();
    const state = prefetchedState("/pages/x", () => ({ status: 200, body: page }));
    const { server, container, recoverable, consoleError } = await openServerPage("/pages/x", state);
    expect(server.head).toContain(`<title>${page.seoTitle}</title>`);
    expect(server.head).toContain('<meta property="og:type" content="article" />');
    expect(container.querySelectorAll("[data-island]").length).toBeGreaterThan(0);

    screen.getByRole("heading", { level: 1, name: page.heroHeadline });
    screen.getByRole("heading", { level: 2, name: "Why sitting hurts" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    consoleError.mockRestore();
  });

  it("when a visitor navigates to a page, then it shows loading, then the page with its calls to action", async () => {
    const page = landingPageFixture({ slug: "back-pain" });
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));

    renderApp("/pages/back-pain");
    expect(screen.getByRole("status").textContent).toBe("Loading page...");
    expect(fetchMock).toHaveBeenCalledWith("/api/pages/back-pain", expect.objectContaining({ credentials: "include" }));

    await act(async () => answer(json(200, page)));

    await screen.findByRole("heading", { level: 1, name: page.heroHeadline });
    const main = screen.getByRole("main");
    expect(within(main).getAllByRole("link", { name: "Try for Free" })[0]?.getAttribute("href")).toBe(
      "https://store.test/app",
    );
    expect(within(main).getByRole("link", { name: "Try a routine" }).getAttribute("href")).toBe("/movements");
    expect(
      within(main)
        .getByRole("link", { name: /Try a move online/ })
        .getAttribute("href"),
    ).toBe("/movements");
  });

  it("when the API answers 404 after a navigation, then the Page Not Found screen shows", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(404, { error: "Page not found" })));
    renderApp("/pages/missing");
    await screen.findByRole("heading", { level: 1, name: "Page Not Found" });
  });

  it("when the server's read answers 404, then the page answers 404 and is not indexed", async () => {
    const state = prefetchedState("/pages/missing", () => ({ status: 404, body: {} }));
    const server = await render("/pages/missing", TEST_CONFIG, state);
    expect(server.status).toBe(404);
    expect(server.head).toContain('<meta name="robots" content="noindex, follow" />');
  });

  it("when the read fails otherwise, then it offers to try again, and a retry shows the page", async () => {
    const page = landingPageFixture();
    const { user } = renderApp("/pages/x");
    await screen.findByRole("heading", { level: 1, name: "This page could not be loaded" });

    fetchMock.mockImplementation(() => Promise.resolve(json(200, page)));
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    await screen.findByRole("heading", { level: 1, name: page.heroHeadline });
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { render } from "@/entry-server";
import { sectionOf, stubNoApiReads } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { prefetchedState } from "@/testing/server-page";
import { TEST_CONFIG } from "@/testing/test-config";
import { OffscreenObserver, VisibleObserver } from "@/testing/visible-observer";

stubNoApiReads();

const awardItems = () => within(sectionOf("Loved by the people who sit the most")).getAllByRole("listitem");

describe("home page (spec section 2)", () => {
  it("when a visitor reads down the page, then the awards, the chair-trap link, the reviews, the press quote and the guarantee follow", () => {
    vi.stubGlobal("IntersectionObserver", VisibleObserver);
    renderApp("/");
    expect(awardItems().map((item) => item.querySelector("p")?.textContent)).toEqual([
      "App of the Year",
      "4.8 out of 5",
      "50,000+ users",
    ]);
    const chairTrap = screen.getByRole("link", { name: /Read The Chair Trap/ });
    expect(chairTrap.getAttribute("href")).toBe("/the-chair-trap");
    expect(chairTrap.getAttribute("target")).toBe("_blank");
    expect(chairTrap.textContent).toContain("(opens in a new tab)");
    const press = sectionOf("What the press says");
    within(press).getByText(/one minute and gets it/);
    within(press).getByText("App Store editors");
    screen.getByRole("heading", { level: 2, name: "Our no-charge guarantee" });
  });

  it("when the awards are still below the fold after hydration, then they wait hidden on desktop and rise once in view", () => {
    vi.stubGlobal("IntersectionObserver", OffscreenObserver);
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    renderApp("/");
    for (const item of awardItems()) expect(item.getAttribute("data-shown")).toBe("false");
    // Only the badge waits hidden: the three cards stand in place, so the row never shows gaps.
    expect(awardItems()[0]?.className).not.toContain("opacity-0");
    expect(awardItems()[0]?.firstElementChild?.className).toContain("md:opacity-0");
  });

  it("when the visitor prefers reduced motion, then the awards are never hidden", () => {
    vi.stubGlobal("IntersectionObserver", OffscreenObserver);
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    renderApp("/");
    for (const item of awardItems()) expect(item.getAttribute("data-shown")).toBe("true");
  });

  it("when the home page is served at /index-3 too, then both name / as canonical", async () => {
    for (const path of ["/", "/index-3"]) {
      const { head } = await render(path, TEST_CONFIG);
      expect(head, path).toContain('<link rel="canonical" href="https://site.test/" />');
    }
  });

  it("when the server renders it (no JavaScript), then the awards are in place, not waiting to animate", async () => {
    const { html } = await render("/", TEST_CONFIG);
    expect(html).toContain('data-award="app-of-the-year" data-shown="true"');
    expect(html).not.toContain('data-shown="false"');
  });

  it("when the observer reports the section, then the hidden awards show", async () => {
    let report: (() => void) | undefined;
    class ManualObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        report = () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
      unobserve() {}
    }
    vi.stubGlobal("IntersectionObserver", ManualObserver);
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    renderApp("/");
    expect(awardItems()[0]?.getAttribute("data-shown")).toBe("false");
    act(() => report?.());
    for (const item of awardItems()) expect(item.getAttribute("data-shown")).toBe("true");
  });

  it("when the server renders the awards band, then no block element sits inside an inline one (valid HTML)", async () => {
    const { html } = await render("/", TEST_CONFIG);
    const page = new DOMParser().parseFromString(html, "text/html");
    const band = page.querySelector('[aria-labelledby="awards-heading"]');
    expect(band?.querySelectorAll("li")).toHaveLength(3);
    const blocks = "div, ul, ol, li, p, h1, h2, h3, section, figure, blockquote";
    expect(band?.querySelectorAll(`span :is(${blocks})`)).toHaveLength(0);
  });

  it("when the ten reviews are shown, then each reviewer has a face of their own, the same on every render", async () => {
    const faces = async () => {
      const page = await serverPage("/");
      const captions = [...page.querySelectorAll('[aria-labelledby="home-reviews-heading"] figcaption')];
      return captions.map((caption) => ({ name: caption.textContent, face: faceIn(caption) }));
    };
    const first = await faces();
    expect(first).toHaveLength(10);
    expect(first.every(({ face }) => face.startsWith("<svg") && !face.includes("style="))).toBe(true);
    expect(new Set(first.map(({ face }) => face)).size).toBe(10);
    expect(await faces()).toEqual(first);
  });

  it("when the hero's phone is drawn, then the Watts chip hangs below it, clear of the lock screen's camera button", async () => {
    const page = await serverPage("/");
    const chip = page.querySelector('[data-chip="watts"]');
    expect(chip?.textContent).toContain("+120 Watts");
    // Its bottom edge 2.5rem below the phone's: its 3.25rem height then covers only the frame (0.625rem) and the
    // screen's bottom edge, never the camera button's row (1.5rem above the screen's bottom), at every width.
    expect(chip?.className.split(" ")).toContain("-bottom-10");
    expect(page.querySelector('[data-control="camera"]')).not.toBeNull();
  });

  it("when a reviewer is on the home page, then /reviews shows the same person: name, words and face", async () => {
    const home = await serverPage("/");
    const reviews = await serverPage("/reviews");
    const homeReviews = within(home.querySelector('[aria-labelledby="home-reviews-heading"]') as HTMLElement);
    const quotes = homeReviews.getAllByRole("listitem");
    expect(quotes).toHaveLength(10);
    for (const quote of quotes) {
      const author = quote.querySelector("figcaption")?.textContent ?? "";
      const title = quote.querySelector("blockquote p")?.textContent ?? "";
      const card = within(reviews.body)
        .getByRole("heading", { level: 2, name: title })
        .closest("article") as HTMLElement;
      expect(within(card).getByText(`By ${author}`), title).toBeTruthy();
      expect(quote.textContent, author).toContain(card.querySelector("h2 + p")?.textContent);
      expect(faceIn(quote), author).toBe(faceIn(card));
    }
  });
});

/** The seed's reviews (ops/seed/reviews.json), as GET /api/reviews answers them. */
const SEED_REVIEWS = (
  JSON.parse(readFileSync(join(import.meta.dirname, "../../../../ops/seed/reviews.json"), "utf8")) as {
    data: unknown[];
  }
).data;

/** A page's server HTML, its reviews read from the seed. */
async function serverPage(path: string): Promise<Document> {
  const state = prefetchedState(path, (read) =>
    read === "/api/reviews" ? { status: 200, body: SEED_REVIEWS } : { status: 404, body: {} },
  );
  const { html } = await render(path, TEST_CONFIG, state);
  return new DOMParser().parseFromString(html, "text/html");
}

/** The SVG of the decorative face (alt="") inside `element`. */
const faceIn = (element: Element) =>
  decodeURIComponent(element.querySelector('img[alt=""]')?.getAttribute("src") ?? "").replace(
    /^data:image\/svg\+xml,/,
    "",
  );

import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { json } from "./json-response";
import { TEST_CONFIG } from "./test-config";

/** Every download button of the page's main content leads to the store listing. */
export function expectStoreLinks(names: (string | RegExp)[]) {
  const main = screen.getByRole("main");
  for (const name of names) {
    const links = within(main).getAllByRole("link", { name });
    for (const link of links) expect(link.getAttribute("href"), String(name)).toBe(TEST_CONFIG.storeUrl);
  }
}

/** One h1, and no heading level skipped on the way down. */
export function expectHeadingOutline() {
  const levels = screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  let previous = 1;
  for (const level of levels) {
    expect(level, `h${level} after h${previous}`).toBeLessThanOrEqual(previous + 1);
    previous = level;
  }
}

/** For a page that reads no data: any API read fails the way a broken network would, and every test ends clean. */
export function stubNoApiReads() {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new Error("this page reads nothing"))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** After each test, a page opened from the server's HTML is gone: its nodes, its ready mark, its address. */
export function clearServerPages() {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = "";
    delete document.documentElement.dataset.hydrated;
    window.history.replaceState(null, "", "/");
  });
}

/**
 * For a page that reads data: every API read answers 500 unless the test gives the returned mock its own
 * answers (`fetchMock.mockImplementation(...)`), and every test ends with the page and the address reset.
 */
export function stubUnexpectedReads() {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(json(500, { error: "unexpected read" })));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
  });
  return fetchMock;
}

/** The <section> a level-2 heading opens. */
export function sectionOf(headingName: string | RegExp): HTMLElement {
  const found = screen.getByRole("heading", { level: 2, name: headingName }).closest("section");
  if (!found) throw new Error(`no section for ${headingName}`);
  return found;
}

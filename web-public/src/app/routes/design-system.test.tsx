import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { render } from "@/entry-server";
import { BRAND_SCALE, HEADER_BLOCKS, INK } from "@/features/design-system/data/tokens";
import { expectHeadingOutline, expectStoreLinks, sectionOf, stubNoApiReads } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { TEST_CONFIG } from "@/testing/test-config";

stubNoApiReads();

const section = sectionOf;

describe("design system (/design-system)", () => {
  it("when a visitor opens it, then it has chapters for colours, typography, buttons, cards and grid", () => {
    renderApp("/design-system");
    screen.getByRole("heading", { level: 1, name: "The building blocks of Movebreak" });
    const contents = screen.getByRole("navigation", { name: "Design system contents" });
    expect(
      within(contents)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#colours", "#typography", "#buttons", "#cards", "#grid"]);
    // Each chapter is a section under its heading (sectionOf throws otherwise).
    for (const name of ["Colours", "Typography", "Buttons", "Cards", "Grid and sections"]) section(name);
    expectHeadingOutline();
  });

  it("when it shows the colours, then the theme colour and the five header block colours are there", () => {
    renderApp("/design-system");
    const colours = section("Colours");
    within(colours).getByText("#94BE0B");
    for (const block of ["Lime", "Purple", "Pink", "Orange", "Red"]) {
      within(colours).getByText(block);
    }
    expect(within(colours).getAllByText("brand-500").length).toBeGreaterThan(0);
  });

  it("when the tokens are listed, then each one is the value the stylesheet actually defines", async () => {
    // Read from disk: Vitest turns CSS imports (even ?raw) into empty modules, and
    // Vite rewrites new URL(..., import.meta.url), so the path is built by hand.
    // The specifier is widened to string because this app's types leave out Node's.
    const { readFileSync } = (await import("node:fs" as string)) as {
      readFileSync: (path: string, encoding: "utf8") => string;
    };
    const stylesPath = decodeURIComponent(
      import.meta.url.replace(/^file:\/\//, "").replace(/app\/routes\/[^/]+$/, "styles.css"),
    );
    const styles = readFileSync(stylesPath, "utf8");
    for (const token of [...BRAND_SCALE, INK, ...HEADER_BLOCKS]) {
      expect(styles, token.name).toContain(`--color-${token.name}: ${token.hex};`);
    }
  });

  it("when it shows the buttons, then the store button is the real one and goes to the store", () => {
    renderApp("/design-system");
    const buttons = section("Buttons");
    for (const name of ["Primary", "Secondary", "Dark", "Light", "Size SM", "Size MD", "Size LG"]) {
      expect(within(buttons).getAllByRole("button", { name }).length).toBeGreaterThan(0);
    }
    expectStoreLinks(["Try for Free", "Download the App"]);
  });

  it("when the server renders it, then it answers 200", async () => {
    const result = await render("/design-system", TEST_CONFIG);
    expect(result.status).toBe(200);
    expect(result.head).toContain("<title>Design System | Movebreak</title>");
  });
});

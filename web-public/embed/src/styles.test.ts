import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PLAYER_CSS } from "./styles";

describe("the player's typeface", () => {
  it("when the player is on the site's own pages, then it reads the page's typeface; elsewhere the system font", () => {
    const box = /\n\.mb\{[^}]*\}/.exec(PLAYER_CSS)?.[0] ?? "";
    expect(box).toMatch(/font:400 15px\/1\.45 var\(--mb-font,system-ui,sans-serif\)/);
    // The site's stylesheet names its own typeface for the player: the shadow root's `all: initial` keeps custom properties.
    const site = readFileSync(join(import.meta.dirname, "../../src/styles.css"), "utf8");
    expect(site).toMatch(/:root \{\s*--mb-font: var\(--font-sans\);/);
  });
});

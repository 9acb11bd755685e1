import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "@/testing/render-app";

afterEach(cleanup);

describe("footer", () => {
  it("when a page opens, then the three columns hold the spec's links and the copyright names the company", () => {
    renderApp("/features");
    const footer = screen.getByRole("contentinfo");
    const column = (title: string) => {
      const list = within(footer).getByRole("heading", { name: title }).nextElementSibling as HTMLElement;
      return within(list)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]);
    };
    expect(column("Product")).toEqual([
      ["Try for Free", "https://store.test/app"],
      ["Features", "/features"],
      ["Movements", "/movements"],
      ["Reviews", "/reviews"],
      ["Pricing", "/pricing"],
    ]);
    expect(column("About")).toEqual([
      ["About", "/about-movebreak"],
      ["Movement Counts", "/any-movement-counts"],
      ["The Chair Trap", "/the-chair-trap"],
      ["App of the Year", "/movebreak-app-of-the-year"],
    ]);
    expect(column("Support")).toEqual([
      ["Support", "/support"],
      ["Terms & Privacy", "/terms"],
    ]);
    expect(footer.textContent).toMatch(/© \d{4} Test Company Ltd\. All rights reserved\./);
  });
});

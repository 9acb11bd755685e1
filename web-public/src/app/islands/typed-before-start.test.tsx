import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_CONFIG } from "@/testing/test-config";
import { hydrateComponent } from "./hydrate-component";

const NAMES = ["Neck Relief", "Standing Desk", "Sofa Stretch"];

/** A search over a list, as the embed generator's: what is typed filters what is listed. */
function Search() {
  const [query, setQuery] = useState("");
  return (
    <div>
      <label>
        Search
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <ul aria-label="Matches">
        {NAMES.filter((name) => name.toLowerCase().includes(query.toLowerCase())).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the server sends for <Search /> (React's renderToString of it), written out: this file runs on Preact. */
const SEARCH_SERVER_HTML =
  '<div><label>Search<input type="search" value=""/></label><ul aria-label="Matches">' +
  NAMES.map((name) => `<li>${name}</li>`).join("") +
  "</ul></div>";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("an island's fields", () => {
  it("when a visitor types into a field before the island's script has started, then the text stays and the island acts on it", async () => {
    const marker = document.createElement("div");
    marker.innerHTML = SEARCH_SERVER_HTML;
    document.body.append(marker);

    // Typed into the server's markup: no script is listening yet.
    const field = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" });
    field.value = "stand";

    await act(async () => {
      await hydrateComponent(marker, { module: "search", load: async () => Search }, {}, TEST_CONFIG);
    });
    await act(async () => {});

    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" }).value).toBe("stand");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Standing Desk"]);
  });

  it("when nothing was typed before the island started, then its fields show what the server drew", async () => {
    const marker = document.createElement("div");
    marker.innerHTML = SEARCH_SERVER_HTML;
    document.body.append(marker);

    await act(async () => {
      await hydrateComponent(marker, { module: "search", load: async () => Search }, {}, TEST_CONFIG);
    });

    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" }).value).toBe("");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });
});

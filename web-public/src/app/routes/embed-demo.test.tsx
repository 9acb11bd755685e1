import type { Location } from "@movebreak/shared/contracts/catalog";
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlayerOptions } from "@/lib/movebreak-player";
import { json } from "@/testing/json-response";
import { renderApp } from "@/testing/render-app";

const at = "2025-01-01T00:00:00.000Z";
const LOCATIONS: Location[] = [
  { id: "work_sitting", title: "Desk Exercises", workoutCount: 8, createdAt: at },
  { id: "standingDesk", title: "Standing Desk", workoutCount: 6, createdAt: at },
  { id: "neckAndShoulders", title: "Neck & Shoulders", workoutCount: 5, createdAt: at },
  { id: "neckRelief", title: "neck relief", workoutCount: 1, createdAt: at },
];

let fetchMock: ReturnType<typeof vi.fn>;

/** A stand-in for /embed/movebreak-player.js, already on the page. */
function fakePlayer() {
  const destroy = vi.fn();
  const create = vi.fn((_element: HTMLElement, _options?: PlayerOptions) => ({ destroy }));
  window.MovebreakPlayer = { create };
  return { create, destroy };
}

beforeEach(() => {
  fetchMock = vi.fn((input: RequestInfo | URL) =>
    Promise.resolve(
      String(input) === "/api/locations" ? json(200, LOCATIONS) : json(500, { error: `unexpected ${input}` }),
    ),
  );
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.MovebreakPlayer;
  for (const script of document.head.querySelectorAll("script")) script.remove();
});

const routineList = () => screen.getByRole("list", { name: "Routines" });
const routineNames = () =>
  within(routineList())
    .getAllByRole("button")
    .map((button) => button.querySelector("span span")?.textContent);
const embedCode = () => screen.getByRole("figure", { name: "Embed code" }).textContent ?? "";

async function openGenerator() {
  const view = renderApp("/embed-demo");
  await screen.findByRole("list", { name: "Routines" });
  return view;
}

describe("embed generator", () => {
  it("when a visitor searches by title or by id, then only the matching routines are listed", async () => {
    fakePlayer();
    const { user } = await openGenerator();
    expect(fetchMock).toHaveBeenCalledWith("/api/locations", expect.objectContaining({ credentials: "include" }));
    expect(routineNames()).toEqual(["Desk Exercises", "Standing Desk", "Neck & Shoulders", "Neck Relief"]);

    const search = screen.getByRole("searchbox", { name: "Search routines" });
    await user.type(search, "NECK");
    expect(routineNames()).toEqual(["Neck & Shoulders", "Neck Relief"]);

    await user.clear(search);
    await user.type(search, "work_sit");
    expect(routineNames()).toEqual(["Desk Exercises"]);

    await user.clear(search);
    await user.type(search, "yoga");
    screen.getByText('No routine matches "yoga".');
  });

  it("when no routine is selected, then there is no code to copy; selecting one shows its title, count and code", async () => {
    fakePlayer();
    const { user } = await openGenerator();
    screen.getByText("Select a routine to generate the embed code.");
    expect(screen.getByRole("button", { name: "Copy Code" }).hasAttribute("disabled")).toBe(true);
    expect(screen.queryByRole("figure", { name: "Embed code" })).toBeNull();

    await user.click(within(routineList()).getByRole("button", { name: /Neck Relief/ }));
    expect(screen.getByText("Selected routine").parentElement?.textContent).toContain("Neck Relief1 exercise");
    expect(embedCode()).toBe(
      '<div data-movebreak-location="neckRelief" data-movebreak-width="400px" data-movebreak-branding="true" data-movebreak-autoplay="false"></div>\n' +
        '<script src="https://site.test/embed/movebreak-player.js" async crossorigin="anonymous"></script>',
    );
    expect(screen.getByRole("button", { name: "Copy Code" }).hasAttribute("disabled")).toBe(false);
  });

  it("when the width, branding and autoplay change, then the code follows each of them", async () => {
    fakePlayer();
    const { user } = await openGenerator();
    await user.click(within(routineList()).getByRole("button", { name: /Desk Exercises/ }));

    const width = screen.getByRole("textbox", { name: "Width" });
    expect((width as HTMLInputElement).value).toBe("400px");
    await user.clear(width);
    await user.type(width, '100%"><x');
    expect(embedCode()).toContain('data-movebreak-width="100%&quot;&gt;&lt;x"');

    await user.clear(width);
    expect(embedCode()).not.toContain("data-movebreak-width");
    await user.type(width, "320px");
    expect(embedCode()).toContain('data-movebreak-width="320px"');

    const branding = screen.getByRole("checkbox", { name: "Show Branding" });
    const autoplay = screen.getByRole("checkbox", { name: "Autoplay" });
    expect((branding as HTMLInputElement).checked).toBe(true);
    expect((autoplay as HTMLInputElement).checked).toBe(false);

    await user.click(branding);
    expect(embedCode()).toContain('data-movebreak-branding="false"');
    await user.click(autoplay);
    expect(embedCode()).toContain('data-movebreak-autoplay="true"');
  });

  it("when Copy Code is pressed, then the code is on the clipboard and the toast says Code Copied!", async () => {
    fakePlayer();
    const { user } = await openGenerator();
    await user.click(within(routineList()).getByRole("button", { name: /Standing Desk/ }));
    await user.click(screen.getByRole("button", { name: "Copy Code" }));

    await screen.findByText("Code Copied!");
    expect(await navigator.clipboard.readText()).toBe(embedCode());
  });

  it("when a quick-start card is chosen, then its routine is selected", async () => {
    fakePlayer();
    const { user } = await openGenerator();
    const cards = screen.getByRole("region", { name: "Quick start" });
    expect(
      within(cards)
        .getAllByRole("button")
        .map((card) => card.querySelector("span")?.textContent),
    ).toEqual(["Desk Exercises", "Standing Desk", "Neck & Shoulders"]);

    await user.click(within(cards).getByRole("button", { name: /Neck & Shoulders/ }));
    expect(
      within(cards)
        .getByRole("button", { name: /Neck & Shoulders/ })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    expect(screen.getByText("Selected routine").parentElement?.textContent).toContain("Neck & Shoulders5 exercises");
    expect(embedCode()).toContain('data-movebreak-location="neckAndShoulders"');

    await user.click(within(cards).getByRole("button", { name: /Standing Desk/ }));
    expect(embedCode()).toContain('data-movebreak-location="standingDesk"');
  });

  it("when a routine is selected, then the preview creates the player with its options and re-creates it on change", async () => {
    const player = fakePlayer();
    const { user, unmount } = await openGenerator();
    expect(player.create).not.toHaveBeenCalled();

    await user.click(within(routineList()).getByRole("button", { name: /Desk Exercises/ }));
    expect(player.create).toHaveBeenCalledTimes(1);
    const [element, options] = player.create.mock.calls[0] ?? [];
    expect(options).toEqual({ location: "work_sitting", width: "400px", showBranding: true, autoplay: false });
    expect(element?.getAttribute("data-movebreak-location")).toBe("work_sitting");
    expect(element?.getAttribute("data-movebreak-autoplay")).toBe("false");
    expect(screen.getByTestId("embed-preview").contains(element ?? null)).toBe(true);

    await user.click(screen.getByRole("checkbox", { name: "Autoplay" }));
    expect(player.destroy).toHaveBeenCalledTimes(1);
    expect(player.create).toHaveBeenLastCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ location: "work_sitting", autoplay: true }),
    );
    expect(element?.isConnected).toBe(false);

    const calls = player.create.mock.calls.length;
    unmount();
    expect(player.destroy).toHaveBeenCalledTimes(calls);
  });

  it("when the player script is not on the page, then it is loaded once and the player created when it has run", async () => {
    // Keep the script element instead of letting the test DOM try to fetch it.
    const added: HTMLScriptElement[] = [];
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (node instanceof HTMLScriptElement && node.src.includes("movebreak-player")) added.push(node);
        else append(node);
      }
    });
    const { user } = await openGenerator();
    await user.click(within(routineList()).getByRole("button", { name: /Desk Exercises/ }));
    expect(added).toHaveLength(1);
    const script = added[0] as HTMLScriptElement;
    expect(script.getAttribute("src")).toBe("/embed/movebreak-player.js");
    expect(script.async).toBe(true);
    screen.getByText("Loading player...");

    // An option change while it loads shares the same load.
    await user.click(screen.getByRole("checkbox", { name: "Show Branding" }));
    expect(added).toHaveLength(1);

    const player = fakePlayer();
    await act(async () => {
      script.dispatchEvent(new Event("load"));
    });
    expect(player.create).toHaveBeenCalledTimes(1);
    expect(player.create.mock.calls[0]?.[1]).toMatchObject({ location: "work_sitting", showBranding: false });
    expect(screen.queryByText("Loading player...")).toBeNull();
  });

  it("when the player script cannot be loaded, then the preview says so and the generator still works", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = await openGenerator();
    await user.click(within(routineList()).getByRole("button", { name: /Desk Exercises/ }));
    await screen.findByText("The player could not be loaded. Please refresh the page.");
    expect(embedCode()).toContain('data-movebreak-location="work_sitting"');
  });

  it("shows the how-to steps and the configuration reference with every option and its default", async () => {
    fakePlayer();
    await openGenerator();
    screen.getByRole("heading", { level: 2, name: "How to Use" });
    const table = screen.getByRole("table", { name: "Player configuration" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(0, 3)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["data-movebreak-location", "location", "required"],
      ["data-movebreak-width", "width", "400px"],
      ["data-movebreak-branding", "showBranding", "true"],
      ["data-movebreak-autoplay", "autoplay", "false"],
      ["—", "theme", "light"],
      ["—", "apiBase", "the script's site"],
      ["—", "sharedKey", "none"],
    ]);
  });
});

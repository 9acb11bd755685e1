import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPlayerApi } from "./api";
import { autoInit } from "./auto-init";

const API = "https://site.test";

/** How to do a move, as the API gives it (the player reads its dose and steps). */
const instructionsOf = (title: string, eachSide = false) => ({
  movement: "a-move",
  startingPosition: "Sit tall.",
  steps: [`Start ${title}.`, `Keep ${title} slow.`, `Finish ${title}.`],
  dose: { amount: eachSide ? 5 : 8, unit: "repetitions", eachSide },
  breathing: "Breathe out as you move.",
});

const locationAnswer = {
  location: { id: "armsOnly", title: "arms only", slug: "arms-only" },
  workouts: ["Seated Arm Circles", "Desk Push-Ups", "Wrist Rolls", "Shoulder Shrugs", "Chair Dips"].map((title, i) => ({
    id: `armsOnly-0${i + 1}`,
    title,
    locationId: "armsOnly",
    videoUrl: `${API}/media/workouts/armsOnly-0${i + 1}.mp4`,
    // The third has no instructions: the player shows none for it.
    ...(i === 2 ? {} : { instructions: instructionsOf(title, i === 1) }),
  })),
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The fake API: armsOnly and one shared key exist, everything else is a 404. */
const fetchMock = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
  const address = String(url);
  if (address === `${API}/api/embed/location/armsOnly`) return answer(200, locationAnswer);
  if (address === `${API}/api/shared-movebreaks/neck-saver`) {
    return answer(200, {
      key: "neck-saver",
      pack_title: "neck saver",
      workoutIds: ["a"],
      workouts: locationAnswer.workouts,
    });
  }
  return answer(404, { error: "Location not found" });
});

const shadowText = (element: Element) => element.shadowRoot?.textContent ?? "";
const button = (element: Element, name: string) =>
  [...(element.shadowRoot?.querySelectorAll("button") ?? [])].find((b) => b.textContent?.includes(name));
const settle = () =>
  vi.waitFor(() => expect(fetchMock).toHaveBeenCalled()).then(() => new Promise((r) => setTimeout(r, 0)));

function host(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement("div");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockClear();
  // Do Not Track: the reach beacons (their own test, beacon.test.ts) stay out of these fetch counts.
  vi.spyOn(navigator, "doNotTrack", "get").mockReturnValue("1");
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("embedded player", () => {
  it("when the frame page gives its host proof, then the player's load and play beacons carry it", async () => {
    vi.spyOn(navigator, "doNotTrack", "get").mockReturnValue(null);
    window.history.replaceState(null, "", "/embed/armsOnly");
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://blog.example/post/1");
    const element = host();
    const origin = window.location.origin;
    const routine = { ...locationAnswer };
    createPlayerApi(origin).create(element, { location: "armsOnly", routine, hostProof: "proof-of-blog" });
    await vi.waitFor(() => expect(button(element, "Start Routine")).toBeTruthy());
    button(element, "Start Routine")?.click();
    const beacons = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url) === `${origin}/api/reach`)
        .map(([, init]) => JSON.parse(String(init?.body)));
    await vi.waitFor(() => expect(beacons()).toHaveLength(2));
    expect(beacons()).toEqual([
      { p: "i", e: "l", l: "armsOnly", h: "blog.example", v: "proof-of-blog" },
      { p: "i", e: "p", l: "armsOnly", h: "blog.example", v: "proof-of-blog" },
    ]);
    window.history.replaceState(null, "", "/");
  });

  it("when given the routine the page already read, then it shows it without reading it again", async () => {
    const element = host();
    const routine = {
      key: "neck-saver",
      pack_title: "neck saver",
      workoutIds: ["a"],
      workouts: locationAnswer.workouts,
    };
    createPlayerApi(API).create(element, { sharedKey: "neck-saver", routine });
    await vi.waitFor(() => expect(shadowText(element)).toContain("Start Routine"));
    expect(shadowText(element)).toContain("Neck Saver");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when created on a location element, then it reads the embed endpoint without cookies and shows the preview in a shadow root", async () => {
    const element = host({ "data-movebreak-location": "armsOnly" });
    const ready = vi.fn();
    element.addEventListener("movebreak:ready", ready);
    // The draw keeps the list's order: the preview shows the first move that will play.
    createPlayerApi(API, () => 0).create(element);

    const region = element.shadowRoot?.querySelector('[role="region"]');
    expect(region?.getAttribute("aria-label")).toBe("Movebreak exercise player");
    expect(element.shadowRoot?.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      `${API}/api/embed/location/armsOnly`,
      expect.objectContaining({ credentials: "omit", mode: "cors" }),
    );

    await vi.waitFor(() => expect(shadowText(element)).toContain("Start Routine"));
    expect(shadowText(element)).toContain("Arms Only");
    expect(shadowText(element)).toContain("4 exercises • 15 seconds each");
    expect(shadowText(element)).toContain("Seated Arm Circles");
    expect(ready).toHaveBeenCalledOnce();
    expect(ready.mock.calls[0]?.[0].detail).toMatchObject({ location: "armsOnly" });
    // Nothing of the player is in the light DOM.
    expect(element.children).toHaveLength(0);
  });

  it("when branding is on, then a Powered by link opens the site in a new tab; when off, then there is none", async () => {
    const branded = host({ "data-movebreak-location": "armsOnly" });
    const plain = host({ "data-movebreak-location": "armsOnly", "data-movebreak-branding": "false" });
    const api = createPlayerApi(API);
    api.create(branded);
    api.create(plain);
    const link = branded.shadowRoot?.querySelector("a");
    expect(link?.textContent).toBe("Powered by Movebreak");
    expect(link?.getAttribute("href")).toBe(`${API}/`);
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener");
    expect(plain.shadowRoot?.querySelector("a")).toBeNull();
  });

  it("when the width is given, then the player box takes it; when not, then 400px", () => {
    const api = createPlayerApi(API);
    const wide = host({ "data-movebreak-location": "armsOnly", "data-movebreak-width": "100%" });
    const normal = host({ "data-movebreak-location": "armsOnly" });
    api.create(wide);
    api.create(normal, { theme: "dark" });
    const box = (element: HTMLElement) => element.shadowRoot?.querySelector<HTMLElement>(".mb");
    expect(box(wide)?.style.width).toBe("100%");
    expect(box(normal)?.style.width).toBe("400px");
    expect(box(normal)?.classList.contains("dark")).toBe(true);
  });

  it("when create is called twice on one element, then the first player and handle are kept", async () => {
    const element = host({ "data-movebreak-location": "armsOnly" });
    const api = createPlayerApi(API);
    const first = api.create(element);
    const second = api.create(element, { location: "funKicks" });
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("when the location is unknown, then it logs Error fetching video, shows Video unavailable and fires movebreak:error, without throwing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const element = host({ "data-movebreak-location": "nope" });
    const failed = vi.fn();
    element.addEventListener("movebreak:error", failed);
    expect(() => createPlayerApi(API).create(element)).not.toThrow();
    await vi.waitFor(() => expect(shadowText(element)).toContain("Video unavailable"));
    expect(logged).toHaveBeenCalledWith("Error fetching video", expect.anything());
    expect(failed.mock.calls[0]?.[0].detail).toMatchObject({
      location: "nope",
      message: expect.stringContaining("404"),
    });
  });

  it("when the network fails, then the player shows Video unavailable", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const element = host({ "data-movebreak-location": "armsOnly" });
    createPlayerApi(API).create(element);
    await vi.waitFor(() => expect(shadowText(element)).toContain("Video unavailable"));
  });

  it("when create gets no element, then it logs and hands back a handle that does nothing", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const handle = createPlayerApi(API).create(null as unknown as HTMLElement);
    expect(() => handle.destroy()).not.toThrow();
    expect(logged).toHaveBeenCalled();
  });

  it("when a routine is played, then it counts down each second, announces each exercise and completes after 15 s each", async () => {
    const element = host();
    const api = createPlayerApi(API, () => 0);
    const started = vi.fn();
    const completed = vi.fn();
    element.addEventListener("movebreak:start", started);
    element.addEventListener("movebreak:complete", completed);
    api.create(element, { sharedKey: "neck-saver", apiBase: API });
    expect(fetchMock).toHaveBeenCalledWith(`${API}/api/shared-movebreaks/neck-saver`, expect.anything());
    await vi.waitFor(() => expect(button(element, "Start Routine")).toBeDefined());
    expect(shadowText(element)).toContain("Neck Saver");

    vi.useFakeTimers();
    button(element, "Start Routine")?.click();
    const live = element.shadowRoot?.querySelector('[aria-live="polite"]');
    expect(shadowText(element)).toContain("Exercise 1 of 5");
    expect(element.shadowRoot?.querySelector('[role="timer"]')?.textContent).toBe("15 seconds");
    expect(live?.textContent).toBe("Exercise 1 of 5: Seated Arm Circles");
    expect(started.mock.calls[0]?.[0].detail).toMatchObject({ sharedKey: "neck-saver", exercises: 5 });

    vi.advanceTimersByTime(1000);
    expect(element.shadowRoot?.querySelector('[role="timer"]')?.textContent).toBe("14 seconds");
    vi.advanceTimersByTime(14_000);
    expect(shadowText(element)).toContain("Exercise 2 of 5");
    expect(live?.textContent).toBe("Exercise 2 of 5: Desk Push-Ups");
    expect(element.shadowRoot?.querySelectorAll(".dots li")).toHaveLength(5);

    vi.advanceTimersByTime(4 * 15_000);
    expect(shadowText(element)).toContain("Amazing Work!");
    // The steps' region keeps its room under the completed screen: the player's height never changes.
    expect(element.shadowRoot?.querySelector(".how")).not.toBeNull();
    expect(shadowText(element)).toContain("Routine Complete");
    expect(shadowText(element)).toContain("5 exercises • 75 seconds of movement");
    expect(shadowText(element)).toContain("You just completed 5 Neck Saver exercises...");
    expect(completed).toHaveBeenCalledOnce();

    button(element, "Try Again")?.click();
    expect(button(element, "Start Routine")).toBeDefined();
  });

  it("when a move has instructions, then the preview teaches the first move and each move playing shows its dose and numbered steps, as a named list", async () => {
    const element = host();
    createPlayerApi(API, () => 0).create(element, { sharedKey: "neck-saver", apiBase: API });
    await vi.waitFor(() => expect(button(element, "Start Routine")).toBeDefined());
    const how = () => element.shadowRoot?.querySelector(".how") as HTMLElement;
    expect(how().textContent).toContain("First move: Seated Arm Circles, 8 repetitions");
    expect([...how().querySelectorAll("ol li")].map((li) => li.textContent)).toEqual([
      "Start Seated Arm Circles.",
      "Keep Seated Arm Circles slow.",
      "Finish Seated Arm Circles.",
    ]);

    vi.useFakeTimers();
    button(element, "Start Routine")?.click();
    const region = () => how().querySelector('[role="region"]');
    expect(region()?.getAttribute("aria-label")).toBe("How to do Seated Arm Circles");
    expect(region()?.getAttribute("tabindex")).toBe("0");
    expect(how().querySelector("p")?.textContent).toBe("8 repetitions");
    vi.advanceTimersByTime(15_000);
    expect(region()?.getAttribute("aria-label")).toBe("How to do Desk Push-Ups");
    expect(how().querySelector("p")?.textContent).toBe("5 repetitions each side");
    expect(how().querySelector("li")?.textContent).toBe("Start Desk Push-Ups.");
    // A move without instructions shows none (not the last move's).
    vi.advanceTimersByTime(15_000);
    expect(how().textContent).toBe("");
    expect(region()).toBeNull();
    // The countdown is untouched by the steps: still 15 s a move.
    expect(element.shadowRoot?.querySelector('[role="timer"]')?.textContent).toBe("15 seconds");
  });

  it("when the workouts have no clips, then the routine plays their demonstrations and no video is ever requested", async () => {
    const noClips = { ...locationAnswer, workouts: locationAnswer.workouts.map((w) => ({ ...w, videoUrl: null })) };
    fetchMock.mockImplementationOnce(async () => answer(200, noClips));
    const element = host();
    const api = createPlayerApi(API, () => 0);
    api.create(element, { location: "armsOnly", apiBase: API });
    await vi.waitFor(() => expect(button(element, "Start Routine")).toBeDefined());
    expect(shadowText(element)).not.toContain("Video unavailable");

    vi.useFakeTimers();
    button(element, "Start Routine")?.click();
    expect(shadowText(element)).toContain("Exercise 1 of 4");
    expect(element.shadowRoot?.querySelector('[role="img"]')?.getAttribute("aria-label")).toBe(
      "Seated Arm Circles: animated guide",
    );
    vi.advanceTimersByTime(15_000);
    expect(shadowText(element)).toContain("Exercise 2 of 4");
    expect(element.shadowRoot?.querySelector("video")).toBeNull();
  });

  it("when autoplay is on, then the routine starts by itself once loaded", async () => {
    const element = host({ "data-movebreak-location": "armsOnly", "data-movebreak-autoplay": "true" });
    vi.stubGlobal("IntersectionObserver", undefined);
    createPlayerApi(API).create(element);
    await vi.waitFor(() => expect(shadowText(element)).toContain("Exercise 1 of 4"));
  });

  it("when destroyed, then the player is emptied, its timer stops, and a new one can be created on the element", async () => {
    const element = host({ "data-movebreak-location": "armsOnly" });
    const api = createPlayerApi(API);
    const handle = api.create(element);
    await settle();
    handle.destroy();
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    const again = api.create(element);
    expect(again).not.toBe(handle);
    await vi.waitFor(() => expect(shadowText(element)).toContain("Start Routine"));
  });
});

describe("auto-initialisation", () => {
  it("when elements carry the location attribute, now or later, then each gets exactly one player", async () => {
    const present = host({ "data-movebreak-location": "armsOnly" });
    const api = createPlayerApi(API);
    const started: Element[] = [];
    const observer = autoInit(document, (element) => {
      started.push(element);
      api.create(element);
    });
    expect(present.shadowRoot).not.toBeNull();

    const wrapper = document.createElement("section");
    const late = document.createElement("div");
    late.setAttribute("data-movebreak-location", "armsOnly");
    wrapper.append(late);
    document.body.append(wrapper);
    const tagged = host();
    tagged.setAttribute("data-movebreak-location", "armsOnly");
    await vi.waitFor(() => expect(late.shadowRoot).not.toBeNull());
    await vi.waitFor(() => expect(tagged.shadowRoot).not.toBeNull());

    // Moving an element re-adds it: it must keep its one player.
    document.body.append(present);
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    // autoInit may offer an element again (it was moved); the api keeps its one player.
    expect(started).toContain(present);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

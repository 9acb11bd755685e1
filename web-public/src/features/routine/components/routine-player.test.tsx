import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HIP_PAIN_WORKOUTS } from "../testing/routine-fixtures";
import { RoutinePlayer, type RoutinePlayerProps } from "./routine-player";

/** Every observed element is on screen at once (happy-dom's observer never reports). */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
  unobserve() {}
}

const props: RoutinePlayerProps = {
  heading: "Hip Pain Relief Stretches for Desk Workers",
  subtitle: "A six-step reset for tight, stiff hips",
  description: "Long hours of sitting can leave your hips tight and stiff.",
  locationId: "hipPain",
  locationTitle: "Hip Pain",
  workoutCount: 6,
  // The page's draw (routine-pick.ts), made before the player is drawn.
  exercises: HIP_PAIN_WORKOUTS.slice(0, 4),
};

function renderPlayer(overrides: Partial<RoutinePlayerProps> = {}) {
  return render(<RoutinePlayer {...props} {...overrides} />);
}

const seconds = (n: number) => {
  for (let i = 0; i < n; i++) act(() => vi.advanceTimersByTime(1000));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", VisibleObserver);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("routine player", () => {
  it("when it opens, then the preview shows the heading, subtitle, description, length and the first clip", () => {
    renderPlayer();
    screen.getByRole("heading", { level: 1, name: props.heading });
    screen.getByText(props.subtitle ?? "");
    screen.getByText(props.description);
    screen.getByText("4 exercises • 15 seconds each");
    const video = screen.getByLabelText("Hip Circles demonstration") as HTMLVideoElement;
    expect(video.tagName).toBe("VIDEO");
    expect(video.getAttribute("src")).toBe(HIP_PAIN_WORKOUTS[0]?.videoUrl);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute("playsinline")).toBe(true);
  });

  it("when the workouts could not be read, then it counts from the location and Start waits", () => {
    renderPlayer({ exercises: undefined, workoutCount: 2 });
    screen.getByText("2 exercises • 15 seconds each");
    expect((screen.getByRole("button", { name: "Start Routine" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("when Start Routine is pressed, then it plays each exercise for 15 s with a 1 s countdown and progress dots", () => {
    renderPlayer();
    fireEvent.click(screen.getByRole("button", { name: "Start Routine" }));

    screen.getByText("Exercise 1 of 4");
    screen.getByRole("heading", { level: 2, name: "Hip Circles" });
    expect(screen.getByRole("timer").textContent).toContain("15");
    const dots = within(screen.getByRole("list", { name: "Routine progress" })).getAllByRole("listitem");
    expect(dots).toHaveLength(4);
    expect(dots[0]?.getAttribute("aria-current")).toBe("step");

    seconds(1);
    expect(screen.getByRole("timer").textContent).toContain("14");
    seconds(14);
    screen.getByText("Exercise 2 of 4");
    screen.getByRole("heading", { level: 2, name: "Standing Hip Flexor Stretch" });
    expect(screen.getByRole("timer").textContent).toContain("15");
    expect(screen.getByLabelText("Standing Hip Flexor Stretch demonstration").getAttribute("src")).toBe(
      HIP_PAIN_WORKOUTS[1]?.videoUrl,
    );
  });

  it("when moves have instructions, then the preview teaches the first and each playing move shows its dose and numbered steps, named for screen readers", () => {
    const taught = (title: string, eachSide: boolean) => ({
      movement: "a-move",
      startingPosition: `Stand for ${title}.`,
      steps: [`Begin ${title}.`, `Hold ${title}.`, `End ${title}.`],
      dose: { amount: eachSide ? 7 : 5, unit: eachSide ? ("seconds" as const) : ("repetitions" as const), eachSide },
      breathing: "Breathe slowly.",
    });
    const exercises = HIP_PAIN_WORKOUTS.slice(0, 2).map((workout, i) => ({
      ...workout,
      instructions: taught(workout.title, i === 1),
    }));
    renderPlayer({ exercises });
    const first = screen.getByRole("region", { name: "How to do Hip Circles" });
    within(first).getByRole("heading", { name: "First move: Hip Circles" });
    within(first).getByText("5 repetitions");
    expect(
      within(first)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Begin Hip Circles.", "Hold Hip Circles.", "End Hip Circles."]);

    fireEvent.click(screen.getByRole("button", { name: "Start Routine" }));
    within(screen.getByRole("region", { name: "How to do Hip Circles" })).getByText("Stand for Hip Circles.");
    seconds(15);
    const second = screen.getByRole("region", { name: "How to do Standing Hip Flexor Stretch" });
    within(second).getByText("7 seconds each side");
    expect(screen.queryByRole("region", { name: "How to do Hip Circles" })).toBeNull();
    expect(screen.getByRole("timer").textContent).toContain("15");
  });

  it("when a clip fails to load, then the designed fallback replaces it and the countdown keeps running", () => {
    renderPlayer();
    fireEvent.click(screen.getByRole("button", { name: "Start Routine" }));
    seconds(3);

    const video = screen.getByLabelText("Hip Circles demonstration");
    act(() => {
      video.dispatchEvent(new Event("error"));
    });

    expect(screen.queryByLabelText("Hip Circles demonstration")).toBeNull();
    expect(document.querySelector("video")).toBeNull();
    const fallback = screen.getByRole("img", { name: "Hip Circles: animated guide" });
    expect(fallback.querySelector("svg")).toBeTruthy();
    within(fallback).getByText("Hip Circles");
    expect(screen.getByRole("timer").textContent).toContain("12");

    seconds(2);
    expect(screen.getByRole("timer").textContent).toContain("10");
    seconds(10);
    screen.getByText("Exercise 2 of 4");
  });

  it("when a clip loads, then it shows and the fallback goes", () => {
    renderPlayer();
    const video = screen.getByLabelText("Hip Circles demonstration");
    screen.getByRole("img", { name: "Hip Circles: animated guide" });
    act(() => {
      video.dispatchEvent(new Event("loadeddata"));
    });
    expect(screen.queryByRole("img", { name: "Hip Circles: animated guide" })).toBeNull();
    expect(video.className).toContain("opacity-100");
  });

  it("when the last exercise ends, then the completed screen sums up the run, and Try Again returns to preview", () => {
    renderPlayer();
    fireEvent.click(screen.getByRole("button", { name: "Start Routine" }));
    seconds(4 * 15);

    screen.getByRole("heading", { level: 2, name: "Amazing Work!" });
    screen.getByText("You just completed 4 Hip Pain exercises...");
    screen.getByText("Routine Complete");
    screen.getByText("4 exercises • 60 seconds of movement");
    expect(screen.getByRole("link", { name: "Browse More" }).getAttribute("href")).toBe("/movements");
    expect(screen.getByRole("link", { name: /Discover the Movebreak app/ }).getAttribute("href")).toBe("/");

    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    screen.getByRole("heading", { level: 1, name: props.heading });
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: props.heading }));

    // The same routine again: the hero beside the preview still shows its first move.
    fireEvent.click(screen.getByRole("button", { name: "Start Routine" }));
    screen.getByText("Exercise 1 of 4");
    screen.getByRole("heading", { level: 2, name: "Hip Circles" });
  });

  it("when the page names a hero, then the preview shows that picture of the first move instead of a clip", () => {
    const hero = { src: "/images/locations/hip-pain/hipPain-01.png", alt: "Illustration: a figure doing Hip Circles" };
    renderPlayer({ hero: { ...hero, width: 960, height: 720 } });
    expect(screen.getByRole("img", { name: hero.alt }).getAttribute("src")).toBe(hero.src);
    expect(document.querySelector("video")).toBeNull();
  });

  it("when a workout has no clip, then its demonstration is drawn and no video is requested", () => {
    const noClips = HIP_PAIN_WORKOUTS.slice(0, 4).map((w) => ({ ...w, videoUrl: null }));
    renderPlayer({ exercises: noClips });
    fireEvent.click(screen.getByRole("button", { name: "Start Routine" }));
    expect(document.querySelector("video")).toBeNull();
    const guide = screen.getByRole("img", { name: "Hip Circles: animated guide" });
    // The person performs in the location's own place (the scene its hero showed), the move named on it.
    expect(guide.querySelector("svg")?.getAttribute("data-scene")).toBeTruthy();
    expect(guide.querySelector("[data-movement]")).not.toBeNull();
    expect(guide.textContent).toBe("Hip Circles");
    seconds(15);
    screen.getByRole("img", { name: "Standing Hip Flexor Stretch: animated guide" });
    expect(document.querySelector("video")).toBeNull();
  });

  it("when a location has a single exercise, then the texts use the singular", () => {
    renderPlayer({ exercises: HIP_PAIN_WORKOUTS.slice(0, 1), workoutCount: 1 });
    screen.getByText("1 exercise • 15 seconds each");
    fireEvent.click(screen.getByRole("button", { name: "Start Routine" }));
    screen.getByText("Exercise 1 of 1");
    seconds(15);
    screen.getByText("You just completed 1 Hip Pain exercise...");
    screen.getByText("1 exercise • 15 seconds of movement");
  });
});

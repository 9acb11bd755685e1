import { describe, expect, it } from "vitest";
import { playerPreviewHtml } from "./server-preview";

const workout = (id: string, title: string, demonstration?: string) => ({
  id,
  title,
  locationId: "work_sitting",
  videoUrl: `/media/workouts/${id}.mp4`,
  ...(demonstration ? { demonstration } : {}),
});

const ROUTINE = {
  key: "desk-reset",
  pack_title: "desk <reset> & go",
  pack_description: "",
  locationId: "work_sitting",
  workoutIds: ["a", "b"],
  opens: 0,
  workouts: [workout("a", "Seated <b>Marching</b>", "seated-march"), workout("b", "Neck Rolls")],
};

/** The markup inside the declarative shadow root, parsed as a browser would (happy-dom). */
function shadowContent(html: string): DocumentFragment {
  const match = /^<template shadowrootmode="open">([\s\S]*)<\/template>$/.exec(html);
  expect(match).not.toBeNull();
  const template = document.createElement("template");
  template.innerHTML = match?.[1] ?? "";
  return template.content;
}

describe("the player's first screen drawn on the server", () => {
  it("when a shared routine is given, then it is the player's preview: its stylesheet, title, length, Start and the first exercise's demonstration", () => {
    const root = shadowContent(playerPreviewHtml({ sharedKey: "desk-reset", routine: ROUTINE }));
    expect(root.querySelector("style")?.textContent).toContain(":host{all:initial");
    const region = root.querySelector('[role="region"]');
    expect(region?.getAttribute("aria-label")).toBe("Movebreak exercise player");
    expect(region?.getAttribute("style")).toContain("width:400px");
    // Text from the API stays text.
    expect(root.querySelector("h2")?.textContent).toBe("Desk <reset> & Go");
    expect(root.querySelector("b")?.textContent).toBe("Movebreak");
    expect(root.querySelector(".meta")?.textContent).toBe("2 exercises • 15 seconds each");
    expect(root.querySelector("button")?.textContent).toBe("Start Routine");
    const fallback = root.querySelector('[role="img"]');
    expect(fallback?.getAttribute("aria-label")).toBe("Seated <b>Marching</b>: animated guide");
    // The drawn demonstration, marked with its exercise so the live player keeps it.
    const demo = root.querySelector(".demo");
    expect(demo?.getAttribute("data-exercise")).toBe("a");
    expect(demo?.querySelector("svg")?.getAttribute("viewBox")).toBeTruthy();
    expect(root.querySelector(".brand")?.getAttribute("href")).toBe("/");
  });

  it("when the first exercise has no drawn demonstration, then the generic figure shows", () => {
    const routine = { ...ROUTINE, workouts: [workout("b", "Neck Rolls")], workoutIds: ["b"] };
    const root = shadowContent(playerPreviewHtml({ sharedKey: "desk-reset", routine }));
    expect(root.querySelector(".demo")).toBeNull();
    expect(root.querySelector(".disc svg")).not.toBeNull();
    expect(root.querySelector(".name")?.textContent).toBe("Neck Rolls");
  });

  it("when there is nothing to play, then it is the player's Video unavailable screen; options are honoured", () => {
    const html = playerPreviewHtml({
      sharedKey: "desk-reset",
      routine: { ...ROUTINE, workouts: [] },
      width: "320px",
      theme: "dark",
      showBranding: false,
    });
    const root = shadowContent(html);
    expect(root.querySelector(".title")?.textContent).toBe("Video unavailable");
    expect(root.querySelector("button")).toBeNull();
    expect(root.querySelector(".mb")?.className).toBe("mb dark");
    expect(root.querySelector(".mb")?.getAttribute("style")).toContain("width:320px");
    expect(root.querySelector(".brand")).toBeNull();
  });
});

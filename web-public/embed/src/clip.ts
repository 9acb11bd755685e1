import { animateDemonstration } from "../../src/lib/animate-demonstration";
import { h, svg } from "./dom";
import { guard } from "./guard";
import { figure } from "./icons";
import type { Exercise } from "./routine";

/** A clip box: the designed fallback at once, the video only once activated (near the viewport). */
export interface Clip {
  activate(): void;
}

/** The clip's box as it first shows: the exercise's name and the generic figure, no video yet. */
export function clipBox(exercise: Exercise): HTMLElement {
  return h(
    "div",
    { class: "clip" },
    h(
      "div",
      { class: "fallback", role: "img", "aria-label": `${exercise.title}: animated guide` },
      h("div", { class: "disc" }, figure()),
      h("p", { class: "name", "aria-hidden": "true" }, exercise.title),
    ),
  );
}

/**
 * Puts an exercise's clip into `media`. Until the video has a frame to show,
 * for good when it cannot load, and always for a workout without a clip (the
 * seed ships none: no video is requested), the box shows the exercise's name
 * and its animated demonstration: never a broken video box.
 */
export function mountClip(media: HTMLElement, exercise: Exercise, moving = true): Clip {
  const box = clipBox(exercise);
  media.replaceChildren(box);
  if (exercise.demo) showDemonstration(box.firstChild as HTMLElement, exercise, exercise.demo, moving);
  let started = false;
  return {
    activate() {
      if (started || exercise.videoUrl === null) return;
      started = true;
      const video = h("video", {
        "aria-label": `${exercise.title} demonstration`,
        muted: "",
        loop: "",
        autoplay: "",
        playsinline: "",
        preload: "auto",
      });
      // The property, not only the attribute, is what lets browsers autoplay it.
      video.muted = true;
      video.addEventListener(
        "loadeddata",
        guard(() => box.classList.add("ready")),
      );
      video.addEventListener(
        "error",
        guard(() => video.remove()),
      );
      video.src = exercise.videoUrl;
      box.append(video);
    },
  };
}

export interface TreeNode {
  tag: string;
  attrs: Record<string, string | number>;
  children?: TreeNode[];
}

/** Each demonstration is read once per page, whatever the number of players showing it. */
const trees = new Map<string, Promise<TreeNode>>();

const build = (node: TreeNode): SVGElement => svg(node.tag, node.attrs, ...(node.children ?? []).map(build));

/** Demonstrations a server-drawn first screen already shows (server-preview.ts), by exercise id: kept, not read again. */
const drawn = new Map<string, SVGElement>();

/** Puts a demonstration in place of the fallback's generic figure. */
function place(fallback: HTMLElement, exerciseId: string, figure: SVGElement): void {
  fallback.firstChild?.replaceWith(h("div", { class: "demo", "data-exercise": exerciseId }, figure));
}

/** Draws `node` (a demonstration's element tree) into a clip box made by clipBox. */
export function drawDemonstration(box: HTMLElement, exerciseId: string, node: TreeNode): void {
  place(box.firstChild as HTMLElement, exerciseId, build(node));
}

/** Keeps the demonstrations of a server-drawn first screen before the player replaces it. */
export function keepDrawnDemonstrations(root: ParentNode): void {
  for (const demo of root.querySelectorAll<HTMLElement>(".demo[data-exercise]")) {
    const figure = demo.firstElementChild;
    if (demo.dataset.exercise && figure instanceof SVGElement) drawn.set(demo.dataset.exercise, figure);
  }
}

/**
 * Replaces the fallback's generic figure with the exercise's drawn demonstration, read on demand from
 * the site (an element tree: built with createElementNS, no markup parsed), looping while it is shown
 * when `moving` (while a routine plays; the preview's stands still: an SVG animation is main-thread work
 * every frame, which kept a page's load busy). A failed read leaves the generic figure.
 */
function showDemonstration(fallback: HTMLElement, exercise: Exercise, address: string, moving: boolean): void {
  const ready = drawn.get(exercise.id);
  if (ready) {
    drawn.delete(exercise.id);
    place(fallback, exercise.id, ready);
    if (moving) animateDemonstration(ready);
    return;
  }
  let tree = trees.get(address);
  if (!tree) {
    tree = fetch(address, { credentials: "omit", mode: "cors" }).then((r) => {
      if (!r.ok) throw new Error(String(r.status));
      return r.json() as Promise<TreeNode>;
    });
    tree.catch(() => trees.delete(address));
    trees.set(address, tree);
  }
  tree.then(
    guard((node: TreeNode) => {
      const figure = build(node);
      place(fallback, exercise.id, figure);
      if (moving) animateDemonstration(figure);
    }),
    () => {},
  );
}

import { h } from "./dom";
import { guard } from "./guard";
import { figure } from "./icons";
import type { Exercise } from "./routine";

/** A clip box: the designed fallback at once, the video only once activated (near the viewport). */
export interface Clip {
  activate(): void;
}

/**
 * Puts an exercise's clip into `media`. Until the video has a frame to show,
 * and for good when it cannot load (the seed ships no clips), the box shows the
 * exercise's name and an animated figure: never a broken video box.
 */
export function mountClip(media: HTMLElement, exercise: Exercise): Clip {
  const box = h(
    "div",
    { class: "clip" },
    h(
      "div",
      { class: "fallback", role: "img", "aria-label": `${exercise.title}: animated guide` },
      h("div", { class: "disc" }, figure()),
      h("p", { class: "name", "aria-hidden": "true" }, exercise.title),
    ),
  );
  media.replaceChildren(box);
  let started = false;
  return {
    activate() {
      if (started) return;
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

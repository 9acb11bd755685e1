import { BRAND } from "@movebreak/shared/brand";
import { ROUTINE } from "@movebreak/shared/constants";
import {
  completedLine,
  completedSummary,
  routineLength,
  routineSummary,
} from "../../src/features/routine/utils/routine-display";
import { h, svg } from "./dom";
import { checkIcon, figure, playIcon } from "./icons";
import { DEFAULT_WIDTH, originOf, type ResolvedOptions } from "./options";
import type { PlayerState } from "./reducer";
import type { Exercise, Routine } from "./routine";

/** What a screen asks of the player: the buttons' actions and the clip loader. */
export interface ScreenHooks {
  start(): void;
  retry(): void;
  showClip(media: HTMLElement, exercise: Exercise): void;
}

/** The content of the player's body for one mode; `update` follows the state within that mode. */
export interface Screen {
  nodes: Node[];
  /** Where keyboard focus goes when the screen replaces one that had it. */
  focus: HTMLElement | undefined;
  update(state: PlayerState): void;
}

const RADIUS = 44;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const still = () => {};

/** How many exercises a run plays: a written pack all of them, otherwise up to 4. */
export function runLength(routine: Routine): number {
  return routine.ordered ? routine.exercises.length : routineLength(routine.exercises.length);
}

/** The player's frame: the region, its body (where the screens go), the live region and the branding link. */
export interface Shell {
  shell: HTMLElement;
  body: HTMLElement;
  live: HTMLElement;
}

export function playerShell(options: ResolvedOptions): Shell {
  const body = h("div", { class: "body" });
  const live = h("div", { class: "sr", "aria-live": "polite" });
  const shell = h(
    "div",
    {
      class: `mb ${options.theme}${options.fill ? " fill" : ""}`,
      role: "region",
      "aria-label": `${BRAND.name} exercise player`,
    },
    body,
    live,
    options.showBranding &&
      h(
        "a",
        { class: "brand", href: `${originOf(options.apiBase) ?? options.apiBase}/`, target: "_blank", rel: "noopener" },
        h("i"),
        "Powered by ",
        h("b", {}, BRAND.name),
      ),
  );
  shell.style.width = options.width;
  // A width the browser cannot read is dropped: fall back to the default rather than to nothing.
  if (!shell.style.width) shell.style.width = DEFAULT_WIDTH;
  return { shell, body, live };
}

/** The media box, the text panel and the steps always take their room, so no mode changes the player's height. */
function frame(media: HTMLElement, panel: Node[], cover?: HTMLElement, how = h("div", { class: "how" })): Node[] {
  return [media, h("div", { class: "panel" }, ...panel), how, ...(cover ? [cover] : [])];
}

/**
 * How to do a move: its dose and numbered steps, in a box of fixed height that scrolls (so it is focusable: a
 * keyboard can scroll it), named for screen readers. Empty for a workout without instructions.
 */
function teach(how: HTMLElement, exercise: Exercise | undefined, lead: string): void {
  const steps = exercise?.steps;
  how.replaceChildren(
    steps
      ? h(
          "div",
          { role: "region", tabindex: 0, "aria-label": `How to do ${exercise.title}` },
          h("p", { class: "meta" }, `${lead}${exercise.dose}`),
          h("ol", {}, ...steps.map((step) => h("li", {}, step))),
        )
      : "",
  );
}

const mediaBox = (...children: Node[]) => h("div", { class: "media" }, ...children);

function loading(): Screen {
  const media = mediaBox(
    h("div", { class: "spin", role: "status" }, h("span", { class: "sr" }, "Loading exercises...")),
  );
  return {
    nodes: frame(media, [h("div", { class: "bar" }), h("div", { class: "bar" })]),
    focus: undefined,
    update: still,
  };
}

function unavailable(): Screen {
  const cover = h(
    "div",
    { class: "cover" },
    h("div", { class: "disc muted" }, figure()),
    h("p", { class: "title" }, "Video unavailable"),
  );
  return { nodes: frame(mediaBox(), [], cover), focus: undefined, update: still };
}

function preview(routine: Routine, exercises: Exercise[], hooks: ScreenHooks): Screen {
  const media = mediaBox();
  const first = exercises[0];
  if (first) hooks.showClip(media, first);
  const button = h("button", { type: "button", class: "btn" }, playIcon(), "Start Routine");
  button.addEventListener("click", hooks.start);
  const panel = [
    h("h2", { class: "title" }, routine.title),
    h("p", { class: "meta" }, routineSummary(runLength(routine))),
    button,
  ];
  const how = h("div", { class: "how" });
  teach(how, first, `First move: ${first?.title}, `);
  return { nodes: frame(media, panel, undefined, how), focus: button, update: still };
}

function playing(hooks: ScreenHooks): Screen {
  const media = mediaBox();
  const kicker = h("p", { class: "kicker" });
  const title = h("h2", { class: "title" });
  const dots = h("ol", { class: "dots", "aria-hidden": "true" });
  const num = h("span", { class: "num" });
  const arc = svg("circle", { class: "arc", cx: 50, cy: 50, r: RADIUS, "stroke-dasharray": CIRCUMFERENCE });
  const heading = h("div", { class: "grow", tabindex: -1 }, kicker, title, dots);
  const ring = h(
    "div",
    { class: "ring" },
    svg(
      "svg",
      { viewBox: "0 0 100 100", "aria-hidden": "true" },
      svg("circle", { class: "track", cx: 50, cy: 50, r: RADIUS }),
      arc,
    ),
    h("p", { class: "timer", role: "timer" }, num, h("span", { class: "unit" }, " seconds")),
  );
  const how = h("div", { class: "how" });
  let shown = -1;
  return {
    nodes: frame(media, [h("div", { class: "row" }, heading, ring)], undefined, how),
    focus: heading,
    update(state) {
      if (state.mode !== "playing") return;
      const { exercises, index, secondsLeft } = state;
      const exercise = exercises[index];
      if (!exercise) return;
      if (index !== shown) {
        shown = index;
        kicker.textContent = `Exercise ${index + 1} of ${exercises.length}`;
        title.textContent = exercise.title;
        dots.replaceChildren(
          ...exercises.map((_, i) => h("li", { class: i < index ? "done" : i === index ? "now" : undefined })),
        );
        hooks.showClip(media, exercise);
        teach(how, exercise, "");
      }
      num.textContent = String(secondsLeft);
      const share = Math.max(0, Math.min(1, secondsLeft / ROUTINE.secondsPerExercise));
      arc.setAttribute("stroke-dashoffset", String(CIRCUMFERENCE * (1 - share)));
    },
  };
}

function completed(routine: Routine, count: number, hooks: ScreenHooks): Screen {
  const heading = h("h2", { class: "big", tabindex: -1 }, "Amazing Work!");
  const button = h("button", { type: "button", class: "btn" }, "Try Again");
  button.addEventListener("click", hooks.retry);
  const cover = h(
    "div",
    { class: "cover" },
    h("div", { class: "check" }, checkIcon()),
    heading,
    h("p", { class: "muted" }, completedLine(count, routine.title)),
    h("div", { class: "box" }, h("b", {}, "Routine Complete"), h("span", { class: "muted" }, completedSummary(count))),
    button,
  );
  return { nodes: frame(mediaBox(), [], cover), focus: heading, update: still };
}

/** The screen of a mode, filled for the given state. */
export function screenFor(state: PlayerState, hooks: ScreenHooks): Screen {
  const screen =
    state.mode === "loading"
      ? loading()
      : state.mode === "unavailable"
        ? unavailable()
        : state.mode === "preview"
          ? preview(state.routine, state.exercises, hooks)
          : state.mode === "playing"
            ? playing(hooks)
            : completed(state.routine, state.count, hooks);
  screen.update(state);
  return screen;
}

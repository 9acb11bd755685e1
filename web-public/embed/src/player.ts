import { BRAND } from "@movebreak/shared/brand";
import { ROUTINE } from "@movebreak/shared/constants";
import type { RandomSource } from "../../src/features/routine/pick-exercises";
import { sendBeacon } from "./beacon";
import { type Clip, keepDrawnDemonstrations, mountClip } from "./clip";
import { h } from "./dom";
import { emit, type PlayerEventDetail } from "./events";
import { fetchRoutine } from "./fetch-routine";
import { guard } from "./guard";
import type { ResolvedOptions } from "./options";
import { initialState, type PlayerEvent, type PlayerState, reduce } from "./reducer";
import { type Exercise, type RoutineSource, readRoutine } from "./routine";
import { PLAYER_CSS } from "./styles";
import { playerShell, type Screen, screenFor } from "./view";

export interface PlayerHandle {
  destroy(): void;
}

/** Clips load once the player is this close to the viewport. */
const NEAR_MARGIN = "200px";

/** A shadow root can be attached only once: a player created again after destroy() reuses it. */
const roots = new WeakMap<Element, ShadowRoot>();

function adoptStyles(root: ShadowRoot): void {
  // A constructed sheet is not an inline style, so hosts need no 'unsafe-inline' in style-src.
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(PLAYER_CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.append(h("style", {}, PLAYER_CSS));
  }
}

/**
 * One player in `element`'s shadow root: the shell (region, live region,
 * branding), the routine read, and the reducer driven by clicks and a 1 s tick.
 */
export function startPlayer(element: HTMLElement, options: ResolvedOptions, random: RandomSource): PlayerHandle {
  // A first screen the server drew (a declarative shadow root, server-preview.ts) is replaced; its
  // demonstrations are kept, so the figure does not flicker while it would be read again.
  if (!roots.has(element) && element.shadowRoot) keepDrawnDemonstrations(element.shadowRoot);
  const root = roots.get(element) ?? element.attachShadow({ mode: "open" });
  roots.set(element, root);
  root.replaceChildren();
  adoptStyles(root);

  // What the player plays; the same names go in every event's detail.
  const source: RoutineSource | undefined = options.sharedKey
    ? { sharedKey: options.sharedKey }
    : options.location
      ? { location: options.location }
      : undefined;
  const detail: PlayerEventDetail = { ...source };
  const { shell, body, live } = playerShell(options);
  root.append(shell);

  let state: PlayerState = initialState;
  let screen: Screen | undefined;
  let clip: Clip | undefined;
  let near = typeof IntersectionObserver === "undefined";
  let autoplayPending = options.autoplay;
  let timer: number | undefined;
  let errorMessage = "";
  const cancel = new AbortController();

  const announce = (text: string) => {
    live.textContent = text;
  };

  const hooks = {
    start: guard(() => dispatch({ type: "start" })),
    retry: guard(() => dispatch({ type: "retry", random })),
    showClip(media: HTMLElement, exercise: Exercise) {
      clip = mountClip(media, exercise, state.mode === "playing");
      if (near) clip.activate();
    },
  };

  function render(previous: PlayerState): void {
    if (screen && previous.mode === state.mode) {
      screen.update(state);
      return;
    }
    const hadFocus = root.activeElement !== null;
    clip = undefined;
    screen = screenFor(state, hooks);
    body.replaceChildren(...screen.nodes);
    // The button just pressed is gone: keep keyboard and screen-reader users in the player.
    if (hadFocus) screen.focus?.focus({ preventScroll: true });
  }

  function effects(previous: PlayerState): void {
    if (state.mode === "playing" && timer === undefined) {
      timer = window.setInterval(
        guard(() => dispatch({ type: "tick" })),
        ROUTINE.tickMs,
      );
    } else if (state.mode !== "playing" && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
    if (state.mode === "playing") {
      if (previous.mode !== "playing") {
        emit(element, "start", { ...detail, exercises: state.exercises.length });
        sendBeacon(options.apiBase, "p", detail, options.hostProof);
      }
      if (previous.mode !== "playing" || previous.index !== state.index) {
        const exercise = state.exercises[state.index];
        announce(`Exercise ${state.index + 1} of ${state.exercises.length}: ${exercise?.title ?? ""}`);
      }
    } else if (state.mode === "completed") {
      announce(`Amazing Work! Routine Complete: ${state.count} ${state.count === 1 ? "exercise" : "exercises"}.`);
      emit(element, "complete", { ...detail, exercises: state.count });
    } else if (state.mode === "preview" && previous.mode === "loading") {
      emit(element, "ready", { ...detail, title: state.routine.title });
      sendBeacon(options.apiBase, "l", detail, options.hostProof);
      maybeAutoplay();
    } else if (state.mode === "unavailable") {
      announce("Video unavailable");
      emit(element, "error", { ...detail, message: errorMessage });
    }
  }

  function dispatch(event: PlayerEvent): void {
    const previous = state;
    state = reduce(previous, event);
    if (state === previous) return;
    render(previous);
    effects(previous);
  }

  function maybeAutoplay(): void {
    if (autoplayPending && near && state.mode === "preview") {
      autoplayPending = false;
      dispatch({ type: "start" });
    }
  }

  const observer = near
    ? undefined
    : new IntersectionObserver(
        guard((entries: IntersectionObserverEntry[]) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          near = true;
          observer?.disconnect();
          clip?.activate();
          maybeAutoplay();
        }),
        { rootMargin: NEAR_MARGIN },
      );
  observer?.observe(element);

  render(state);

  const given = source && options.routine ? readRoutine(options.routine, source, options.apiBase) : null;
  if (given) {
    dispatch({ type: "loaded", routine: given, random });
  } else if (source) {
    fetchRoutine(options.apiBase, source, cancel.signal).then(
      guard((answer) => {
        if (cancel.signal.aborted) return;
        if (typeof answer === "string") errorMessage = answer;
        dispatch(typeof answer === "string" ? { type: "failed" } : { type: "loaded", routine: answer, random });
      }),
    );
  } else {
    errorMessage = `No ${BRAND.slug} location or shared key given`;
    console.error("Error fetching video", errorMessage);
    dispatch({ type: "failed" });
  }

  return {
    destroy: guard(() => {
      cancel.abort();
      observer?.disconnect();
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
      root.replaceChildren();
    }),
  };
}

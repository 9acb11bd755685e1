/**
 * The player's first screen drawn on the server, for a page that has already read the routine (the site's
 * /try/{key}): the same shell, screen and demonstration code as the player, built in a DOM of its own
 * (linkedom) and put in the page as a declarative shadow root. The page shows it from its first paint
 * with no script; the player script starts only when the reader first reaches for it and replaces it with
 * the live player (player.ts), which looks the same and keeps its demonstration. Server only: the player's
 * bundle never imports this file.
 */
import { demonstrationById, svgTree } from "@movebreak/shared/demonstrations/figure";
import { parseHTML } from "linkedom";
import { clipBox, drawDemonstration } from "./clip";
import { inDocument } from "./dom";
import { type PlayerOptions, resolveOptions } from "./options";
import { chooseExercises, type PlayerState } from "./reducer";
import { type RoutineSource, readRoutine } from "./routine";
import { PLAYER_CSS } from "./styles";
import { playerShell, type ScreenHooks, screenFor } from "./view";

/** Addresses are resolved against this when the routine is read: the first screen shows none of them. */
const UNSHOWN_ORIGIN = "http://localhost";

function demonstrationsOf(routine: unknown): Map<string, string> {
  const workouts = (routine as { workouts?: unknown } | null)?.workouts;
  const found = new Map<string, string>();
  if (!Array.isArray(workouts)) return found;
  for (const workout of workouts as { id?: unknown; demonstration?: unknown }[]) {
    if (typeof workout?.id === "string" && typeof workout.demonstration === "string") {
      found.set(workout.id, workout.demonstration);
    }
  }
  return found;
}

/**
 * `<template shadowrootmode="open">` holding the player's stylesheet and its first screen for `options`
 * (whose `routine` is the API's answer): the preview, or "Video unavailable" when there is nothing to play.
 * Its links are relative to the page's own site, as the player's are to the site it reads.
 */
export function playerPreviewHtml(options: PlayerOptions): string {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const resolved = resolveOptions(options, () => null, "");
  const source: RoutineSource | undefined = resolved.sharedKey
    ? { sharedKey: resolved.sharedKey }
    : resolved.location
      ? { location: resolved.location }
      : undefined;
  const routine = source ? readRoutine(resolved.routine, source, UNSHOWN_ORIGIN) : null;
  const demonstrations = demonstrationsOf(resolved.routine);
  const hooks: ScreenHooks = {
    start() {},
    retry() {},
    showClip(media, exercise) {
      const box = clipBox(exercise);
      media.replaceChildren(box);
      const figure = demonstrationById(demonstrations.get(exercise.id) ?? "");
      if (figure) drawDemonstration(box, exercise.id, svgTree(figure));
    },
  };
  // A written pack plays as written; a location's draw is the player's own, made when it starts.
  const state: PlayerState = routine
    ? { mode: "preview", routine, exercises: chooseExercises(routine, () => 0) }
    : { mode: "unavailable" };
  const shell = inDocument(document as unknown as Document, () => {
    const { shell, body } = playerShell(resolved);
    body.append(...screenFor(state, hooks).nodes);
    return shell.outerHTML;
  });
  return `<template shadowrootmode="open"><style>${PLAYER_CSS}</style>${shell}</template>`;
}

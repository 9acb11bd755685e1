import { type Routine, type RoutineSource, readRoutine, routineUrl } from "./routine";

const TIMEOUT_MS = 15_000;

/**
 * Reads the routine cross-origin without cookies. Any failure (network, non-OK,
 * unreadable or empty answer, 15 s without one) is logged as the spec's
 * "Error fetching video" and comes back as its message; a cancelled read stays quiet.
 */
export async function fetchRoutine(
  apiBase: string,
  source: RoutineSource,
  cancel: AbortSignal,
): Promise<Routine | string> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  cancel.addEventListener("abort", abort);
  const timer = window.setTimeout(abort, TIMEOUT_MS);
  try {
    const response = await fetch(routineUrl(apiBase, source), {
      credentials: "omit",
      mode: "cors",
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText || "request failed"}`);
    const routine = readRoutine(await response.json(), source, apiBase);
    if (!routine) throw new Error("No exercises to play");
    return routine;
  } catch (error) {
    if (!cancel.aborted) console.error("Error fetching video", error);
    return error instanceof Error ? error.message : String(error);
  } finally {
    window.clearTimeout(timer);
    cancel.removeEventListener("abort", abort);
  }
}

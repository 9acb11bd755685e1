import { vi } from "vitest";

/**
 * Fake timers for a test. Testing Library recognises fake timers only when a `jest`
 * global exists; without it its async helpers wait on a faked setTimeout forever.
 * The setup file unstubs the global after each test; the test restores real timers.
 */
export function useFakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

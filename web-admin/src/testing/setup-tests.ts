import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Screens load their charts and tabs lazily; on a loaded CI machine that takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

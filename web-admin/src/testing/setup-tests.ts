import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { clearStoredSessionId } from "@/lib/session-store";

// Screens load their charts and tabs lazily; on a loaded CI machine that takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  // The session store remembers why the last session ended (a 401 or not): each test starts signed out.
  clearStoredSessionId();
  window.history.replaceState(null, "", "/");
});

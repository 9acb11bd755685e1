import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App } from "@/app/app";

/** Opens the whole admin app at a path under /admin, as a browser would. */
export function renderApp(path: string) {
  window.history.replaceState(null, "", path);
  const user = userEvent.setup();
  return { user, ...render(<App />) };
}

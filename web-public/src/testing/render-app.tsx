import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { App } from "@/app/app";
import { AppProvider } from "@/app/provider";
import { createQueryClient } from "@/lib/query-client";
import { TEST_CONFIG } from "./test-config";

/** The whole app at one address, with a fresh cache, as a visitor would open it. */
export function renderApp(path = "/") {
  const user = userEvent.setup();
  const result = render(
    <AppProvider config={TEST_CONFIG} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user, ...result };
}

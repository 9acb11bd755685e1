import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { ToastProvider } from "@/components/ui/toast/toast-context";
import { Toaster } from "@/components/ui/toast/toaster";
import { createQueryClient } from "@/lib/query-client";
import { AutomationDashboard } from "../components/automation-dashboard";

/** The dashboard with the app's own query client settings, toasts and a router (its links), as the Page Manager hosts it. */
export function renderDashboard() {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const view = render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <AutomationDashboard />
          <Toaster />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user, queryClient, ...view };
}

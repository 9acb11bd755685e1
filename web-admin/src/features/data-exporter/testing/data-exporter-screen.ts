import { screen, within } from "@testing-library/react";
import { SESSION_STORAGE_KEY } from "@/lib/session-store";
import { fakeApi, json, type RecordedCall } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

type Routes = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

/** Opens the Data Exporter signed in; the list of imports is empty unless a route says otherwise. */
export async function openDataExporter(routes: Routes = {}) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, "session-abc");
  const api = fakeApi({
    "GET /api/admin/session": () => json({ authenticated: true }),
    "GET /api/admin/imports": () => json({ imports: [] }),
    ...routes,
  });
  const rendered = renderApp("/admin/data-exporter");
  await screen.findByRole("heading", { name: "Data Exporter" });
  return { api, ...rendered };
}

export function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

export function jsonFile(name: string, content: unknown): File {
  const text = typeof content === "string" ? content : JSON.stringify(content);
  return new File([text], name, { type: "application/json" });
}

export function importSection() {
  return within(screen.getByRole("region", { name: "Import" }));
}

export function recentImportsSection() {
  return within(screen.getByRole("region", { name: "Recent imports" }));
}

/** The text of the element that describes `element` (aria-describedby). */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();
}

/** The lines of the confirmation dialog's list of changes. */
export function changeLines(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole("listitem")
    .map((item) => item.textContent?.replace(/^[−~+]/, "") ?? "");
}

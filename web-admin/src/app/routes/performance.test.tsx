import type { PageAnalyticsGroup, PageAnalyticsReport } from "@movebreak/shared/contracts/page-analytics";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "@/lib/session-store";
import { fakeApi, json } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const figures = (views: number, ctaClicks: number, unverifiedViews = 0) => ({
  views,
  ctaClicks,
  ctaRate: views ? ctaClicks / views : 0,
  unverifiedViews,
  unverifiedCtaClicks: 0,
});

type Figures = ReturnType<typeof figures>;

/** What the server answers for a period and breakdown: two pages with views, nothing the period before (by default). */
function report(
  from: string,
  to: string,
  groupBy: PageAnalyticsGroup,
  empty: boolean,
  previousTotals: Figures = figures(0, 0),
): PageAnalyticsReport {
  const rows = empty
    ? []
    : groupBy === "day"
      ? [{ key: to, ...figures(30, 6) }]
      : [
          { key: "/pages/neck-relief", ...figures(20, 2), series: { views: [5, 15], ctaClicks: [1, 1] } },
          { key: "/pages/back-relief", ...figures(10, 4), series: { views: [10, 0], ctaClicks: [4, 0] } },
        ];
  const previous = { from: "2026-01-01", to: "2026-01-30", totals: previousTotals, rows: [] };
  return { from, to, groupBy, totals: empty ? figures(0, 0) : figures(30, 6, 50), rows, previous };
}

const eventsPage = (events: unknown[]) =>
  json({ events, runs: [], order: "asc", hasMore: false, nextAfterSeq: 0, nextBeforeSeq: null });

function serve(
  options: {
    empty?: boolean;
    failing?: boolean;
    previousTotals?: Figures;
    events?: unknown[];
    eventsFailing?: boolean;
  } = {},
) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, "session-abc");
  return fakeApi({
    "GET /api/admin/session": () => json({ authenticated: true }),
    "GET /api/admin/analytics/pages": (call) => {
      if (options.failing) return json({ error: "The database is not answering" }, 503);
      const query = new URL(call.path, "http://x").searchParams;
      const groupBy = (query.get("groupBy") ?? "page") as PageAnalyticsGroup;
      const [from, to] = [query.get("from") ?? "", query.get("to") ?? ""];
      return json(report(from, to, groupBy, options.empty ?? false, options.previousTotals));
    },
    "GET /api/automation/events": () =>
      options.eventsFailing
        ? json({ error: "The event store is not answering" }, 503)
        : eventsPage(options.events ?? []),
  });
}

describe("the Performance screen", () => {
  it("when it opens from the dashboard, then it shows the totals and the pages, sorts by a header, and keeps it in the address", async () => {
    const api = serve();
    const { user } = renderApp("/admin");
    await user.click(await screen.findByRole("link", { name: /^Performance/ }));
    await screen.findByRole("heading", { name: "Performance", level: 1 });

    const table = await screen.findByRole("table", { name: /by page/ });
    const order = () =>
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent);
    expect(order()).toEqual(["/pages/neck-relief", "/pages/back-relief"]);
    expect(screen.getByText("Click rate", { selector: "dt" }).nextElementSibling?.textContent).toBe("20.0%");
    // Beacons without a page load the server saw are shown apart, outside the figures.
    expect(screen.getByTestId("unverified-figures").textContent).toMatch(/^Unverified .*: 50 views, 0 store clicks$/);
    within(table).getByRole("img", { name: /^Views of \/pages\/neck-relief/ });
    // The table asks for the rows' series, the charts for the days.
    const asked = api.calls
      .filter((call) => call.path.startsWith("/api/admin/analytics/pages"))
      .map((call) => call.path);
    expect(asked.some((path) => path.includes("groupBy=page") && path.includes("series=true"))).toBe(true);
    expect(asked.some((path) => path.includes("groupBy=day"))).toBe(true);

    const clicks = within(table).getByRole("columnheader", { name: /Store clicks/ });
    expect(clicks.getAttribute("aria-sort")).toBe("none");
    await user.click(within(clicks).getByRole("button"));
    expect(clicks.getAttribute("aria-sort")).toBe("descending");
    expect(order()).toEqual(["/pages/back-relief", "/pages/neck-relief"]);
    await user.click(within(clicks).getByRole("button"));
    expect(clicks.getAttribute("aria-sort")).toBe("ascending");
    expect(window.location.search).toBe("?sort=ctaClicks&dir=asc");

    await user.click(screen.getByLabelText("Compare with previous period"));
    expect(window.location.search).toBe("?compare=1&sort=ctaClicks&dir=asc");
    expect(within(table).getAllByText("new").length).toBeGreaterThan(0);
  });

  it("when the address holds a shared view, then it opens as it was left", async () => {
    serve();
    renderApp("/admin/performance?range=custom&from=2026-11-01&to=2026-11-20&by=method&sort=key&dir=asc");
    await screen.findByRole("table", { name: /by generation method/ });
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-11-01");
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("2026-11-20");
    expect((screen.getByRole("radio", { name: "Custom" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("columnheader", { name: /Generation method/ }).getAttribute("aria-sort")).toBe("ascending");
  });

  it("when the operator types a whole date into From, then the field keeps each keystroke and the period follows", async () => {
    serve();
    const { user } = renderApp("/admin/performance?range=custom&from=2026-11-01&to=2026-11-20");
    await screen.findByRole("table", { name: /by page/ });
    const from = screen.getByLabelText("From") as HTMLInputElement;

    // A browser's date field passes through a year being typed digit by digit: it must not snap back.
    fireEvent.change(from, { target: { value: "0002-11-05" } });
    expect(from.value).toBe("0002-11-05");
    expect(window.location.search).toBe("?range=custom&from=2026-11-01&to=2026-11-20");

    await user.clear(from);
    await user.type(from, "2026-11-05");
    expect(from.value).toBe("2026-11-05");
    expect(window.location.search).toBe("?range=custom&from=2026-11-05&to=2026-11-20");

    // A preset replaces what was typed.
    await user.click(screen.getByRole("radio", { name: "Last 7 days" }));
    expect(from.value).not.toBe("2026-11-05");
  });

  it("when comparing with a period that had figures, then the totals show the change up or down", async () => {
    serve({ previousTotals: figures(40, 3) });
    renderApp("/admin/performance?compare=1");
    const hint = async (label: string) =>
      (await screen.findByText(label, { selector: "dt" })).parentElement?.querySelectorAll("dd")[1]?.textContent;
    // 30 views against 40: down a quarter; 6 clicks against 3: doubled.
    expect(await hint("Views")).toBe("▼down 25% vs 40");
    expect(await hint("Store clicks")).toBe("▲up 100% vs 3");
  });

  it("when an operator changed something in the period, then the changes list shows it", async () => {
    const today = new Date().toISOString().slice(0, 10);
    serve({
      events: [
        {
          seq: 7,
          streamId: "automation",
          version: 1,
          meta: { actor: "admin (session 1a2b3c4d)" },
          occurredAt: `${today}T09:30:00.000Z`,
          type: "IntervalChanged",
          data: { minutes: 15 },
        },
      ],
    });
    renderApp("/admin/performance");
    const changes = await screen.findByRole("region", { name: "Changes in this period" });
    expect((await within(changes).findByRole("listitem")).textContent).toMatch(/Interval set to 15 min/);
    expect(within(changes).queryByText("Nothing was changed in this period.")).toBeNull();
  });

  it("when the changes cannot be read, then the list says why instead of 'nothing was changed'", async () => {
    serve({ eventsFailing: true });
    renderApp("/admin/performance");
    const changes = await screen.findByRole("region", { name: "Changes in this period" });
    expect((await within(changes).findByRole("alert")).textContent).toMatch(
      /could not be read: The event store is not answering/,
    );
    expect(within(changes).queryByText("Nothing was changed in this period.")).toBeNull();
  });

  it("when no page was viewed in the period, then it says so and offers no download", async () => {
    serve({ empty: true });
    renderApp("/admin/performance");
    expect(await screen.findAllByText("No page views in this period yet")).not.toHaveLength(0);
    expect((screen.getByRole("button", { name: "Download CSV" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("when the report cannot be read, then an alert says why", async () => {
    serve({ failing: true });
    renderApp("/admin/performance");
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not be read: The database is not answering/);
  });
});

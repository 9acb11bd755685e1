import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { reachHostsCsv } from "@/features/reach/utils/reach-csv";
import { SESSION_STORAGE_KEY } from "@/lib/session-store";
import { fakeApi, json } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

function report(from: string, to: string) {
  const days = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 86_400_000) {
    days.push({ day: new Date(at).toISOString().slice(0, 10), loads: 0, plays: 0, opens: 0, iframeLoads: 0 });
  }
  const last = days.at(-1);
  if (last) Object.assign(last, { loads: 12, plays: 5, opens: 2, iframeLoads: 4 });
  return {
    from,
    to,
    days,
    hosts: [
      { host: "blog.example", loads: 8, plays: 4, opens: 0, playRate: 0.5 },
      { host: "=cmd|evil", loads: 4, plays: 1, opens: 0, playRate: 0.25 },
      { host: "forum.example", loads: 0, plays: 0, opens: 2, playRate: 0 },
    ],
    dayHosts: [
      { day: from, host: "blog.example", loads: 3, plays: 1, opens: 0, playRate: 1 / 3 },
      { day: to, host: "blog.example", loads: 5, plays: 3, opens: 0, playRate: 0.6 },
      { day: to, host: "=cmd|evil", loads: 4, plays: 1, opens: 0, playRate: 0.25 },
      { day: to, host: "forum.example", loads: 0, plays: 0, opens: 2, playRate: 0 },
    ],
    totals: { loads: 12, plays: 5, opens: 2, hosts: 3 },
  };
}

describe("the Reach screen", () => {
  it("when it opens from the dashboard, then it shows the totals and the hosts with their play rate, and another period asks again", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-abc");
    const api = fakeApi({
      "GET /api/admin/session": () => json({ authenticated: true }),
      "GET /api/admin/reach": (call) => {
        const query = new URL(call.path, "http://x").searchParams;
        return json(report(query.get("from") ?? "", query.get("to") ?? ""));
      },
    });
    const { user } = renderApp("/admin");
    await user.click(await screen.findByRole("link", { name: /^Reach/ }));

    await screen.findByRole("heading", { name: "Reach", level: 1 });
    const hosts = await screen.findByRole("table", { name: /Embedding hosts/ });
    const rows = within(hosts).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["blog.example8450%0", "=cmd|evil4125%0", "forum.example00–2"]);
    expect(screen.getByText("Player loads", { selector: "dt" }).nextElementSibling?.textContent).toBe("12");
    expect(screen.getByText("Play rate", { selector: "dt" }).nextElementSibling?.textContent).toBe("41.7%");
    const first = api.calls.find((call) => call.path.startsWith("/api/admin/reach"));
    expect(first?.headers.get("x-admin-session")).toBe("session-abc");
    const firstQuery = new URL(first?.path ?? "", "http://x").searchParams;
    expect((Date.parse(firstQuery.get("to") ?? "") - Date.parse(firstQuery.get("from") ?? "")) / 86_400_000).toBe(29);

    await user.click(screen.getByRole("radio", { name: "Last 7 days" }));
    await vi.waitFor(() => {
      const last = api.calls.filter((call) => call.path.startsWith("/api/admin/reach")).at(-1);
      const query = new URL(last?.path ?? "", "http://x").searchParams;
      expect((Date.parse(query.get("to") ?? "") - Date.parse(query.get("from") ?? "")) / 86_400_000).toBe(6);
    });
    screen.getByRole("button", { name: "Download CSV" });
  });

  it("when some counts came from hosts no browser confirmed, then their row says Unverified and a note under the table says what that means", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-abc");
    fakeApi({
      "GET /api/admin/session": () => json({ authenticated: true }),
      "GET /api/admin/reach": (call) => {
        const query = new URL(call.path, "http://x").searchParams;
        const body = report(query.get("from") ?? "", query.get("to") ?? "");
        body.hosts.splice(1, 0, { host: "(unverified)", loads: 6, plays: 2, opens: 0, playRate: 1 / 3 });
        return json({ ...body, totals: { ...body.totals, hosts: 4 } });
      },
    });
    renderApp("/admin/reach");

    const hosts = await screen.findByRole("table", { name: /Embedding hosts/ });
    const unverified = within(hosts).getByRole("rowheader", { name: "Unverified" });
    expect(unverified.closest("tr")?.textContent).toBe("Unverified6233.3%0");
    // Not a host named "(unverified)": the row is labelled, and described by the note below the table.
    expect(within(hosts).queryByText("(unverified)")).toBeNull();
    const note = screen.getByText(/^Unverified: .*did not confirm/);
    expect(unverified.getAttribute("aria-describedby")).toBe(note.id);
    expect(note.textContent).toMatch(/count in the totals, but under no host's name/);
    // The confirmed hosts are shown as before, with no note of their own.
    expect(within(hosts).getByRole("rowheader", { name: "blog.example" }).getAttribute("aria-describedby")).toBeNull();
  });

  it("when every host was confirmed, then no row is labelled Unverified and there is no note", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-abc");
    fakeApi({
      "GET /api/admin/session": () => json({ authenticated: true }),
      "GET /api/admin/reach": (call) => {
        const query = new URL(call.path, "http://x").searchParams;
        return json(report(query.get("from") ?? "", query.get("to") ?? ""));
      },
    });
    renderApp("/admin/reach");
    await screen.findByRole("table", { name: /Embedding hosts/ });
    expect(screen.queryByText("Unverified")).toBeNull();
    expect(screen.queryByText(/did not confirm/)).toBeNull();
  });

  it("when the hosts are written as CSV, then each host's totals come first, then its days, and a host that looks like a formula is not one", () => {
    const csv = reachHostsCsv(report("2026-11-01", "2026-11-02"));
    expect(csv.split("\r\n")).toEqual([
      "host,loads,plays,play_rate,try_opens,from,to,day",
      "blog.example,8,4,0.5000,0,2026-11-01,2026-11-02,",
      "'=cmd|evil,4,1,0.2500,0,2026-11-01,2026-11-02,",
      "forum.example,0,0,0.0000,2,2026-11-01,2026-11-02,",
      "blog.example,3,1,0.3333,0,2026-11-01,2026-11-02,2026-11-01",
      "blog.example,5,3,0.6000,0,2026-11-01,2026-11-02,2026-11-02",
      "'=cmd|evil,4,1,0.2500,0,2026-11-01,2026-11-02,2026-11-02",
      "forum.example,0,0,0.0000,2,2026-11-01,2026-11-02,2026-11-02",
      "",
    ]);
  });

  it("when the screen shows the hosts, then a table below gives each host's figures per day", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "session-abc");
    fakeApi({
      "GET /api/admin/session": () => json({ authenticated: true }),
      "GET /api/admin/reach": () => json(report("2026-11-01", "2026-11-02")),
    });
    renderApp("/admin/reach");
    const byDay = await screen.findByRole("table", { name: /^Each host.s .* per day$/ });
    const rows = within(byDay).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "2026-11-01blog.example3133.3%0",
      "2026-11-02blog.example5360%0",
      "2026-11-02=cmd|evil4125%0",
      "2026-11-02forum.example00–2",
    ]);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  deferred,
  json,
  landingPage,
  landingPageList,
  queueStatus,
  renderPageManager,
  stubApi,
} from "../testing/page-manager-fixtures";

function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

const PAGES = [
  landingPage({ id: 1, slug: "back-1", seoTitle: "Back Pain at the desk" }),
  landingPage({ id: 2, slug: "back-2", seoTitle: "Lower back pain stretches" }),
  landingPage({ id: 3, slug: "shoulder", seoTitle: "Shoulder pain relief" }),
  landingPage({
    id: 4,
    slug: "hip",
    seoTitle: "Hip pain for runners",
    pinterestPosterImg: `${window.location.origin}/p.png`,
  }),
  landingPage({ id: 5, slug: "neck", seoTitle: "NECK PAIN & Screens!", socialCaption: "Loosen up #neck" }),
  landingPage({ id: 6, slug: "posture", seoTitle: "Better posture", pageViews: 1234 }),
];

function withPages(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ "GET /api/admin/landing-pages": landingPageList(PAGES), ...routes });
}

function rowOf(title: string) {
  const row = screen.getByRole("button", { name: new RegExp(`^${title}`) }).closest("tr");
  if (!row) throw new Error(`No row for ${title}`);
  return within(row);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Manage tab", () => {
  it("is the tab selected by default, in an accessible tablist, with a way back", async () => {
    withPages();
    const { user } = renderPageManager();

    await screen.findByRole("heading", { name: "Page Manager" });
    expect(screen.getByRole("link", { name: "Back to Admin" }).getAttribute("href")).toBe("/admin");
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Automation", "Manual Page", "Manage"]);
    expect(screen.getByRole("tab", { name: "Manage" }).getAttribute("aria-selected")).toBe("true");
    screen.getByRole("tabpanel", { name: "Manage" });

    screen.getByRole("tab", { name: "Manage" }).focus();
    await user.keyboard("{ArrowLeft}");
    // Radix moves the focus on the next task, and the focused tab is then selected.
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Manual Page" }).getAttribute("aria-selected")).toBe("true"),
    );
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Manual Page" }));
  });

  it("shows the server's counts by topic, and the search, sent to the server, narrows the list case-insensitively", async () => {
    const api = withPages();
    const { user } = renderPageManager();
    await screen.findByText("Better posture");
    screen.getByText("Showing 6 of 6 pages");

    const topics = within(screen.getByRole("list", { name: "Pages by topic" }));
    const count = (label: string) => topics.getByText(label).nextElementSibling?.textContent;
    expect([count("Back"), count("Shoulder"), count("Hip"), count("Neck"), count("Other")]).toEqual([
      "2",
      "1",
      "1",
      "1",
      "1",
    ]);
    expect(screen.getAllByRole("row")).toHaveLength(1 + PAGES.length);

    await user.type(screen.getByRole("searchbox", { name: "Search by title" }), "BACK pain");
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(3));
    expect(api.calls.some((call) => new URL(call.path, "http://x").searchParams.get("q") === "BACK pain")).toBe(true);
    screen.getByRole("button", { name: /^Back Pain at the desk/ });
    screen.getByRole("button", { name: /^Lower back pain stretches/ });
    screen.getByText("Showing 2 of 2 pages");
    expect([count("Back"), count("Shoulder"), count("Hip"), count("Neck"), count("Other")]).toEqual([
      "2",
      "0",
      "0",
      "0",
      "0",
    ]);

    await user.clear(screen.getByRole("searchbox", { name: "Search by title" }));
    await user.type(screen.getByRole("searchbox", { name: "Search by title" }), "knee");
    await screen.findByText("No pages match your search");
  });

  it("when there are no pages, then it says so", async () => {
    stubApi();
    renderPageManager();
    await screen.findByText("No landing pages found");
  });

  it("when Export is pressed without a type, then 'Selection Required'; with one, the pages are saved as a dated file", async () => {
    const exported = [PAGES[0]];
    const api = withPages({
      "GET /api/admin/landing-pages/export": () => json({ pages: exported, count: 1 }),
    });
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, blob });
    });
    const { user } = renderPageManager();
    await screen.findByText("Better posture");

    await user.click(screen.getByRole("button", { name: "Export pages in JSON" }));
    await notifications().findByText("Selection Required");
    notifications().getByText("Please select a page type to export.");
    expect(api.calls.some((call) => call.path.includes("/export"))).toBe(false);

    await user.selectOptions(screen.getByRole("combobox", { name: "Page type" }), "landing_page");
    await user.click(screen.getByRole("button", { name: "Export pages in JSON" }));
    await notifications().findByText("Export Successful");
    notifications().getByText(/\b1 page\b/);
    expect(api.calls.some((call) => call.path === "/api/admin/landing-pages/export?type=landing_page")).toBe(true);
    expect(saved[0]?.name).toMatch(/^movebreak-pages-landing_page-\d{4}-\d{2}-\d{2}\.json$/);
    const file = saved[0];
    if (!file) throw new Error("Nothing was saved");
    expect(JSON.parse(await file.blob.text())).toEqual(exported);
  });

  it("when one row regenerates its social content, then only that row shows the spinner and is disabled", async () => {
    const answer = deferred<Response>();
    withPages({ "POST /api/admin/landing-pages/3/regenerate-social-media": () => answer.promise });
    const { user } = renderPageManager();
    await screen.findByText("Better posture");

    await user.click(rowOf("Shoulder pain relief").getByRole("button", { name: "Regenerate social content" }));

    const busy = rowOf("Shoulder pain relief").getByRole("button", { name: "Regenerating social content..." });
    expect(busy.hasAttribute("disabled")).toBe(true);
    expect(busy.querySelector("[data-spinner]")).not.toBeNull();
    for (const other of ["Hip pain for runners", "Better posture"]) {
      const button = rowOf(other).getByRole("button", { name: "Regenerate social content" });
      expect(button.hasAttribute("disabled")).toBe(false);
      expect(button.querySelector("[data-spinner]")).toBeNull();
    }
    expect(document.querySelectorAll("tbody [data-spinner]")).toHaveLength(1);

    answer.resolve(
      json({ success: true, message: "Social media content regenerated", socialCaption: "x", pinterestPosterImg: "" }),
    );
    await notifications().findByText("Social Media Content Regenerated!");
    rowOf("Shoulder pain relief").getByRole("button", { name: "Regenerate social content" });
  });

  it("when regeneration fails, then 'Regeneration Failed' shows the server's error", async () => {
    withPages({
      "POST /api/admin/landing-pages/6/regenerate-social-media": () => json({ error: "Poster service down" }, 502),
    });
    const { user } = renderPageManager();
    await screen.findByText("Better posture");
    await user.click(rowOf("Better posture").getByRole("button", { name: "Regenerate social content" }));

    await notifications().findByText("Regeneration Failed");
    notifications().getByText("Poster service down");
  });

  it("offers the poster download and the caption copy only on pages that have them", async () => {
    withPages();
    const { user } = renderPageManager();
    await screen.findByText("Better posture");

    expect(rowOf("Hip pain for runners").queryByRole("button", { name: "Download Pinterest poster" })).not.toBeNull();
    expect(rowOf("Better posture").queryByRole("button", { name: "Download Pinterest poster" })).toBeNull();
    expect(rowOf("Better posture").queryByRole("button", { name: "Copy social caption" })).toBeNull();

    await user.click(rowOf("NECK PAIN & Screens!").getByRole("button", { name: "Copy social caption" }));
    await notifications().findByText("Caption Copied");
    expect(await navigator.clipboard.readText()).toBe("Loosen up #neck");

    const view = rowOf("Better posture").getByRole("link", { name: "View page in a new tab" });
    expect(view.getAttribute("href")).toBe("/pages/posture");
    expect(view.getAttribute("target")).toBe("_blank");
  });

  it("when the poster is downloaded, then it is saved under the title's file name", async () => {
    const api = withPages({
      "GET /p.png": () => new Response(new Blob(["png"], { type: "image/png" })),
    });
    const names: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:poster");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download) names.push(this.download);
    });
    const { user } = renderPageManager();
    await screen.findByText("Better posture");

    await user.click(rowOf("Hip pain for runners").getByRole("button", { name: "Download Pinterest poster" }));
    await notifications().findByText("Download Started");
    expect(names).toEqual(["pinterest-poster-hip-pain-for-runners.png"]);
    const posterCall = api.calls.find((call) => call.path === "/p.png");
    expect(posterCall).toBeTruthy();
  });

  it("when the poster cannot be fetched, then 'Download Failed'", async () => {
    withPages({ "GET /p.png": () => new Response("nope", { status: 404 }) });
    const { user } = renderPageManager();
    await screen.findByText("Better posture");

    await user.click(rowOf("Hip pain for runners").getByRole("button", { name: "Download Pinterest poster" }));
    await notifications().findByText("Download Failed");
    notifications().getByText("Failed to download Pinterest poster. Please try again.");
  });

  it("when a title is clicked, then its full URL is copied", async () => {
    withPages();
    const { user } = renderPageManager();
    await screen.findByText("Better posture");

    await user.click(screen.getByRole("button", { name: /^Better posture/ }));
    await notifications().findByText("URL Copied");
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/pages/posture`);
  });

  it("when Edit is pressed, then the Manual Page tab opens that page, with its id in the URL", async () => {
    withPages({ "GET /api/admin/landing-pages/6": () => json(PAGES[5]) });
    const { user } = renderPageManager();
    await screen.findByText("Better posture");

    await user.click(rowOf("Better posture").getByRole("button", { name: "Edit page" }));
    expect(screen.getByRole("tab", { name: "Manual Page" }).getAttribute("aria-selected")).toBe("true");
    expect(new URLSearchParams(window.location.search).get("edit")).toBe("6");
    expect(((await screen.findByRole("textbox", { name: "Slug" })) as HTMLInputElement).value).toBe("posture");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("tab", { name: "Manage" }).getAttribute("aria-selected")).toBe("true");
    expect(window.location.search).toBe("");
  });
});

describe("page generator queue", () => {
  it("shows the live counts and the current job's short id, and queues a job with its position", async () => {
    const api = stubApi({
      "GET /api/page-generator/queue/status": () =>
        json({
          success: true,
          queueStatus: queueStatus({
            pendingJobs: 2,
            processingJobs: 1,
            completedJobs: 5,
            failedJobs: 1,
            currentJob: { id: "abcdef123456-7890", step: null, startedAt: null },
          }),
        }),
      "POST /api/page-generator/generate": () =>
        json({ success: true, jobId: "job-1", position: 3, queueStatus: queueStatus({ pendingJobs: 3 }) }, 202),
    });
    const { user } = renderPageManager();

    const card = within(await screen.findByRole("region", { name: "Page Generator Queue" }));
    await waitFor(() => expect(card.getByText("Pending").nextElementSibling?.textContent).toBe("2"));
    expect(card.getByText("Processing").nextElementSibling?.textContent).toBe("1");
    expect(card.getByText("Completed").nextElementSibling?.textContent).toBe("5");
    expect(card.getByText("Failed").nextElementSibling?.textContent).toBe("1");
    card.getByText("abcdef12");

    await user.click(card.getByRole("button", { name: "Add to Queue" }));
    await notifications().findByText("Job Added to Queue!");
    notifications().getByText(/position 3/);
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("when the job cannot be queued, then 'Failed to Add Job' shows the server's error, else the status text", async () => {
    let answer = json({ error: "Queue is full" }, 503);
    stubApi({ "POST /api/page-generator/generate": () => answer });
    const { user } = renderPageManager();

    await user.click(await screen.findByRole("button", { name: "Add to Queue" }));
    await notifications().findByText("Failed to Add Job");
    notifications().getByText("Queue is full");

    answer = new Response("", { status: 500, statusText: "Internal Server Error" });
    await user.click(screen.getByRole("button", { name: "Add to Queue" }));
    await notifications().findByText("Internal Server Error");
  });
});

import {
  LANDING_PAGE_TOPICS,
  type LandingPage,
  type LandingPageListItem,
  type LandingPageTopic,
  type QueueStatus,
  TOPIC_PHRASES,
  type TopicCounts,
} from "@movebreak/shared/contracts/landing-pages";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { SESSION_STORAGE_KEY } from "@/lib/session-store";
import { renderApp } from "@/testing/render-app";

export function json(body: unknown, status = 200, statusText?: string): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
  signal: AbortSignal | undefined;
}

type Handler = (call: Call) => Response | Promise<Response>;

/**
 * A fetch stub keyed by "METHOD /path" (without the query string) that records each call
 * with its abort signal. A signed-in session and an empty site are answered by default.
 */
export function stubApi(routes: Record<string, Handler> = {}) {
  const calls: Call[] = [];
  const defaults: Record<string, Handler> = {
    "GET /api/admin/session": () => json({ authenticated: true }),
    "GET /api/admin/landing-pages": landingPageList([]),
    "GET /api/admin/landing-pages/types": () => json({ types: ["landing_page"] }),
    "GET /api/page-generator/queue/status": () => json({ success: true, queueStatus: queueStatus() }),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.href);
    const text = typeof init.body === "string" ? init.body : "";
    const call: Call = {
      method: (init.method ?? "GET").toUpperCase(),
      path: url.pathname + url.search,
      body: text ? JSON.parse(text) : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const key = `${call.method} ${url.pathname}`;
    const handler = routes[key] ?? defaults[key];
    return handler ? handler(call) : json({ error: "Not found" }, 404, "Not Found");
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** Opens the Page Manager signed in, at `search` (for example "?tab=manual"). */
export function renderPageManager(search = "", options: { advanceTimers?: (ms: number) => unknown } = {}) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, "session-1");
  const view = renderApp(`/admin/page-manager${search}`);
  if (!options.advanceTimers) return view;
  // Under fake timers, user-event must not wait on timers between keystrokes.
  return { ...view, user: userEvent.setup({ advanceTimers: options.advanceTimers, delay: null }) };
}

/** A promise with its resolve handle, for answers a test releases when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function queueStatus(overrides: Partial<QueueStatus> = {}): QueueStatus {
  return {
    totalJobs: 0,
    pendingJobs: 0,
    processingJobs: 0,
    completedJobs: 0,
    failedJobs: 0,
    isProcessing: false,
    currentJob: null,
    ...overrides,
  };
}

export function landingPage(overrides: Partial<LandingPage> = {}): LandingPage {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `page-${id}`,
    type: "landing_page",
    painPoint: "back pain",
    context: "working from home",
    demographic: "office workers",
    modifier: "",
    timeFactor: "",
    primaryFeature: "",
    seoTitle: `Page ${id}`,
    seoDescription: "A description",
    seoKeywords: "",
    canonicalUrl: "",
    ogTitle: "",
    ogDescription: "",
    heroImageUrl: "",
    heroHeadline: "A headline",
    heroSubheadline: "",
    markdown: "# Hello",
    variantGroup: "",
    variantName: "",
    pinterestPosterImg: "",
    socialCaption: "",
    aiModelVersion: "manual",
    indexable: true,
    pageViews: 0,
    createdAt: "2026-03-14T10:00:00.000Z",
    updatedAt: "2026-03-14T10:00:00.000Z",
    ...overrides,
  };
}

/** The list's topic rule (first phrase the SEO title names, else Other), as the server applies it. */
function topicOf(seoTitle: string): LandingPageTopic {
  const title = seoTitle.toLowerCase();
  return TOPIC_PHRASES.find(({ phrase }) => title.includes(phrase))?.topic ?? "Other";
}

/** A page as a row of the list: its columns and what its actions need, never the Markdown. */
export function listItem(page: LandingPage): LandingPageListItem {
  const { id, slug, type, seoTitle, createdAt, pageViews, pinterestPosterImg, socialCaption, indexable } = page;
  return { id, slug, type, seoTitle, createdAt, pageViews, pinterestPosterImg, socialCaption, indexable };
}

/**
 * GET /api/admin/landing-pages over `pages` (already newest first), as the server answers it:
 * limit, q (case-insensitive, in the SEO title), type (a topic), and a cursor (here simply the
 * offset of the next row: a client only passes it back).
 */
export function landingPageList(pages: readonly LandingPage[]): Handler {
  return (call) => {
    const params = new URL(call.path, window.location.origin).searchParams;
    const limit = Number(params.get("limit") ?? 50);
    const q = (params.get("q") ?? "").toLowerCase();
    const type = params.get("type");
    const start = Number(params.get("cursor") ?? 0);
    const matching = pages.filter((page) => page.seoTitle.toLowerCase().includes(q));
    const topicCounts = Object.fromEntries(LANDING_PAGE_TOPICS.map((topic) => [topic, 0])) as TopicCounts;
    for (const page of matching) topicCounts[topicOf(page.seoTitle)] += 1;
    const typed = type ? matching.filter((page) => topicOf(page.seoTitle) === type) : matching;
    const rows = typed.slice(start, start + limit).map(listItem);
    const nextCursor = start + limit < typed.length ? String(start + limit) : null;
    const reviewTotal = typed.filter((page) => !page.indexable).length;
    return json({ pages: rows, count: rows.length, total: typed.length, nextCursor, topicCounts, reviewTotal });
  };
}

import { vi } from "vitest";

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/**
 * Replaces global fetch with answers keyed by "METHOD /path" and records every call.
 * A call nobody expected answers 404, so a test notices it.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), window.location.href),
      init,
    );
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname + url.search,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url.pathname}`];
    return handler ? handler(call) : json({ error: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/**
 * A Server-Sent Events endpoint for the fake API: each request gets a stream that stays open; `push`
 * sends an event (as the server does: `id: seq`, `event: event`, the JSON) to every stream open now.
 */
export function fakeEventStream() {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  return {
    handler: (): Response => {
      let self: ReadableStreamDefaultController<Uint8Array> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          self = controller;
          open.add(controller);
          controller.enqueue(encoder.encode("retry: 2000\n\n"));
        },
        cancel() {
          if (self) open.delete(self);
        },
      });
      return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
    },
    push(event: { seq: number }) {
      const frame = encoder.encode(`id: ${event.seq}\nevent: event\ndata: ${JSON.stringify(event)}\n\n`);
      for (const controller of open) controller.enqueue(frame);
    },
    /** Runs that ended, as the server sends them whatever the filters hide. */
    pushRuns(runs: { runId: string; outcome: string }[]) {
      const frame = encoder.encode(`event: runs\ndata: ${JSON.stringify(runs)}\n\n`);
      for (const controller of open) controller.enqueue(frame);
    },
    get openStreams() {
      return open.size;
    },
  };
}

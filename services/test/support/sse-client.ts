/** A Server-Sent Events reader over fetch, for tests: the frames as they arrive, and a wait for them. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Resolves once `done(events)` holds, or rejects after `timeoutMs` naming what it waited for. */
  waitFor(what: string, done: (events: SseEvent[]) => boolean, timeoutMs?: number): Promise<SseEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of frame.split("\n")) {
            if (line.startsWith(":") || !line.includes(":")) continue;
            const at = line.indexOf(":");
            fields.set(line.slice(0, at), line.slice(at + 1).replace(/^ /, ""));
          }
          if (fields.has("data")) {
            events.push({
              id: fields.get("id"),
              event: fields.get("event") ?? "message",
              data: fields.get("data") ?? "",
            });
            notify();
          }
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted by close()
    }
    notify();
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    waitFor(what, done, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (done(events)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(events);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; received ${events.length} events`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

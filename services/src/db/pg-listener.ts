import pg from "pg";

const RECONNECT_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would lose its registration when released). A
 * connection that fails is replaced after a second, and `onNotify` is called once it listens again,
 * since notifications sent while it was down are lost. `channel` is a fixed identifier, never input.
 */
export function pgListener(url: string, channel: string, onNotify: () => void): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on("error", () => {
      if (client === next) client = undefined;
      next.end().catch(() => {});
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch {
      next.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    onNotify();
  }

  const connecting = connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

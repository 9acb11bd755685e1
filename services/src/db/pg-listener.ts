import pg from "pg";

const RECONNECT_MS = 1_000;

export interface PgListenerOptions {
  /** How long a connection attempt may take before it counts as failed (and is retried a second later). */
  connectionTimeoutMillis?: number;
  /** The connection listens (again). */
  onConnected?: () => void;
  /** The connection failed, or could not be made. Never thrown. */
  onFailed?: (error: unknown) => void;
}

/**
 * What a listener hears: a notification's payload ("" when it had none), or `undefined` when the connection
 * listens (again) and notifications sent while it was down may have been missed.
 */
export type OnNotify = (payload: string | undefined) => void;

/**
 * LISTEN on a connection of its own (a pooled one would lose its registration when released). A
 * connection that fails is replaced after a second, and `onNotify(undefined)` is called once it listens
 * again, since notifications sent while it was down are lost. `channel` is a fixed identifier, never input.
 */
export function pgListener(
  url: string,
  channel: string,
  onNotify: OnNotify,
  options: PgListenerOptions = {},
): { close(): Promise<void> } {
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

  // Called from socket events and the reconnect timer: a throw there would be uncaught (the process ends).
  const safely = (call: () => void) => {
    try {
      call();
    } catch {
      // A listener's fault must not break the reconnect loop, nor the process.
    }
  };
  const failed = (error: unknown) => safely(() => options.onFailed?.(error));

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      ...(options.connectionTimeoutMillis ? { connectionTimeoutMillis: options.connectionTimeoutMillis } : {}),
    });
    next.on("notification", (message) => {
      if (message.channel === channel) safely(() => onNotify(message.payload ?? ""));
    });
    next.on("error", (error) => {
      failed(error);
      if (client === next) client = undefined;
      next.end().catch(() => {});
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      failed(error);
      next.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    safely(() => options.onConnected?.());
    safely(() => onNotify(undefined));
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

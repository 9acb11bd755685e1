import { createConnection, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 in front of the PostgreSQL server, so that a drill can take the database
 * away from the server processes without touching the real cluster (which other tests use): `cut(ms)`
 * destroys every open connection and refuses new ones (accepted and closed at once) for `ms`, then
 * lets them through again.
 */
export interface TcpProxy {
  port: number;
  /** Cuts every connection and refuses new ones for `ms`; resolves when healed. */
  cut(ms: number): Promise<void>;
  /** Until when connections are refused (ms since the epoch; 0: never cut). */
  cutUntil(): number;
  /** When the last cut healed (0: never cut). */
  healedAt(): number;
  /** Open client connections now. */
  connections(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let refusingUntil = 0;
  let healedAt = 0;
  const server: Server = createServer((client) => {
    if (Date.now() < refusingUntil) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const cutAll = () => {
    for (const socket of [...open]) socket.destroy();
    open.clear();
  };
  return {
    port,
    async cut(ms) {
      refusingUntil = Date.now() + ms;
      cutAll();
      await new Promise((resolve) => setTimeout(resolve, ms));
      healedAt = Date.now();
    },
    cutUntil: () => refusingUntil,
    healedAt: () => healedAt,
    connections: () => [...open].length / 2,
    close: async () => {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The same URL, through the proxy. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const via = new URL(url);
  via.hostname = "127.0.0.1";
  via.port = String(proxy.port);
  return via.toString();
}

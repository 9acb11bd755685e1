import { once } from "node:events";
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 in front of the test's PostgreSQL, to take the database away from a server and
 * give it back without touching the shared cluster (other test runs use it). While cut, every connection
 * through it is reset and every new one is reset as soon as it arrives (counted in `refused`): to the app
 * it looks like a database that went down.
 */
export interface TcpProxy {
  /** The port it listens on (127.0.0.1). */
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  /** Connections reset because they arrived while cut. */
  readonly refused: number;
  readonly isCut: boolean;
  /** Resets every connection now open, and every new one until heal(). */
  cut(): void;
  /**
   * Cuts (as cut()) the moment a client sends bytes that `matches` (before they reach the database): a
   * database lost in the middle of a chosen statement, with no timing involved. Resolves once it has cut.
   */
  cutWhen(matches: (sent: Buffer) => boolean): Promise<void>;
  /** New connections reach the database again. */
  heal(): void;
  /** Cuts for `ms`, then heals; resolves once healed (the chaos drill's timed outages). */
  cutFor(ms: number): Promise<void>;
  /** Until when the current timed cut lasts (ms since the epoch; 0: none yet). */
  cutUntil(): number;
  /** When the last cut healed (ms since the epoch; 0: never). */
  healedAt(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let isCut = false;
  let refused = 0;
  let cutUntil = 0;
  let healedAt = 0;
  let trigger: { matches: (sent: Buffer) => boolean; done: () => void } | undefined;

  const cut = () => {
    isCut = true;
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  const server: Server = createServer((client) => {
    if (isCut) {
      refused += 1;
      client.resetAndDestroy();
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.on("data", (chunk: Buffer) => {
      if (trigger?.matches(chunk)) {
        const { done } = trigger;
        trigger = undefined;
        cut();
        done();
        return;
      }
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on("drain", () => client.resume());
    upstream.pipe(client);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    port,
    through(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    get refused() {
      return refused;
    },
    get isCut() {
      return isCut;
    },
    cut,
    cutWhen(matches) {
      return new Promise<void>((resolve) => {
        trigger = { matches, done: resolve };
      });
    },
    heal() {
      isCut = false;
      healedAt = Date.now();
    },
    async cutFor(ms) {
      cutUntil = Date.now() + ms;
      cut();
      await new Promise((resolve) => setTimeout(resolve, ms));
      isCut = false;
      healedAt = Date.now();
    },
    cutUntil: () => cutUntil,
    healedAt: () => healedAt,
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

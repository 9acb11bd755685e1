/**
 * GETs from many client addresses on one machine: each 127.x.y.z is its own client to the edge (its per-client
 * limit, its X-Forwarded-For). fetch cannot choose a source address; node:http can (`localAddress`), with one
 * kept-alive agent per address. Linux routes all of 127.0.0.0/8 to the loopback interface.
 */
import http from "node:http";

export interface Answer {
  /** The HTTP status, or 0 when the request failed (refused, reset, timed out). */
  status: number;
  /** X-Cache-Status from the edge (HIT, MISS, STALE, UPDATING, EXPIRED, BYPASS, REVALIDATED). */
  cache: string | undefined;
  ms: number;
}

/** The i-th loopback client address, 127.0.1.0 on (127.0.0.1, the edge's own, is never one). */
export function clientAddress(i: number): string {
  return `127.0.${1 + ((i >> 8) & 127)}.${i & 255}`;
}

export function agentFor(localAddress: string, maxSockets = 4): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets, localAddress });
}

/** One GET; the body is read and dropped (gzip, as a browser takes it). Never throws. */
export function getFrom(url: string, agent: http.Agent, timeoutMs = 10_000): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, cache?: string) =>
      resolve({ status, cache, ms: Math.round((performance.now() - started) * 10) / 10 });
    const req = http.get(url, { agent, headers: { "accept-encoding": "gzip" }, timeout: timeoutMs }, (res) => {
      res.on("data", () => {});
      res.on("end", () => done(res.statusCode ?? 0, res.headers["x-cache-status"] as string | undefined));
      res.on("error", () => done(0));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => done(0));
  });
}

export interface Stream {
  /** Stops sending and resolves with every answer once those in flight are in. */
  stop(): Promise<Answer[]>;
}

/**
 * `workers` loops, each from its own address, sending GETs of `urlOf(n)` until stopped, `pauseMs` apart (a
 * client's steady pace, under the edge's per-client limit): the traffic a kill or a restart happens under.
 */
export function steadyStream(workers: number, urlOf: (n: number) => string, pauseMs: number, firstAddress = 0): Stream {
  const answers: Answer[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: workers }, async (_, w) => {
    const agent = agentFor(clientAddress(firstAddress + w), 1);
    while (running) {
      answers.push(await getFrom(urlOf(n++), agent));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    agent.destroy();
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

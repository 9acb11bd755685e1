/**
 * What the attack scripts in ./attacks share: the target (env TARGET, loopback only: these scripts flood, and
 * flooding is only ever aimed at a server started on this machine) and one request from a chosen loopback
 * source address, with any headers (fetch can set neither the source address nor Host).
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { agentFor, clientAddress } from "../fleet/loopback-client";

/**
 * The origin of the server or edge under attack, from the environment variable `name` (TARGET unless said);
 * exits when it is missing or not on 127.0.0.0/8.
 */
export function loopbackTarget(name = "TARGET"): string {
  const given = process.env[name];
  if (!given) {
    console.error(`Set ${name} to the edge's URL (npm run fleet prints it) or a server's, e.g. http://127.0.0.1:3000`);
    process.exit(2);
  }
  const url = new URL(given);
  if (!/^127\.\d+\.\d+\.\d+$/.test(url.hostname) && url.hostname !== "localhost") {
    console.error(`${name} must be on 127.0.0.0/8 (a server of your own), not ${url.hostname}`);
    process.exit(2);
  }
  return url.origin;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The app stamps every answer with x-request-id; nginx's own answers (its 429, 413, 502) have none. */
  fromApp: boolean;
}

export interface Sender {
  send(
    method: string,
    url: string,
    options?: { headers?: Record<string, string>; body?: string | Buffer },
  ): Promise<Reply>;
  close(): void;
}

/** Requests from the n-th loopback client address (127.0.1.n on), each its own client to the edge's limits. */
export function senderFrom(client: number, sockets = 8): Sender {
  const agent = agentFor(clientAddress(client), sockets);
  return {
    send: (method, url, options = {}) =>
      new Promise((resolve) => {
        const req = http.request(url, { method, agent, headers: options.headers, timeout: 15_000 }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
              fromApp: res.headers["x-request-id"] !== undefined,
            }),
          );
          res.on("error", () => resolve({ status: 0, headers: {}, body: "", fromApp: false }));
        });
        req.on("timeout", () => req.destroy(new Error("timeout")));
        req.on("error", () => resolve({ status: 0, headers: {}, body: "", fromApp: false }));
        req.end(options.body);
      }),
    close: () => agent.destroy(),
  };
}

/** Counts of each value: `{ "429 edge": 120, "401 app": 80 }`. */
export function tally(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** A session for the admin API from the operators' token (env ADMIN_TOKEN), or undefined without one. */
export async function adminHeaders(target: string): Promise<Record<string, string> | undefined> {
  const token = process.env.ADMIN_TOKEN;
  if (!token) return undefined;
  const res = await fetch(`${target}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: target },
    body: JSON.stringify({ token }),
  });
  const body = (await res.json().catch(() => ({}))) as { sessionId?: string };
  if (!body.sessionId) throw new Error(`Login with ADMIN_TOKEN failed: ${res.status}`);
  return { "x-admin-session": body.sessionId, origin: target };
}

/** A made-up operator's session, in the cookie or the header by turns: what the edge cannot tell from a real one. */
export function madeUpSession(i: number): Record<string, string> {
  const id = randomBytes(16).toString("hex");
  return i % 2 === 0 ? { cookie: `mb_admin_session=${id}` } : { "x-admin-session": id };
}

/**
 * `count` GETs from one sender, `atOnce` at a time (`request(i)` gives the i-th's path and headers), until all are
 * answered or `enough` says so: bounded either way.
 */
export async function flood(
  sender: Sender,
  origin: string,
  count: number,
  atOnce: number,
  request: (i: number) => { path: string; headers?: Record<string, string> },
  enough: (replies: readonly Reply[]) => boolean = () => false,
): Promise<Reply[]> {
  const replies: Reply[] = [];
  for (let i = 0; i < count && !enough(replies); i += atOnce) {
    const wave = Array.from({ length: Math.min(atOnce, count - i) }, (_, j) => {
      const { path, headers } = request(i + j);
      return sender.send("GET", `${origin}${path}`, headers ? { headers } : {});
    });
    replies.push(...(await Promise.all(wave)));
  }
  return replies;
}

/**
 * What the attack scripts share: requests from a chosen loopback source address (each 127.x.y.z is its own
 * client to a server that trusts no proxy: ops/fleet/loopback-client.ts), and the admin's reports read with
 * ADMIN_TOKEN. The target is a server the person running the script started (TARGET, on 127.0.0.0/8 only).
 */
import http from "node:http";
import { clientAddress } from "../fleet/loopback-client";
import { loopbackTarget } from "./target";

export { clientAddress };

/** TARGET, refused unless it is a loopback address: these scripts never send anywhere else. */
export function target(): URL {
  return new URL(loopbackTarget());
}

export interface Answer {
  status: number;
  body: string;
}

/** One request from `from` (a loopback source address); never throws (status 0 when it failed). */
export function send(
  method: string,
  path: string,
  options: { from?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const base = target();
  return new Promise((resolve) => {
    const req = http.request(
      {
        method,
        host: base.hostname,
        port: base.port,
        path,
        headers: options.headers,
        timeout: 10_000,
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", () => resolve({ status: 0, body }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, body: "" }));
    req.end(options.body);
  });
}

/** A browser's user agent, so that the known-bots filter is not what stops a forged beacon. */
export const BROWSER_UA =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";

/** GET of an admin API path with a session made from ADMIN_TOKEN. */
export async function adminGet(path: string): Promise<unknown> {
  const token = process.env.ADMIN_TOKEN;
  if (!token) throw new Error("ADMIN_TOKEN is needed to read the admin's reports");
  const login = await send("POST", "/api/admin/login", {
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  const { sessionId } = JSON.parse(login.body) as { sessionId: string };
  const answer = await send("GET", path, { headers: { "x-admin-session": sessionId } });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body);
}

/** Counters are written every 5 s: wait past one write before reading a report. */
export const waitForFlush = () => new Promise((resolve) => setTimeout(resolve, 6_500));

/** How many answers had each status, as "204 x50". */
export function statuses(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status} x${n}`).join(", ");
}

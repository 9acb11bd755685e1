/**
 * Attack: get more admin-token guesses than the login limit allows (10 failures per client per 15 minutes).
 *   1. a burst of 40 concurrent logins from one fresh address, the right token 19th;
 *   2. 30 loopback addresses, 10 guesses each;
 *   3. 30 IPv6 addresses of one /64, 10 guesses each: sent to IPV6_TARGET, a server started with TRUST_PROXY=loopback
 *      that takes X-Forwarded-For as an edge in front of IPv6 clients would send it (skipped when unset);
 *   4. 150 more addresses, one guess each (what every address together may try).
 *
 *   TARGET=http://127.0.0.1:PORT ADMIN_TOKEN=... npx tsx ops/security/attacks/login-limits.ts
 *
 * TARGET is the edge (npm run fleet) or one instance. Each part uses addresses no other part uses; part 4 may pause
 * logins from other addresses for the rest of the window, so it runs last. Bounded: 1,010 requests.
 */
import http from "node:http";
import { clientAddress } from "../../fleet/loopback-client";
import { loopbackTarget } from "../target";

const target = new URL(loopbackTarget());
const token = process.env.ADMIN_TOKEN ?? "";
if (!token) throw new Error("Set ADMIN_TOKEN (part 1 places the right token among the guesses)");
// Addresses from a range the fleet's own tests do not use, and new for each run (the limit remembers addresses).
const base = 20_000 + (Math.floor(Date.now() / 1000) % 500) * 40;

function login(from: string, guess: string, forwardedFor?: string, to = target): Promise<number> {
  const body = JSON.stringify({ token: guess });
  return new Promise((resolve) => {
    const req = http.request(
      to,
      {
        method: "POST",
        path: "/api/admin/login",
        localAddress: from,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          origin: to.origin,
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(body);
  });
}
const tally = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} x ${status}`).join(", ");
};
const wrong = (i: number) => `wrong-guess-${i}-0000000`;

// 1. One fresh address, 40 at once, the right token 19th.
const burstFrom = clientAddress(base);
const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => login(burstFrom, i === 18 ? token : wrong(i))));
console.log(
  `1. 40 concurrent logins from ${burstFrom}: ${tally(burst)}; tokens compared: ${burst.filter((s) => s !== 429).length}; ` +
    `the right token (19th): ${burst[18] === 200 ? "LOGGED IN" : `refused (${burst[18]})`}`,
);

// 2. 30 addresses, 10 guesses each.
const spread: number[] = [];
for (let a = 1; a <= 30; a++) for (let i = 0; i < 10; i++) spread.push(await login(clientAddress(base + a), wrong(i)));
console.log(
  `2. 30 addresses x 10 guesses: ${tally(spread)} (guesses compared: ${spread.filter((s) => s === 401).length})`,
);

// 3. 30 IPv6 addresses in one /64.
if (process.env.IPV6_TARGET) {
  const to = new URL(loopbackTarget("IPV6_TARGET"));
  const prefix = `2001:db8:${(base % 65_000).toString(16)}:1`;
  const six: number[] = [];
  for (let a = 1; a <= 30; a++)
    for (let i = 0; i < 10; i++) six.push(await login("127.0.0.1", wrong(i), `${prefix}::${a.toString(16)}`, to));
  const compared = six.filter((s) => s === 401).length;
  console.log(`3. 30 IPv6 addresses in ${prefix}::/64 x 10 guesses: ${tally(six)} (compared: ${compared})`);
} else console.log("3. skipped (set IPV6_TARGET to a server started with TRUST_PROXY=loopback)");

// 4. 150 more addresses, one guess each.
const wide: number[] = [];
for (let a = 0; a < 150; a++) wide.push(await login(clientAddress(base + 32 + a), wrong(a)));
console.log(`4. 150 more addresses x 1 guess: ${tally(wide)} (compared: ${wide.filter((s) => s === 401).length})`);

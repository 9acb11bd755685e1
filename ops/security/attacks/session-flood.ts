/**
 * Random "sessions" flood the edge: GETs carrying a made-up mb_admin_session cookie or x-admin-session header,
 * from one client address. Counts how many the edge refused itself and how many reached an instance (each a
 * session lookup in the database there), then how many cache entries random query strings on a public page make.
 *
 *   TARGET=http://127.0.0.1:<edge port> npx tsx ops/security/attacks/session-flood.ts
 */
import { randomBytes } from "node:crypto";
import { flood, loopbackTarget, madeUpSession, senderFrom, tally } from "../target";

const target = loopbackTarget();
const FLOOD = 600;
const QUERIES = 200;
const AT_ONCE = 16;

const started = performance.now();
const flooder = senderFrom(201, AT_ONCE);
const sessions = await flood(flooder, target, FLOOD, AT_ONCE, (i) => ({
  path: "/api/admin/session",
  headers: madeUpSession(i),
}));
flooder.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${FLOOD} GET /api/admin/session with random session cookies/headers from one address in ${seconds} s:`);
console.log(`  answers: ${JSON.stringify(tally(sessions.map((r) => `${r.status} ${r.fromApp ? "app" : "edge"}`)))}`);
console.log(`  reached an instance: ${sessions.filter((r) => r.fromApp).length}`);

const reader = senderFrom(202, AT_ONCE);
const pages = await flood(reader, target, QUERIES, AT_ONCE, (i) => ({
  path: `/?${randomBytes(16).toString("hex")}=1`,
  headers: madeUpSession(2 * i),
}));
reader.close();
const stored = pages.filter((r) => r.headers["x-cache-status"] === "MISS" && r.status === 200).length;
console.log(`${QUERIES} GET /?<random query> with a random session cookie from another address:`);
console.log(
  `  answers: ${JSON.stringify(tally(pages.map((r) => `${r.status} ${r.headers["x-cache-status"] ?? "-"}`)))}`,
);
console.log(`  new cache entries (200 MISS, each kept): ${stored}`);

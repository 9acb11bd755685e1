/**
 * The edge's own answers on the operators' paths, and a date out of PostgreSQL's range:
 * - a 2 MB body to /api/admin/login (over any admin body limit) and to an import (the app takes 20 MB there):
 *   who answers (the edge: no x-request-id) and with what Cache-Control;
 * - a flood of /api/admin/session until the edge answers 429: its Cache-Control;
 * - GET /api/automation/analytics?to=0000-01-01 as an operator (ADMIN_TOKEN): 500 or a 4xx with a message.
 *
 *   TARGET=http://127.0.0.1:<edge port> ADMIN_TOKEN=<the fleet's> npx tsx ops/security/attacks/admin-edge-errors.ts
 */
import { adminHeaders, flood, loopbackTarget, type Reply, senderFrom, tally } from "../target";

const target = loopbackTarget();
const admin = (await adminHeaders(target)) ?? {};
const sender = senderFrom(601);
const who = (r: { status: number; fromApp: boolean; headers: Record<string, unknown> }) =>
  `${r.status} from the ${r.fromApp ? "app" : "edge"}, cache-control=${r.headers["cache-control"] ?? "(none)"}`;
const big = JSON.stringify({ mode: "append", data: [], padding: "x".repeat(2 * 1024 * 1024) });
const json = { "content-type": "application/json", origin: target };
console.log(
  `POST /api/admin/login, 2 MB: ${who(await sender.send("POST", `${target}/api/admin/login`, { headers: json, body: big }))}`,
);
const imported = await sender.send("POST", `${target}/api/admin/import-locations`, {
  headers: { ...json, ...admin },
  body: big,
});
console.log(`POST /api/admin/import-locations, 2 MB: ${who(imported)}`);
for (const query of ["to=0000-01-01", "from=0000-01-01", "to=9999-12-31T23:59:59-12:00"]) {
  const r = await sender.send("GET", `${target}/api/automation/analytics?${query}`, { headers: admin });
  console.log(`GET /api/automation/analytics?${query}: ${r.status} ${r.body.slice(0, 120)}`);
}
sender.close();

// A flood from its own address, until the edge refuses (at most 400 requests).
const flooder = senderFrom(602, 16);
const refusedByEdge = (r: Reply) => r.status === 429 && !r.fromApp;
const replies = await flood(
  flooder,
  target,
  400,
  16,
  () => ({ path: "/api/admin/session" }),
  (so) => so.some(refusedByEdge),
);
flooder.close();
const refused = replies.find(refusedByEdge);
console.log(
  `GET /api/admin/session x${replies.length}: ${JSON.stringify(tally(replies.map((r) => `${r.status} ${r.fromApp ? "app" : "edge"}`)))}`,
);
console.log(`  the edge's 429: ${refused ? who(refused) : "none"}`);

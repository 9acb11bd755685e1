/**
 * Forged page analytics: beacons made by hand, one per fake reader, from 50 loopback source addresses (the
 * server trusts no proxy, so each address is a reader to it). Each way of forging goes to a page of its own, so
 * the admin's report (read with ADMIN_TOKEN) shows what each one added:
 *   /pricing    no token at all (a beacon typed into curl)
 *   /features   a made-up token
 *   /reviews    the token of another page (/terms), fetched once
 *   /support    one real load of /support, its token replayed from all 50 addresses (what a token cannot stop)
 * Run: TARGET=http://127.0.0.1:4310 ADMIN_TOKEN=... npx tsx ops/security/attacks/forged-analytics.ts
 */
import { type Answer, adminGet, BROWSER_UA, clientAddress, send, statuses, waitForFlush } from "../attack-client";

const READERS = 50;
/** The page-load token a page carries, if it carries one (read from its HTML like a browser's script would). */
const tokenOf = (html: string) => /<meta name="page-load" content="([^"]+)"/.exec(html)?.[1];

async function forge(path: string, token: string | undefined): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < READERS; i++) {
    for (const e of ["view", "cta"]) {
      answers.push(
        await send("POST", "/api/analytics", {
          from: clientAddress(i),
          headers: { "content-type": "text/plain", "user-agent": BROWSER_UA, "sec-fetch-site": "same-origin" },
          body: JSON.stringify({ e, p: path, ...(token === undefined ? {} : { t: token }) }),
        }),
      );
    }
  }
  return answers;
}

const page = async (path: string) => (await send("GET", path, { headers: { "user-agent": BROWSER_UA } })).body;

const attacks: [string, string, () => Promise<string | undefined>][] = [
  ["no token", "/pricing", async () => undefined],
  ["made-up token", "/features", async () => `${Math.floor(Date.now() / 1000)}.AAAAAAAAAAAAAAAAAAAAAA`],
  ["another page's token", "/reviews", async () => tokenOf(await page("/terms")) ?? "(the page carries none)"],
  ["one real load's token, replayed", "/support", async () => tokenOf(await page("/support"))],
];

for (const [name, path, token] of attacks) {
  const answers = await forge(path, await token());
  console.log(`${name.padEnd(32)} ${path.padEnd(10)} ${READERS} addresses x (view + cta): ${statuses(answers)}`);
}
await waitForFlush();
const report = (await adminGet("/api/admin/analytics/pages?groupBy=page")) as { rows: Record<string, unknown>[] };
console.log("\nThe admin's report for today's pages (groupBy=page):");
for (const [name, path] of attacks) {
  const row = report.rows.find((r) => r.key === path);
  console.log(`${name.padEnd(32)} ${path.padEnd(10)} ${JSON.stringify(row ?? "no row")}`);
}

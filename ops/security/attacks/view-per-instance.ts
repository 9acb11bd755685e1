/**
 * One reader, counted once per instance: the same address loads a landing page (/movements, a fixed page, if
 * none is given) and sends its view beacon to each of two instances that share one PostgreSQL database (TARGET
 * and TARGET2), as a load balancer without affinity would spread it. One reader should be one view.
 * Run: TARGET=http://127.0.0.1:4311 TARGET2=http://127.0.0.1:4312 ADMIN_TOKEN=... \
 *   npx tsx ops/security/attacks/view-per-instance.ts [/pages/some-slug]
 */
import { adminGet, BROWSER_UA, send, waitForFlush } from "../attack-client";

const path = process.argv[2] ?? "/movements";
const instances = [process.env.TARGET, process.env.TARGET2];
if (!instances[1]) throw new Error("TARGET2 (a second instance on the same database) is needed");
const reader = "127.0.9.9";

for (const instance of instances) {
  process.env.TARGET = instance;
  // The reader's load of the page, and the beacon its script sends with the page's token (if it carries one).
  const html = (await send("GET", path, { from: reader, headers: { "user-agent": BROWSER_UA } })).body;
  const token = /<meta name="page-load" content="([^"]+)"/.exec(html)?.[1];
  const answer = await send("POST", "/api/analytics", {
    from: reader,
    headers: { "content-type": "text/plain", "user-agent": BROWSER_UA, "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ e: "view", p: path, ...(token ? { t: token } : {}) }),
  });
  console.log(`${instance}: page load and view beacon from ${reader}: ${answer.status}`);
}
await waitForFlush();
process.env.TARGET = instances[0];
const report = (await adminGet("/api/admin/analytics/pages?groupBy=page")) as { rows: Record<string, unknown>[] };
console.log(`\nThe admin's report for ${path}: ${JSON.stringify(report.rows.find((r) => r.key === path) ?? "no row")}`);

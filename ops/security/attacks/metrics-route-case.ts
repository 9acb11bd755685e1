/**
 * Metric series by case: scrapes /metrics, sends 256 requests for one admin route, each in a different mix of
 * upper and lower case (Express matches routes case-insensitively), scrapes again and counts the new lines.
 *
 *   TARGET=http://127.0.0.1:<an instance's port> METRICS_TOKEN=<its token> npx tsx ops/security/attacks/metrics-route-case.ts
 */
import { loopbackTarget, senderFrom } from "../target";

const target = loopbackTarget();
const token = process.env.METRICS_TOKEN;
if (!token) {
  console.error("Set METRICS_TOKEN to the instance's (and TARGET to the instance itself, not the edge)");
  process.exit(2);
}
const REQUESTS = 256;
const sender = senderFrom(401, 8);
const scrape = async () =>
  (await sender.send("GET", `${target}/metrics`, { headers: { authorization: `Bearer ${token}` } })).body
    .split("\n")
    .filter((line) => line.startsWith("movebreak_http_request_duration_seconds")).length;
const path = "/api/admin/session";
// The i-th spelling: bit k of i upper-cases the k-th letter (8 letters vary: 256 spellings).
const spelling = (i: number) => {
  let letter = 0;
  return path.replace(/[a-z]/g, (c) => (letter < 8 && (i >> letter++) & 1 ? c.toUpperCase() : c));
};
const before = await scrape();
for (let i = 0; i < REQUESTS; i += 8)
  await Promise.all(Array.from({ length: 8 }, (_, j) => sender.send("GET", `${target}${spelling(i + j)}`)));
const after = await scrape();
sender.close();
console.log(`${REQUESTS} GETs of ${path} in ${REQUESTS} spellings (${spelling(0)} ... ${spelling(255)})`);
console.log(`  request-duration lines in /metrics: ${before} before, ${after} after (+${after - before})`);

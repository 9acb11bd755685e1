// Samples response times from outside the server's process (a server whose event loop is blocked
// cannot time itself): every `everyMs` it sends one GET to each URL, whether or not the previous
// one has answered, for `durationMs`, then prints one JSON line: per URL n, failures, p50, p99, max.
// Plain JavaScript, so tests and benchmarks can run it with `node` alone.
//   node latency-probe.mjs <durationMs> <everyMs> <url> [<url> ...]
// PROBE_HEADERS (JSON object) adds headers to every request, e.g. an admin session.
const [durationMs, everyMs, ...urls] = process.argv.slice(2);
const duration = Number(durationMs);
const every = Number(everyMs);
if (!(duration > 0 && every > 0 && urls.length > 0)) {
  console.error("usage: node latency-probe.mjs <durationMs> <everyMs> <url> [<url> ...]");
  process.exit(2);
}

const headers = JSON.parse(process.env.PROBE_HEADERS ?? "{}");
const samples = new Map(urls.map((url) => [url, { times: [], at: [], failures: 0 }]));
const pending = new Set();

let origin = performance.now();

async function probe(url) {
  const started = performance.now();
  const entry = samples.get(url);
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    if (!response.ok) entry.failures += 1;
  } catch {
    entry.failures += 1;
  }
  entry.times.push(performance.now() - started);
  entry.at.push(started - origin);
}

// Not timed: the first fetch loads and compiles the HTTP client in this process and opens the connections,
// which would otherwise count as the server's latency.
await Promise.all(
  urls.map((url) =>
    fetch(url, { headers })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined),
  ),
);
origin = performance.now();

const end = origin + duration;
while (performance.now() < end) {
  for (const url of urls) {
    const request = probe(url).finally(() => pending.delete(request));
    pending.add(request);
  }
  await new Promise((resolve) => setTimeout(resolve, every));
}
await Promise.all(pending);

const rank = (sorted, p) => sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
const round = (ms) => Math.round(ms * 10) / 10;
const report = {};
for (const [url, { times, at, failures }] of samples) {
  const sorted = [...times].sort((a, b) => a - b);
  const slowest = times
    .map((ms, i) => ({ ms: round(ms), atSeconds: round(at[i] / 1000) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  report[url] = {
    n: sorted.length,
    failures,
    p50: round(rank(sorted, 50)),
    p99: round(rank(sorted, 99)),
    max: round(sorted[sorted.length - 1]),
    // When the slowest answers were sent (seconds into the sampling): a stall shows on every address at once.
    slowest,
  };
}
console.log(JSON.stringify(report));

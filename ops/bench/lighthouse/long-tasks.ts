/**
 * Long tasks on load (a steadier signal than Lighthouse's simulation on a loaded machine): each page of the
 * built server loaded `--runs` times in Chromium (Playwright) at 4x CPU slowdown (CDP), the long tasks of the
 * first 6 s observed with PerformanceObserver. Prints, per load, the blocking time (the sum of each task's
 * time over 50 ms) and the tasks.
 *
 *   npx tsx ops/bench/lighthouse/long-tasks.ts --runs 5 --only /movements/hip-pain --only /try/morning-desk-reset
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { startBuiltServer } from "../support/built-server";
import { loadAverage } from "../support/machine";
import { CHROMIUM } from "./audit";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, "../../..");
const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    only: { type: "string", multiple: true },
    origin: { type: "string" },
  },
});
const paths = args.only ?? ["/movements/hip-pain", "/try/morning-desk-reset"];
const runs = Number(args.runs);

const site = args.origin
  ? { origin: args.origin, stop: async () => {} }
  : await startBuiltServer(repoRoot, { name: "long-tasks" });
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  console.log(`load average at start: ${loadAverage().join(" / ")}`);
  for (const path of paths) {
    const blocking: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __longTasks: { start: number; duration: number; name: string }[] };
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            const attribution = (e as unknown as { attribution?: { containerSrc?: string }[] }).attribution?.[0];
            w.__longTasks.push({
              start: Math.round(e.startTime),
              duration: Math.round(e.duration),
              name: attribution?.containerSrc ?? "",
            });
          }
        }).observe({ type: "longtask", buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${site.origin}${path}`, { waitUntil: "load" });
      await page.waitForTimeout(6000);
      const tasks = await page.evaluate(
        () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
      );
      const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0);
      const tbt = tasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      blocking.push(tbt);
      console.log(
        `${path} run ${run + 1}: blocking after FCP ${tbt} ms; tasks ${tasks.map((t) => `${t.duration}@${t.start}`).join(", ") || "none"}`,
      );
      await context.close();
    }
    const sorted = [...blocking].sort((a, b) => a - b);
    console.log(`${path}: blocking ms ${sorted.join(", ")} (median ${sorted[Math.floor(sorted.length / 2)]})`);
  }
  console.log(`load average at end: ${loadAverage().join(" / ")}`);
} finally {
  await browser.close();
  await site.stop();
}

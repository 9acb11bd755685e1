import { existsSync, readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import type { CpuTasks } from "../cpu-tasks";
import { SAMPLE_TOPIC as hero, SAMPLE_POSTER as poster } from "../pages/media/testing/samples";
import { renderTopicHero, renderTopicPoster } from "../pages/media/topic-media";
import { type CpuPool, CpuTaskTimeout, createCpuPool } from "./cpu-pool";
import { CPU_THREAD_NICE } from "./cpu-thread";

describe("the CPU pool", () => {
  const pool: CpuPool<CpuTasks> = createCpuPool({ size: 1, timeoutMs: 60_000 });
  afterAll(() => pool.destroy());

  it("when the hero image and the poster are rendered in a worker thread, then the PNG bytes equal a render on the main thread", async () => {
    const [inPool, posterInPool] = await Promise.all([pool.run("topicHero", hero), pool.run("topicPoster", poster)]);
    expect(Buffer.isBuffer(inPool)).toBe(true);
    expect(inPool.equals(await renderTopicHero(hero))).toBe(true);
    expect(posterInPool.equals(await renderTopicPoster(poster))).toBe(true);
  }, 60_000);

  it("when a page's Markdown is rendered in the pool, then its embedded script is gone and its text stays", async () => {
    const { html } = await pool.run("markdown", "## Tips\n\nRoll both shoulders.<script>alert(1)</script>");
    expect(html).toContain("Roll both shoulders.");
    expect(html).not.toContain("<script");
  }, 60_000);

  it.skipIf(!existsSync("/proc/self/task"))(
    "when the pool's thread works, then it runs below the event loop's priority (renders yield to requests)",
    async () => {
      await pool.run("markdown", "One sentence here.");
      const niceOf = (tid: string) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]?.split(" ")[16]);
      const nices = readdirSync("/proc/self/task").map(niceOf);
      expect(niceOf(String(process.pid))).toBe(0);
      expect(nices).toContain(CPU_THREAD_NICE);
    },
  );

  it("when a task outlives the pool's limit, then it is stopped with an error naming the task", async () => {
    const strict = createCpuPool<CpuTasks>({ size: 1, timeoutMs: 1 });
    try {
      await expect(strict.run("topicPoster", poster)).rejects.toThrow(CpuTaskTimeout);
      await expect(strict.run("topicPoster", poster)).rejects.toThrow(/topicPoster took longer than 1 ms/);
    } finally {
      await strict.destroy();
    }
  }, 60_000);

  it("when a thread has to start first, then its start does not count against the task's limit", async () => {
    // The thread entry waits 1.5 s before it takes tasks (as a cold start on a loaded machine does); its task
    // is trivial, so only a limit counted from the thread's start would stop it.
    const fresh = createCpuPool<{ echo: (input: string) => string }>({
      size: 1,
      timeoutMs: 300,
      workerFile: new URL("./testing/slow-start-tasks.mjs", import.meta.url),
    });
    try {
      expect(await fresh.run("echo", "Neck relief")).toBe("Neck relief");
    } finally {
      await fresh.destroy();
    }
  }, 60_000);
});
